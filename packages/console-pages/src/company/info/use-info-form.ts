import { useLingui } from '@lingui/react';
import { useCan, useConsole, useForm } from '@wcm/console-ui';
import { useMemo, useState } from 'react';
import { useBusy } from '../../common/edit/use-busy';
import type { FormBinding } from '../../common/edit/text-field';
import { useLoad } from '../../common/list';
import { EMPTY_INFO, infoRules, saveInfo, toBody, toValues, type InfoValues } from './info-form';

type Key = keyof InfoValues;

/**
 * The company profile being edited: loaded once, checked by the form's rules and the server's
 * (a failing field keeps its error until it is typed in again), saved as the new baseline.
 */
export function useInfoForm() {
  const { i18n } = useLingui();
  const wcm = useConsole();
  const canEdit = useCan().hasPermi(['factory:info:edit']);
  const rules = useMemo(() => infoRules(i18n), [i18n]);
  const form = useForm<InfoValues>(EMPTY_INFO, rules);
  const [serverErrors, setServerErrors] = useState<Partial<Record<Key, string>>>({});
  const [stamp, setStamp] = useState<{ updateBy: string; updateTime: string | null }>();
  const [saving, whileSaving] = useBusy();
  /** Remounts the rich-text editor, which does not follow its value once mounted. */
  const [editorKey, setEditorKey] = useState(0);
  const { reset } = form;

  useLoad(async () => {
    const body = await wcm.call(wcm.api.GET('/factory/info'));
    reset(toValues(body.data));
    setStamp({ updateBy: body.data.updateBy, updateTime: body.data.updateTime });
    setEditorKey((k) => k + 1);
  });

  const binding: FormBinding<InfoValues> = {
    values: form.values,
    errors: { ...serverErrors, ...form.errors },
    setField: (key, value) => {
      form.setField(key, value);
      if (serverErrors[key]) setServerErrors(({ [key]: _gone, ...rest }) => rest);
    },
  };

  const save = async () => {
    setServerErrors({});
    if (!form.validate()) {
      wcm.presenter.message({
        type: 'error',
        text: i18n._({
          id: 'pages.company.info.checkForm',
          message: 'Please check the fields marked in the form',
        }),
      });
      return;
    }
    await whileSaving(async () => {
      const outcome = await saveInfo(wcm, toBody(form.values));
      if (outcome.kind === 'invalid') {
        setServerErrors(Object.fromEntries(outcome.errors.map((e) => [e.field, e.msg])));
        wcm.presenter.message({ type: 'error', text: outcome.msg });
        return;
      }
      if (outcome.kind !== 'saved') return;
      // The values saved become the new baseline (input is never reloaded over).
      reset(form.values);
      setStamp({ updateBy: stamp?.updateBy ?? '', updateTime: null });
      wcm.presenter.message({
        type: 'success',
        text: i18n._({ id: 'pages.company.info.saved', message: 'Company information saved' }),
      });
    });
  };

  /** Back to the last loaded or saved values. */
  const undo = () => {
    form.reset();
    setServerErrors({});
    setEditorKey((k) => k + 1);
  };

  return { binding, canEdit, dirty: form.dirty, stamp, saving, editorKey, save, undo };
}

/** The profile form as the sections take it. */
export type InfoForm = ReturnType<typeof useInfoForm>;
