import { useLingui } from '@lingui/react';
import { DictTag, EmptyState, Form, FormItem, Input, Select, useConsole } from '@wcm/console-ui';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { dictStoreOf } from '../../common/dict';
import * as css from '../../common/list-page/page.css';
import { ResourcePage, type ResourceDescriptor } from '../../common/resource';
import { blankToNull, type SysDictData, type SysDictType } from '../shared/system-types';
import { createdLabel, remarkLabel as remark, statusLabel } from '../shared/descriptor-parts';
import { timeColumn } from '../../common/columns';
import { normalStatus } from '../../common/dict-property';
import { dictDataPath } from './dict-type-page';

/** Tag styles of RuoYi's dictionary data form ('' = plain text). */
export const LIST_CLASSES = ['default', 'primary', 'success', 'info', 'warning', 'danger'] as const;

/** The dictionary type named by the route's `:dictId`, and every type for the type select. */
export function useDictTypeOfRoute(dictId: string | undefined) {
  const wcm = useConsole();
  const [state, setState] = useState<{
    loading: boolean;
    type: SysDictType | undefined;
    types: SysDictType[];
  }>({ loading: true, type: undefined, types: [] });
  useEffect(() => {
    let alive = true;
    const id = dictId && /^\d{1,10}$/.test(dictId) ? Number(dictId) : undefined;
    const one =
      id === undefined
        ? Promise.resolve(undefined)
        : wcm
            .call(wcm.api.GET('/system/dict/type/{dictId}', { params: { path: { dictId: id } } }))
            .then((body) => body.data)
            .catch(() => undefined);
    const all = wcm
      .call(wcm.api.GET('/system/dict/type/optionselect'))
      .then((body) => body.data)
      .catch(() => [] as SysDictType[]);
    void Promise.all([one, all]).then(([type, types]) => {
      if (alive) setState({ loading: false, type, types });
    });
    return () => {
      alive = false;
    };
  }, [wcm, dictId]);
  return state;
}

const dictTypeLabel = /*i18n*/ { id: 'pages.system.dict.dictType', message: 'Dictionary type' };
const dataLabel = /*i18n*/ { id: 'pages.system.dict.dictLabel', message: 'Data label' };
const dataValue = /*i18n*/ { id: 'pages.system.dict.dictValue', message: 'Data value' };
const dataSort = /*i18n*/ { id: 'pages.system.dict.dictSort', message: 'Display order' };
const status = normalStatus<SysDictData>(statusLabel);

/** Entries of the dictionary type `dictType`: list, add/edit with a tag preview, delete, export. */
export function dictDataDescriptor(dictType: string): ResourceDescriptor<SysDictData> {
  return {
    path: '/system/dict/data',
    permission: 'system:dict',
    id: 'dictCode',
    rowName: (row) => row.dictLabel,
    title: /*i18n*/ { id: 'pages.system.dict.dataTable', message: 'Dictionary data' },
    noun: /*i18n*/ { id: 'pages.system.dict.dataNoun', message: 'dictionary entry' },
    addTitle: /*i18n*/ { id: 'pages.system.dict.addData', message: 'Add dictionary data' },
    editTitle: /*i18n*/ { id: 'pages.system.dict.editData', message: 'Edit dictionary data' },
    exportName: 'data',
    filters: [{ kind: 'text', name: 'dictLabel', label: dataLabel }, status.filter],
    columns: [
      {
        key: 'dictCode',
        title: /*i18n*/ { id: 'pages.system.dict.dictCode', message: 'Data code' },
      },
      {
        key: 'dictLabel',
        title: dataLabel,
        render: (row) => (
          <DictTag
            options={[
              {
                label: row.dictLabel,
                value: row.dictValue,
                listClass: row.listClass,
                cssClass: row.cssClass,
              },
            ]}
            value={row.dictValue}
          />
        ),
      },
      { key: 'dictValue', title: dataValue },
      { key: 'dictSort', title: dataSort },
      status.column,
      { key: 'remark', title: remark },
      timeColumn('createTime', createdLabel, { sortable: false }),
    ],
    dialog: { width: 600, labelWidth: 110 },
    fields: [
      {
        kind: 'custom',
        name: 'dictType',
        label: dictTypeLabel,
        render: ({ label }) => (
          <Input aria-label={label} value={dictType} onChange={() => undefined} readOnly />
        ),
      },
      { kind: 'text', name: 'dictLabel', label: dataLabel, required: true, maxLength: 100 },
      { kind: 'text', name: 'dictValue', label: dataValue, required: true, maxLength: 100 },
      {
        kind: 'text',
        name: 'cssClass',
        label: /*i18n*/ { id: 'pages.system.dict.cssClass', message: 'Style attribute' },
        maxLength: 100,
        pattern: {
          re: /^[A-Za-z0-9_\- ]*$/,
          message: /*i18n*/ {
            id: 'pages.system.dict.cssClassPattern',
            message: 'Only letters, digits, spaces, hyphens and underscores',
          },
        },
      },
      {
        kind: 'number',
        name: 'dictSort',
        label: dataSort,
        required: true,
        min: 0,
        max: 999999,
        precision: 0,
      },
      {
        kind: 'select',
        name: 'listClass',
        label: /*i18n*/ { id: 'pages.system.dict.listClass', message: 'Echo style' },
        options: [
          {
            value: '',
            label: /*i18n*/ { id: 'pages.system.dict.listClass.none', message: 'None' },
          },
          ...LIST_CLASSES.map((value) => ({ value, label: value })),
        ],
        default: 'default',
      },
      {
        kind: 'custom',
        name: 'preview',
        label: /*i18n*/ { id: 'pages.system.dict.preview', message: 'Preview' },
        render: ({ values, i18n }) => (
          <span className={css.preview} aria-live="polite">
            <DictTag
              options={[
                {
                  label: String(values.dictLabel || i18n._(dataLabel)),
                  value: 'preview',
                  listClass: String(values.listClass ?? ''),
                  cssClass: String(values.cssClass ?? ''),
                },
              ]}
              value="preview"
            />
          </span>
        ),
      },
      {
        kind: 'radio',
        name: 'isDefault',
        label: /*i18n*/ { id: 'pages.system.dict.isDefault', message: 'Default' },
        options: [
          { value: 'Y', label: /*i18n*/ { id: 'pages.system.yes', message: 'Yes' } },
          { value: 'N', label: /*i18n*/ { id: 'pages.system.no', message: 'No' } },
        ],
        default: 'N',
      },
      status.field,
      { kind: 'textarea', name: 'remark', label: remark, maxLength: 500, rows: 3 },
    ],
    toBody: (v) => ({
      dictType,
      dictLabel: String(v.dictLabel ?? '').trim(),
      dictValue: String(v.dictValue ?? '').trim(),
      cssClass: blankToNull(String(v.cssClass ?? '')),
      dictSort: typeof v.dictSort === 'number' ? v.dictSort : 0,
      listClass: v.listClass,
      isDefault: v.isDefault,
      status: v.status,
      remark: blankToNull(String(v.remark ?? '')),
    }),
    // The cached entries of the type are stale.
    onChange: ({ wcm }) => dictStoreOf(wcm).removeDict(dictType),
  };
}

/** The type select above the list: opens the data page of another type. */
function TypeSwitch({ type, types }: { type: SysDictType; types: SysDictType[] }) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  return (
    <Form labelWidth={110}>
      <FormItem label={i18n._(dictTypeLabel)}>
        <Select<string>
          className={css.field}
          options={types.map((t) => ({ label: t.dictName, value: t.dictType }))}
          value={type.dictType}
          onChange={(next) => {
            const other = types.find((t) => t.dictType === next);
            if (other && other.dictId !== type.dictId) navigate(dictDataPath(other.dictId));
          }}
        />
      </FormItem>
    </Form>
  );
}

function DictDataList({ type, types }: { type: SysDictType; types: SysDictType[] }) {
  const { i18n } = useLingui();
  const descriptor = useMemo(
    () => ({
      ...dictDataDescriptor(type.dictType),
      header: () => <TypeSwitch type={type} types={types} />,
    }),
    [type, types],
  );
  const query = useMemo(() => ({ dictType: type.dictType }), [type.dictType]);
  return (
    <ResourcePage descriptor={descriptor} query={query}>
      <Link to="/system/dict">{i18n._({ id: 'pages.system.dict.close', message: 'Close' })}</Link>
    </ResourcePage>
  );
}

/**
 * Entries of one dictionary type (`system/dict/data`, route `/system/dict-data/index/:dictId`):
 * the route names the type by id; a type select at the top opens another type.
 */
export function DictDataPage() {
  const { i18n } = useLingui();
  const { dictId } = useParams();
  const { loading, type, types } = useDictTypeOfRoute(dictId);
  if (loading) return <div className={css.page} aria-busy="true" />;
  if (!type) {
    return (
      <div className={css.page}>
        <EmptyState
          title={i18n._({ id: 'pages.system.dict.noType', message: 'Dictionary type not found' })}
          action={
            <Link to="/system/dict">
              {i18n._({ id: 'pages.system.dict.backToTypes', message: 'Back to dictionary types' })}
            </Link>
          }
        />
      </div>
    );
  }
  return <DictDataList key={type.dictType} type={type} types={types} />;
}
