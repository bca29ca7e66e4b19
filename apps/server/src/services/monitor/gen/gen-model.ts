import { auditView } from '../../../lib/date-format';
import type { genTable, genTableColumn } from '../../../db/schema/monitor';
import { camelOf, CLASS, FIELD, IDENTIFIER, pascalOf, safeText, SEGMENT } from './gen-names';
import type { DbColumn, DbTable } from './introspect';

export type GenTableRow = typeof genTable.$inferSelect;
export type GenColumnRow = typeof genTableColumn.$inferSelect;

/** Columns never edited in forms / shown in lists / offered as filters (RuoYi GenConstants). */
const NOT_EDIT = new Set(['create_by', 'create_time', 'del_flag', 'update_by', 'update_time']);
const NOT_LIST = new Set(['create_by', 'create_time', 'del_flag', 'update_by', 'update_time']);
const NOT_QUERY = new Set([...NOT_LIST, 'remark']);

/** RuoYi type name and form control for a PostgreSQL column type. */
export function typesOf(column: Pick<DbColumn, 'dataType' | 'maxLength' | 'columnName'>): {
  javaType: string;
  htmlType: string;
} {
  const t = column.dataType.toLowerCase();
  const name = column.columnName;
  if (t.startsWith('timestamp') || t === 'date') return { javaType: 'Date', htmlType: 'datetime' };
  if (t === 'bigint') return { javaType: 'Long', htmlType: 'input' };
  if (t === 'integer' || t === 'smallint') return { javaType: 'Integer', htmlType: 'input' };
  if (t === 'numeric' || t === 'decimal') return { javaType: 'BigDecimal', htmlType: 'input' };
  if (t === 'real' || t === 'double precision') return { javaType: 'Double', htmlType: 'input' };
  if (t === 'boolean') return { javaType: 'Boolean', htmlType: 'radio' };
  let htmlType = t === 'text' || (column.maxLength ?? 0) >= 500 ? 'textarea' : 'input';
  if (/(status|sex|gender)$/.test(name)) htmlType = 'radio';
  else if (/type$/.test(name)) htmlType = 'select';
  else if (/image$/.test(name)) htmlType = 'imageUpload';
  else if (/file$/.test(name)) htmlType = 'fileUpload';
  else if (/content$/.test(name)) htmlType = 'editor';
  return { javaType: 'String', htmlType };
}

const flag = (on: boolean) => (on ? '1' : '0');

/** gen_table values for a newly imported table (RuoYi GenUtils.initTable). */
export function initTable(table: DbTable, operator: string) {
  const parts = table.tableName.split('_').filter((p) => p !== '');
  const business = (parts.at(-1) ?? 'item').replace(/[^a-z0-9]/g, '') || 'item';
  return {
    tableName: table.tableName,
    tableComment: safeText(table.tableComment) || table.tableName,
    className: pascalOf(table.tableName) || 'Item',
    packageName: '@wcm/server',
    moduleName: SEGMENT.test(parts[0] ?? '') ? (parts[0] ?? 'system') : 'system',
    businessName: SEGMENT.test(business) ? business : 'item',
    functionName: (safeText(table.tableComment) || table.tableName).replace(/表$/, '').slice(0, 50),
    functionAuthor: operator.slice(0, 50),
    createBy: operator,
  };
}

/** gen_table_column values for one physical column (RuoYi GenUtils.initColumnField). */
export function initColumn(column: DbColumn, tableId: number, operator: string) {
  const name = column.columnName;
  const { javaType, htmlType } = typesOf(column);
  return {
    tableId,
    columnName: name,
    columnComment: safeText(column.columnComment) || name,
    columnType: column.maxLength ? `${column.dataType}(${column.maxLength})` : column.dataType,
    javaType,
    javaField: camelOf(name) || name,
    isPk: flag(column.isPk),
    isIncrement: flag(column.isIncrement),
    isRequired: flag(!column.nullable && !column.isPk),
    // Audit columns are set by the server, never by a client (no mass assignment).
    isInsert: flag(!column.isPk && !NOT_EDIT.has(name)),
    isEdit: flag(!column.isPk && !NOT_EDIT.has(name)),
    isList: flag(!column.isPk && !NOT_LIST.has(name)),
    isQuery: flag(!column.isPk && !NOT_QUERY.has(name) && javaType !== 'Date'),
    queryType: /name$/.test(name) ? 'LIKE' : 'EQ',
    htmlType,
    dictType: '',
    sort: column.position,
    createBy: operator,
  };
}

/** Why a table's settings cannot be used to generate code (first problem found). */
export function problemOf(
  table: GenTableRow,
  columns: readonly GenColumnRow[],
): string | undefined {
  if (!IDENTIFIER.test(table.tableName)) return `tableName ${table.tableName}`;
  if (!CLASS.test(table.className)) return `className ${table.className}`;
  if (!SEGMENT.test(table.moduleName)) return `moduleName ${table.moduleName}`;
  if (!SEGMENT.test(table.businessName)) return `businessName ${table.businessName}`;
  for (const c of columns) {
    if (!IDENTIFIER.test(c.columnName)) return `columnName ${c.columnName}`;
    if (!FIELD.test(c.javaField)) return `javaField ${c.javaField}`;
  }
  if (!columns.some((c) => c.isPk === '1')) return 'primary key';
  return undefined;
}

/** GenTable on the wire (contract 5.14). */
export const genTableView = (row: GenTableRow, columns?: GenColumnRow[]) => ({
  tableId: row.tableId,
  tableName: row.tableName,
  tableComment: row.tableComment,
  subTableName: row.subTableName,
  subTableFkName: row.subTableFkName,
  className: row.className,
  tplCategory: row.tplCategory,
  tplWebType: row.tplWebType,
  packageName: row.packageName,
  moduleName: row.moduleName,
  businessName: row.businessName,
  functionName: row.functionName,
  functionAuthor: row.functionAuthor,
  formColNum: row.formColNum,
  genType: row.genType,
  genPath: row.genPath,
  options: row.options,
  ...auditView(row),
  remark: row.remark,
  ...(columns ? { columns: columns.map(genColumnView) } : {}),
});

/** GenTableColumn on the wire (contract 5.15). */
export const genColumnView = (c: GenColumnRow) => ({
  columnId: c.columnId,
  tableId: c.tableId,
  columnName: c.columnName,
  columnComment: c.columnComment,
  columnType: c.columnType,
  javaType: c.javaType,
  javaField: c.javaField,
  isPk: c.isPk,
  isIncrement: c.isIncrement,
  isRequired: c.isRequired,
  isInsert: c.isInsert,
  isEdit: c.isEdit,
  isList: c.isList,
  isQuery: c.isQuery,
  queryType: c.queryType,
  htmlType: c.htmlType,
  dictType: c.dictType,
  sort: c.sort,
});
