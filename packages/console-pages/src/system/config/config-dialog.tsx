import { useLingui } from '@lingui/react';
import { Dialog, Form, FormItem, Input, RadioGroup, Textarea, useConsole } from '@wcm/console-ui';
import { useMemo } from 'react';
import { useDictOptions } from '../../common/dict';
import { requiredRule } from '../shared/rules';
import { blankToNull, putBody } from '../shared/system-types';
import { useRecordForm } from '../shared/use-record-form';

/** Values of the parameter form. */
export interface ConfigValues {
  configName: string;
  configKey: string;
  configValue: string;
  configType: string;
  remark: string;
}

const EMPTY: ConfigValues = {
  configName: '',
  configKey: '',
  configValue: '',
  configType: 'Y',
  remark: '',
};

/** Props of {@link ConfigDialog}. */
export interface ConfigDialogProps {
  open: boolean;
  configId: number | undefined;
  onClose: () => void;
  onSaved: () => void;
}

/** Add/edit parameter dialog (name, key, value, built-in flag, remark). */
export function ConfigDialog({ open, configId, onClose, onSaved }: ConfigDialogProps) {
  const wcm = useConsole();
  const { i18n } = useLingui();
  const yesNo = useDictOptions('sys_yes_no');
  const labels = {
    name: i18n._({ id: 'pages.system.config.configName', message: 'Parameter name' }),
    key: i18n._({ id: 'pages.system.config.configKey', message: 'Parameter key' }),
    value: i18n._({ id: 'pages.system.config.configValue', message: 'Parameter value' }),
  };
  const rules = useMemo(
    () => ({
      configName: requiredRule(i18n, labels.name),
      configKey: (v: string) =>
        requiredRule(i18n, labels.key)(v) ??
        (/^[A-Za-z0-9_.\-:]+$/.test(v.trim())
          ? undefined
          : i18n._({
              id: 'pages.system.config.keyPattern',
              message: 'Only letters, digits and . _ - : are allowed',
            })),
      configValue: requiredRule(i18n, labels.value),
    }),
    [i18n, labels.name, labels.key, labels.value],
  );
  const { form, isEdit, save } = useRecordForm<ConfigValues, number>({
    open,
    id: configId,
    empty: EMPTY,
    rules,
    load: async (id) => {
      const body = await wcm.call(
        wcm.api.GET('/system/config/{configId}', { params: { path: { configId: id } } }),
      );
      const row = body.data;
      return row
        ? {
            configName: row.configName,
            configKey: row.configKey,
            configValue: row.configValue,
            configType: row.configType,
            remark: row.remark ?? '',
          }
        : EMPTY;
    },
    submit: async (v, edit) => {
      const body = {
        configName: v.configName.trim(),
        configKey: v.configKey.trim(),
        configValue: v.configValue,
        configType: v.configType as 'Y' | 'N',
        remark: blankToNull(v.remark),
      };
      if (edit && configId !== undefined) {
        await wcm.call(wcm.api.PUT('/system/config', { body: putBody({ ...body, configId }) }));
      } else {
        await wcm.call(wcm.api.POST('/system/config', { body }));
      }
    },
  });
  const { errors, bind } = form;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={
        isEdit
          ? i18n._({ id: 'pages.system.config.edit', message: 'Edit parameter' })
          : i18n._({ id: 'pages.system.config.add', message: 'Add parameter' })
      }
      onConfirm={async () => {
        const ok = await save();
        if (ok) onSaved();
        return ok;
      }}
    >
      <Form labelWidth={120}>
        <FormItem label={labels.name} required error={errors.configName}>
          <Input {...bind('configName')} maxLength={100} />
        </FormItem>
        <FormItem label={labels.key} required error={errors.configKey}>
          <Input {...bind('configKey')} maxLength={100} />
        </FormItem>
        <FormItem label={labels.value} required error={errors.configValue}>
          <Textarea {...bind('configValue')} maxLength={500} rows={3} />
        </FormItem>
        <FormItem label={i18n._({ id: 'pages.system.config.configType', message: 'Built-in' })}>
          <RadioGroup<string> options={yesNo} {...bind('configType')} />
        </FormItem>
        <FormItem label={i18n._({ id: 'pages.system.remark', message: 'Remark' })}>
          <Textarea {...bind('remark')} maxLength={500} rows={3} />
        </FormItem>
      </Form>
    </Dialog>
  );
}
