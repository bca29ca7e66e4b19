import { useLingui } from '@lingui/react';
import { Checkbox, DataTable, Input, Select } from '@wcm/console-ui';
import type { Column } from '@wcm/console-ui';
import { HTML_TYPES, JAVA_TYPES, QUERY_TYPES } from './gen-edit-model';
import * as css from './gen.css';
import type { GenColumn } from './gen-types';

/** Props of {@link GenColumnsTable}. */
export interface GenColumnsTableProps {
  columns: readonly GenColumn[];
  onChange: <K extends keyof GenColumn>(columnId: number, key: K, value: GenColumn[K]) => void;
}

const opts = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));
type FlagKey = 'isInsert' | 'isEdit' | 'isList' | 'isQuery' | 'isRequired';
type TextKey = 'columnComment' | 'javaField' | 'dictType';
type ChoiceKey = 'javaType' | 'queryType' | 'htmlType';

/** Column settings with editable cells (comment, Java type/field, flags, query, control, dict). */
export function GenColumnsTable({ columns, onChange }: GenColumnsTableProps) {
  const { i18n } = useLingui();
  const cellName = (c: GenColumn, what: string) => `${c.columnName} ${what}`;
  const flagColumn = (key: FlagKey, title: string): Column<GenColumn> => ({
    key,
    title,
    align: 'center',
    render: (c) => (
      <Checkbox
        aria-label={cellName(c, title)}
        value={c[key] === '1'}
        onChange={(on) => onChange(c.columnId, key, on ? '1' : '0')}
      />
    ),
  });
  const textColumn = (key: TextKey, title: string): Column<GenColumn> => ({
    key,
    title,
    render: (c) => (
      <Input
        className={css.cellInput}
        aria-label={cellName(c, title)}
        value={c[key]}
        onChange={(v) => onChange(c.columnId, key, v)}
      />
    ),
  });
  /** A select cell; clearing it puts back the first value (RuoYi's default). */
  const choiceColumn = (
    key: ChoiceKey,
    title: string,
    values: readonly [string, ...string[]],
  ): Column<GenColumn> => ({
    key,
    title,
    render: (c) => (
      <Select<string>
        aria-label={cellName(c, title)}
        options={opts(values)}
        value={c[key]}
        onChange={(v) => onChange(c.columnId, key, v ?? values[0])}
      />
    ),
  });
  const t = {
    comment: i18n._({ id: 'pages.tools.gen.colComment', message: 'Description' }),
    javaType: i18n._({ id: 'pages.tools.gen.javaType', message: 'Java type' }),
    javaField: i18n._({ id: 'pages.tools.gen.javaField', message: 'Java field' }),
    queryType: i18n._({ id: 'pages.tools.gen.queryType', message: 'Query type' }),
    htmlType: i18n._({ id: 'pages.tools.gen.htmlType', message: 'Control' }),
    dictType: i18n._({ id: 'pages.tools.gen.dictType', message: 'Dictionary type' }),
  };
  const cols: Column<GenColumn>[] = [
    { key: 'sort', title: i18n._({ id: 'pages.tools.gen.sort', message: 'No.' }) },
    { key: 'columnName', title: i18n._({ id: 'pages.tools.gen.columnName', message: 'Column' }) },
    textColumn('columnComment', t.comment),
    { key: 'columnType', title: i18n._({ id: 'pages.tools.gen.columnType', message: 'Type' }) },
    choiceColumn('javaType', t.javaType, JAVA_TYPES),
    textColumn('javaField', t.javaField),
    flagColumn('isInsert', i18n._({ id: 'pages.tools.gen.isInsert', message: 'Insert' })),
    flagColumn('isEdit', i18n._({ id: 'pages.tools.gen.isEdit', message: 'Edit' })),
    flagColumn('isList', i18n._({ id: 'pages.tools.gen.isList', message: 'List' })),
    flagColumn('isQuery', i18n._({ id: 'pages.tools.gen.isQuery', message: 'Query' })),
    choiceColumn('queryType', t.queryType, QUERY_TYPES),
    flagColumn('isRequired', i18n._({ id: 'pages.tools.gen.isRequired', message: 'Required' })),
    choiceColumn('htmlType', t.htmlType, HTML_TYPES),
    textColumn('dictType', t.dictType),
  ];
  return (
    <DataTable<GenColumn>
      aria-label={i18n._({ id: 'pages.tools.gen.columns', message: 'Column settings' })}
      columns={cols}
      rows={[...columns]}
      rowKey={(c) => c.columnId}
    />
  );
}
