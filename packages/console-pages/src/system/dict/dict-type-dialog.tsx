import { useLingui } from '@lingui/react';
import { Dialog, Form, FormItem, Input, RadioGroup, Textarea, useConsole } from '@wcm/console-ui';
import { useMemo } from 'react';
import { useDictOptions, useDictStore } from '../../common/dict';
import { requiredRule } from '../shared/rules';
import { blankToNull, putBody } from '../shared/system-types';
import { useRecordForm } from '../shared/use-record-form';

/** Values of the dictionary type form. */
export interface DictTypeValues {
  dictName: string;
  dictType: string;
  status: string;
  remark: string;
}

const EMPTY: DictTypeValues = { dictName: '', dictType: '', status: '0', remark: '' };

/** Props of {@link DictTypeDialog}. */
export interface DictTypeDialogProps {
  open: boolean;
  dictId: number | undefined;
  onClose: () => void;
  onSaved: () => void;
}

/** Add/edit dictionary type dialog (name, type key, status, remark). */
export function DictTypeDialog({ open, dictId, onClose, onSaved }: DictTypeDialogProps) {
  const wcm = useConsole();
  const { i18n } = useLingui();
  const dicts = useDictStore();
  const statuses = useDictOptions('sys_normal_disable');
  const nameLabel = i18n._({ id: 'pages.system.dict.dictName', message: 'Dictionary name' });
  const typeLabel = i18n._({ id: 'pages.system.dict.dictType', message: 'Dictionary type' });
  const rules = useMemo(
    () => ({
      dictName: requiredRule(i18n, nameLabel),
      dictType: (v: string) =>
        requiredRule(i18n, typeLabel)(v) ??
        (/^[a-z][a-z0-9_]*$/.test(v)
          ? undefined
          : i18n._({
              id: 'pages.system.dict.typePattern',
              message:
                'The dictionary type must start with a letter and contain only lower-case letters, digits and underscores',
            })),
    }),
    [i18n, nameLabel, typeLabel],
  );
  const { form, isEdit, save } = useRecordForm<DictTypeValues, number>({
    open,
    id: dictId,
    empty: EMPTY,
    rules,
    load: async (id) => {
      const body = await wcm.call(
        wcm.api.GET('/system/dict/type/{dictId}', { params: { path: { dictId: id } } }),
      );
      const row = body.data;
      return row
        ? {
            dictName: row.dictName,
            dictType: row.dictType,
            status: row.status,
            remark: row.remark ?? '',
          }
        : EMPTY;
    },
    submit: async (v, edit) => {
      const body = {
        dictName: v.dictName.trim(),
        dictType: v.dictType.trim(),
        status: v.status as '0' | '1',
        remark: blankToNull(v.remark),
      };
      if (edit && dictId !== undefined) {
        await wcm.call(wcm.api.PUT('/system/dict/type', { body: putBody({ ...body, dictId }) }));
      } else {
        await wcm.call(wcm.api.POST('/system/dict/type', { body }));
      }
      dicts.cleanDict();
    },
  });
  const { errors, bind } = form;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={
        isEdit
          ? i18n._({ id: 'pages.system.dict.editType', message: 'Edit dictionary type' })
          : i18n._({ id: 'pages.system.dict.addType', message: 'Add dictionary type' })
      }
      onConfirm={async () => {
        const ok = await save();
        if (ok) onSaved();
        return ok;
      }}
    >
      <Form labelWidth={120}>
        <FormItem label={nameLabel} required error={errors.dictName}>
          <Input {...bind('dictName')} maxLength={100} />
        </FormItem>
        <FormItem label={typeLabel} required error={errors.dictType}>
          <Input {...bind('dictType')} maxLength={100} />
        </FormItem>
        <FormItem label={i18n._({ id: 'pages.system.status', message: 'Status' })}>
          <RadioGroup<string> options={statuses} {...bind('status')} />
        </FormItem>
        <FormItem label={i18n._({ id: 'pages.system.remark', message: 'Remark' })}>
          <Textarea {...bind('remark')} maxLength={500} rows={3} />
        </FormItem>
      </Form>
    </Dialog>
  );
}
