import { useLingui } from '@lingui/react';
import {
  Dialog,
  Form,
  FormItem,
  Input,
  LazyRichTextEditor,
  RadioGroup,
  Select,
  useConsole,
} from '@wcm/console-ui';
import { useMemo } from 'react';
import { useDictOptions } from '../../common/dict';
import { requiredRule } from '../shared/rules';
import * as css from '../../common/list-page/page.css';
import { putBody } from '../shared/system-types';
import { useRecordForm } from '../shared/use-record-form';

/** Values of the notice form. */
export interface NoticeValues {
  noticeTitle: string;
  noticeType: string;
  status: string;
  noticeContent: string;
}

const EMPTY: NoticeValues = { noticeTitle: '', noticeType: '', status: '0', noticeContent: '' };

/** Props of {@link NoticeDialog}. */
export interface NoticeDialogProps {
  open: boolean;
  noticeId: number | undefined;
  onClose: () => void;
  onSaved: () => void;
}

/** Add/edit notice dialog; the content uses the restricted rich-text editor. */
export function NoticeDialog({ open, noticeId, onClose, onSaved }: NoticeDialogProps) {
  const wcm = useConsole();
  const { i18n } = useLingui();
  const types = useDictOptions('sys_notice_type');
  const statuses = useDictOptions('sys_notice_status');
  const labels = {
    title: i18n._({ id: 'pages.system.notice.title', message: 'Notice title' }),
    type: i18n._({ id: 'pages.system.notice.type', message: 'Notice type' }),
    content: i18n._({ id: 'pages.system.notice.content', message: 'Content' }),
  };
  const rules = useMemo(
    () => ({
      noticeTitle: requiredRule(i18n, labels.title),
      noticeType: requiredRule(i18n, labels.type),
    }),
    [i18n, labels.title, labels.type],
  );
  const { form, isEdit, loading, save } = useRecordForm<NoticeValues, number>({
    open,
    id: noticeId,
    empty: EMPTY,
    rules,
    load: async (id) => {
      const body = await wcm.call(
        wcm.api.GET('/system/notice/{noticeId}', { params: { path: { noticeId: id } } }),
      );
      const row = body.data;
      return row
        ? {
            noticeTitle: row.noticeTitle,
            noticeType: row.noticeType,
            status: row.status,
            noticeContent: row.noticeContent ?? '',
          }
        : EMPTY;
    },
    submit: async (v, edit) => {
      const body = {
        noticeTitle: v.noticeTitle.trim(),
        noticeType: v.noticeType as '1' | '2',
        status: v.status as '0' | '1',
        noticeContent: v.noticeContent,
      };
      if (edit && noticeId !== undefined) {
        await wcm.call(wcm.api.PUT('/system/notice', { body: putBody({ ...body, noticeId }) }));
      } else {
        await wcm.call(wcm.api.POST('/system/notice', { body }));
      }
    },
  });
  const { values, errors, bind } = form;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      width={780}
      title={
        isEdit
          ? i18n._({ id: 'pages.system.notice.edit', message: 'Edit notice' })
          : i18n._({ id: 'pages.system.notice.add', message: 'Add notice' })
      }
      onConfirm={async () => {
        const ok = await save();
        if (ok) onSaved();
        return ok;
      }}
    >
      <Form labelWidth={100} className={css.grid2}>
        <FormItem label={labels.title} required error={errors.noticeTitle}>
          <Input {...bind('noticeTitle')} maxLength={50} />
        </FormItem>
        <FormItem label={labels.type} required error={errors.noticeType}>
          <Select<string>
            options={types}
            value={values.noticeType === '' ? undefined : values.noticeType}
            onChange={(next) => form.setField('noticeType', next ?? '')}
          />
        </FormItem>
        <FormItem
          className={css.full}
          label={i18n._({ id: 'pages.system.status', message: 'Status' })}
        >
          <RadioGroup<string> options={statuses} {...bind('status')} />
        </FormItem>
        <FormItem className={css.full} label={labels.content}>
          {/* Remounted per record: the editor reads its value when it mounts. */}
          {loading ? null : (
            <LazyRichTextEditor
              variant="restricted"
              key={noticeId ?? 'new'}
              aria-label={labels.content}
              height={260}
              {...bind('noticeContent')}
            />
          )}
        </FormItem>
      </Form>
    </Dialog>
  );
}
