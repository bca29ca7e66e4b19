import { useLingui } from '@lingui/react';
import {
  DictTag,
  Dialog,
  Form,
  FormItem,
  Input,
  NumberInput,
  RadioGroup,
  Select,
  Textarea,
  useConsole,
} from '@wcm/console-ui';
import { useMemo } from 'react';
import { useDictOptions } from '../../common/dict';
import { requiredRule } from '../shared/rules';
import * as css from '../../common/list-page/page.css';
import { blankToNull, putBody } from '../shared/system-types';
import { useRecordForm } from '../shared/use-record-form';

/** Tag styles of RuoYi's dictionary data form ('' = plain text). */
export const LIST_CLASSES = ['default', 'primary', 'success', 'info', 'warning', 'danger'] as const;

/** Values of the dictionary entry form. */
export interface DictDataValues {
  dictLabel: string;
  dictValue: string;
  cssClass: string;
  dictSort: number | undefined;
  listClass: string;
  isDefault: string;
  status: string;
  remark: string;
}

const EMPTY: DictDataValues = {
  dictLabel: '',
  dictValue: '',
  cssClass: '',
  dictSort: 0,
  listClass: 'default',
  isDefault: 'N',
  status: '0',
  remark: '',
};

/** Props of {@link DictDataDialog}. */
export interface DictDataDialogProps {
  open: boolean;
  /** The type new entries belong to. */
  dictType: string;
  dictCode: number | undefined;
  onClose: () => void;
  onSaved: () => void;
}

/** Add/edit dictionary entry dialog with a live tag preview. */
export function DictDataDialog({
  open,
  dictType,
  dictCode,
  onClose,
  onSaved,
}: DictDataDialogProps) {
  const wcm = useConsole();
  const { i18n } = useLingui();
  const statuses = useDictOptions('sys_normal_disable');
  const labels = {
    label: i18n._({ id: 'pages.system.dict.dictLabel', message: 'Data label' }),
    value: i18n._({ id: 'pages.system.dict.dictValue', message: 'Data value' }),
    sort: i18n._({ id: 'pages.system.dict.dictSort', message: 'Display order' }),
  };
  const listClassOptions = [
    { value: '', label: i18n._({ id: 'pages.system.dict.listClass.none', message: 'None' }) },
    ...LIST_CLASSES.map((value) => ({ value, label: value })),
  ];
  const rules = useMemo(
    () => ({
      dictLabel: requiredRule(i18n, labels.label),
      dictValue: requiredRule(i18n, labels.value),
      dictSort: requiredRule(i18n, labels.sort),
      cssClass: (v: string) =>
        /^[A-Za-z0-9_\- ]*$/.test(v)
          ? undefined
          : i18n._({
              id: 'pages.system.dict.cssClassPattern',
              message: 'Only letters, digits, spaces, hyphens and underscores',
            }),
    }),
    [i18n, labels.label, labels.value, labels.sort],
  );
  const { form, isEdit, save } = useRecordForm<DictDataValues, number>({
    open,
    id: dictCode,
    empty: EMPTY,
    rules,
    load: async (code) => {
      const body = await wcm.call(
        wcm.api.GET('/system/dict/data/{dictCode}', { params: { path: { dictCode: code } } }),
      );
      const row = body.data;
      if (!row) return EMPTY;
      return {
        dictLabel: row.dictLabel,
        dictValue: row.dictValue,
        cssClass: row.cssClass,
        dictSort: row.dictSort,
        listClass: row.listClass,
        isDefault: row.isDefault,
        status: row.status,
        remark: row.remark ?? '',
      };
    },
    submit: async (v, edit) => {
      const body = {
        dictType,
        dictLabel: v.dictLabel.trim(),
        dictValue: v.dictValue.trim(),
        cssClass: blankToNull(v.cssClass),
        dictSort: v.dictSort ?? 0,
        listClass: v.listClass as (typeof LIST_CLASSES)[number] | '',
        isDefault: v.isDefault as 'Y' | 'N',
        status: v.status as '0' | '1',
        remark: blankToNull(v.remark),
      };
      if (edit && dictCode !== undefined) {
        await wcm.call(wcm.api.PUT('/system/dict/data', { body: putBody({ ...body, dictCode }) }));
      } else {
        await wcm.call(wcm.api.POST('/system/dict/data', { body }));
      }
    },
  });
  const { values, errors, bind } = form;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      width={600}
      title={
        isEdit
          ? i18n._({ id: 'pages.system.dict.editData', message: 'Edit dictionary data' })
          : i18n._({ id: 'pages.system.dict.addData', message: 'Add dictionary data' })
      }
      onConfirm={async () => {
        const ok = await save();
        if (ok) onSaved();
        return ok;
      }}
    >
      <Form labelWidth={110}>
        <FormItem label={i18n._({ id: 'pages.system.dict.dictType', message: 'Dictionary type' })}>
          <Input value={dictType} onChange={() => undefined} readOnly />
        </FormItem>
        <FormItem label={labels.label} required error={errors.dictLabel}>
          <Input {...bind('dictLabel')} maxLength={100} />
        </FormItem>
        <FormItem label={labels.value} required error={errors.dictValue}>
          <Input {...bind('dictValue')} maxLength={100} />
        </FormItem>
        <FormItem
          label={i18n._({ id: 'pages.system.dict.cssClass', message: 'Style attribute' })}
          error={errors.cssClass}
        >
          <Input {...bind('cssClass')} maxLength={100} />
        </FormItem>
        <FormItem label={labels.sort} required error={errors.dictSort}>
          <NumberInput {...bind('dictSort')} min={0} max={999999} precision={0} />
        </FormItem>
        <FormItem label={i18n._({ id: 'pages.system.dict.listClass', message: 'Echo style' })}>
          <Select<string>
            options={listClassOptions}
            value={values.listClass}
            onChange={(next) => form.setField('listClass', next ?? '')}
          />
        </FormItem>
        <FormItem label={i18n._({ id: 'pages.system.dict.preview', message: 'Preview' })}>
          <span className={css.preview} aria-live="polite">
            <DictTag
              options={[
                {
                  label: values.dictLabel || labels.label,
                  value: 'preview',
                  listClass: values.listClass,
                  cssClass: values.cssClass,
                },
              ]}
              value="preview"
            />
          </span>
        </FormItem>
        <FormItem label={i18n._({ id: 'pages.system.dict.isDefault', message: 'Default' })}>
          <RadioGroup<string>
            options={[
              { value: 'Y', label: i18n._({ id: 'pages.system.yes', message: 'Yes' }) },
              { value: 'N', label: i18n._({ id: 'pages.system.no', message: 'No' }) },
            ]}
            {...bind('isDefault')}
          />
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
