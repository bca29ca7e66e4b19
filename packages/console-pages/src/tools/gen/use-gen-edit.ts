import { useLingui } from '@lingui/react';
import { useConsole } from '@wcm/console-ui';
import { useState } from 'react';
import { useLoading } from '../../common/list/use-fetched';
import { useBusy } from '../../common/edit/use-busy';
import { useNavigate, useParams } from 'react-router-dom';
import { useResourceNotices } from '../../common/resource';
import {
  badJavaFields,
  checkGenInfo,
  genBodyOf,
  infoOf,
  patchColumn,
  type GenInfo,
} from './gen-edit-model';
import type { GenColumn } from './gen-types';

/** Controller of the generator edit page: load the table, edit settings and columns, save. */
export function useGenEdit() {
  const wcm = useConsole();
  const { i18n } = useLingui();
  const actions = useResourceNotices();
  const navigate = useNavigate();
  const tableId = Number(useParams().tableId);
  const [info, setInfo] = useState<GenInfo | undefined>(undefined);
  const [columns, setColumns] = useState<GenColumn[]>([]);
  const [saving, whileSaving] = useBusy();
  const [errors, setErrors] = useState<Partial<Record<keyof GenInfo, string>>>({});

  const valid = Number.isInteger(tableId) && tableId >= 1;
  // An invalid id never loads: the page stays as while loading.
  const loading =
    useLoading(
      valid
        ? (wcm) => wcm.call(wcm.api.GET('/tool/gen/{tableId}', { params: { path: { tableId } } }))
        : null,
      (body) => {
        setInfo(infoOf(body.data.info));
        setColumns(body.data.rows);
      },
      tableId,
    ) || !valid;

  const setField = <K extends keyof GenInfo>(key: K, value: GenInfo[K]) => {
    setInfo((prev) => (prev ? { ...prev, [key]: value } : prev));
    setErrors((prev) => ({ ...prev, [key]: undefined }));
  };

  const setColumn = <K extends keyof GenColumn>(columnId: number, key: K, value: GenColumn[K]) =>
    setColumns((prev) => patchColumn(prev, columnId, key, value));

  /** Validates and saves; false (nothing lost) when invalid or refused. */
  const save = async (): Promise<boolean> => {
    if (!info) return false;
    const broken = checkGenInfo(info);
    const messages: Partial<Record<keyof GenInfo, string>> = {};
    for (const [key, kind] of Object.entries(broken)) {
      messages[key as keyof GenInfo] =
        kind === 'required'
          ? i18n._({ id: 'pages.tools.gen.required', message: 'This field cannot be empty' })
          : i18n._({
              id: 'pages.tools.gen.pattern',
              message: 'Use letters and digits as shown in the hint',
            });
    }
    setErrors(messages);
    const badFields = badJavaFields(columns);
    if (Object.keys(messages).length > 0 || badFields.length > 0) {
      wcm.presenter.message({
        type: 'error',
        text:
          badFields.length > 0
            ? i18n._({
                id: 'pages.tools.gen.badFields',
                message: 'Invalid Java field names: {names}',
                values: { names: badFields.join(', ') },
              })
            : i18n._({
                id: 'pages.tools.gen.invalid',
                message: 'Form validation failed, please check the values',
              }),
      });
      return false;
    }
    try {
      await whileSaving(() =>
        wcm.call(wcm.api.PUT('/tool/gen', { body: genBodyOf(info, columns) })),
      );
    } catch {
      return false;
    }
    actions.saved();
    return true;
  };

  return {
    info,
    columns,
    loading,
    saving,
    errors,
    setField,
    setColumn,
    save,
    close: () => navigate('/tool/gen'),
  };
}
