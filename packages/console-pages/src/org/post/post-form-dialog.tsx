import { useLingui } from '@lingui/react';
import {
  Dialog,
  Form,
  FormItem,
  Input,
  NumberInput,
  RadioGroup,
  Textarea,
  useConsole,
  useForm,
} from '@wcm/console-ui';
import type { FormRules } from '@wcm/console-ui';
import { useEffect, useEffectEvent, useMemo } from 'react';
import { putBody } from '../shared/org-types';
import { requiredText } from '../shared/rules';
import { dictSelectOptions, useDict } from '../../common/dict';

interface PostValues {
  postId: number | undefined;
  postName: string;
  postCode: string;
  postSort: number | undefined;
  status: string;
  remark: string;
}

const EMPTY: PostValues = {
  postId: undefined,
  postName: '',
  postCode: '',
  postSort: 0,
  status: '0',
  remark: '',
};

/** Props of {@link PostFormDialog}. */
export interface PostFormDialogProps {
  open: boolean;
  postId: number | undefined;
  onOpenChange: (open: boolean) => void;
  onSaved: (added: boolean) => void;
}

/** Add/edit position dialog. */
export function PostFormDialog({ open, postId, onOpenChange, onSaved }: PostFormDialogProps) {
  const { i18n } = useLingui();
  const wcm = useConsole();
  const statuses = dictSelectOptions(useDict('sys_normal_disable'));
  const rules = useMemo<FormRules<PostValues>>(
    () => ({
      postName: (v) =>
        v.trim() === ''
          ? requiredText(i18n, i18n._({ id: 'pages.org.post.postName', message: 'Position name' }))
          : undefined,
      postCode: (v) =>
        v.trim() === ''
          ? requiredText(i18n, i18n._({ id: 'pages.org.post.postCode', message: 'Position code' }))
          : undefined,
      postSort: (v) =>
        v === undefined
          ? requiredText(i18n, i18n._({ id: 'pages.org.post.postSort', message: 'Order' }))
          : undefined,
    }),
    [i18n],
  );
  const form = useForm<PostValues>(EMPTY, rules);
  // Reads the latest `reset` (its identity follows the baseline) without re-running the load.
  const reset = useEffectEvent((next: PostValues) => form.reset(next));

  useEffect(() => {
    if (!open) return;
    reset(EMPTY);
    if (postId === undefined) return;
    let alive = true;
    wcm
      .call(wcm.api.GET('/system/post/{postId}', { params: { path: { postId } } }))
      .then(({ data: p }) => {
        if (!alive) return;
        reset({
          postId: p.postId,
          postName: p.postName,
          postCode: p.postCode,
          postSort: p.postSort,
          status: p.status,
          remark: p.remark ?? '',
        });
      })
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [open, postId, wcm]);

  const save = async () => {
    if (!form.validate()) return false;
    const v = form.values;
    const body = {
      postName: v.postName.trim(),
      postCode: v.postCode.trim(),
      postSort: v.postSort ?? 0,
      status: v.status as '0' | '1',
      remark: v.remark,
    };
    if (v.postId === undefined) await wcm.call(wcm.api.POST('/system/post', { body }));
    else
      await wcm.call(wcm.api.PUT('/system/post', { body: putBody({ ...body, postId: v.postId }) }));
    onSaved(v.postId === undefined);
    return true;
  };

  const { bind, errors } = form;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={
        postId === undefined
          ? i18n._({ id: 'pages.org.post.addTitle', message: 'Add position' })
          : i18n._({ id: 'pages.org.post.editTitle', message: 'Edit position' })
      }
      onConfirm={save}
    >
      <Form labelWidth={100}>
        <FormItem
          label={i18n._({ id: 'pages.org.post.postName', message: 'Position name' })}
          required
          error={errors.postName}
        >
          <Input {...bind('postName')} maxLength={50} />
        </FormItem>
        <FormItem
          label={i18n._({ id: 'pages.org.post.postCode', message: 'Position code' })}
          required
          error={errors.postCode}
        >
          <Input {...bind('postCode')} maxLength={64} />
        </FormItem>
        <FormItem
          label={i18n._({ id: 'pages.org.post.postSort', message: 'Order' })}
          required
          error={errors.postSort}
        >
          <NumberInput {...bind('postSort')} min={0} max={999999} />
        </FormItem>
        <FormItem label={i18n._({ id: 'pages.org.user.status', message: 'Status' })}>
          <RadioGroup<string> options={statuses} {...bind('status')} />
        </FormItem>
        <FormItem label={i18n._({ id: 'pages.org.user.remark', message: 'Remark' })}>
          <Textarea {...bind('remark')} maxLength={500} rows={3} />
        </FormItem>
      </Form>
    </Dialog>
  );
}
