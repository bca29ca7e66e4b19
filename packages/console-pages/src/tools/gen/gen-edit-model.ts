import type { GenBody, GenColumn, GenTable } from './gen-types';

/** The editable table settings of the edit page (basic and generation information). */
export interface GenInfo {
  tableId: number;
  tableName: string;
  tableComment: string;
  className: string;
  functionAuthor: string;
  remark: string;
  tplCategory: 'crud';
  packageName: string;
  moduleName: string;
  businessName: string;
  functionName: string;
  formColNum: number;
}

/** Java types the generator accepts for a column. */
export const JAVA_TYPES = [
  'String',
  'Integer',
  'Long',
  'Double',
  'BigDecimal',
  'Date',
  'Boolean',
] as const;
/** Query types of a searchable column. */
export const QUERY_TYPES = ['EQ', 'NE', 'GT', 'GTE', 'LT', 'LTE', 'LIKE', 'BETWEEN'] as const;
/** Form controls of a column. */
export const HTML_TYPES = [
  'input',
  'textarea',
  'select',
  'radio',
  'checkbox',
  'datetime',
  'imageUpload',
  'fileUpload',
  'editor',
] as const;

/** The edit page's settings of a loaded table. */
export function infoOf(table: GenTable): GenInfo {
  return {
    tableId: table.tableId,
    tableName: table.tableName,
    tableComment: table.tableComment,
    className: table.className,
    functionAuthor: table.functionAuthor,
    remark: table.remark ?? '',
    tplCategory: 'crud',
    packageName: table.packageName,
    moduleName: table.moduleName,
    businessName: table.businessName,
    functionName: table.functionName,
    formColNum: table.formColNum ?? 1,
  };
}

/** Field → message of the settings the server would refuse (its patterns, mirrored). */
export type GenErrors = Partial<Record<keyof GenInfo, string>>;

/** Which rule a setting breaks: 'required' or 'pattern'. */
export function checkGenInfo(
  info: GenInfo,
): Partial<Record<keyof GenInfo, 'required' | 'pattern'>> {
  const out: Partial<Record<keyof GenInfo, 'required' | 'pattern'>> = {};
  const need = [
    'tableComment',
    'className',
    'functionAuthor',
    'moduleName',
    'businessName',
    'functionName',
  ] as const;
  for (const key of need) if (info[key].trim() === '') out[key] = 'required';
  if (!out.className && !/^[A-Z][A-Za-z0-9]{0,99}$/.test(info.className)) out.className = 'pattern';
  if (!out.moduleName && !/^[a-z][a-z0-9]{0,29}$/.test(info.moduleName)) out.moduleName = 'pattern';
  if (!out.businessName && !/^[a-z][a-z0-9]{0,29}$/.test(info.businessName))
    out.businessName = 'pattern';
  return out;
}

/** Columns whose Java field name the server would refuse. */
export function badJavaFields(columns: readonly GenColumn[]): string[] {
  return columns
    .filter((c) => !/^[a-z][A-Za-z0-9]{0,62}$/.test(c.javaField))
    .map((c) => c.columnName);
}

const flag = (v: string): '0' | '1' => (v === '1' ? '1' : '0');

/** The `PUT /tool/gen` body of the edited settings (only what the server accepts). */
export function genBodyOf(info: GenInfo, columns: readonly GenColumn[]): GenBody {
  return {
    tableId: info.tableId,
    tableComment: info.tableComment.trim(),
    className: info.className.trim(),
    functionName: info.functionName.trim(),
    functionAuthor: info.functionAuthor.trim(),
    moduleName: info.moduleName.trim(),
    businessName: info.businessName.trim(),
    packageName: info.packageName.trim(),
    tplCategory: 'crud',
    formColNum: info.formColNum,
    remark: info.remark.trim() === '' ? null : info.remark,
    columns: columns.map((c) => ({
      columnId: c.columnId,
      columnComment: c.columnComment,
      javaType: (JAVA_TYPES as readonly string[]).includes(c.javaType)
        ? (c.javaType as (typeof JAVA_TYPES)[number])
        : 'String',
      javaField: c.javaField,
      isRequired: flag(c.isRequired),
      isInsert: flag(c.isInsert),
      isEdit: flag(c.isEdit),
      isList: flag(c.isList),
      isQuery: flag(c.isQuery),
      queryType: (QUERY_TYPES as readonly string[]).includes(c.queryType)
        ? (c.queryType as (typeof QUERY_TYPES)[number])
        : 'EQ',
      htmlType: (HTML_TYPES as readonly string[]).includes(c.htmlType)
        ? (c.htmlType as (typeof HTML_TYPES)[number])
        : 'input',
      dictType: c.dictType,
      sort: c.sort,
    })),
  };
}

/** Replaces one column's field (immutably). */
export function patchColumn<K extends keyof GenColumn>(
  columns: readonly GenColumn[],
  columnId: number,
  key: K,
  value: GenColumn[K],
): GenColumn[] {
  return columns.map((c) => (c.columnId === columnId ? { ...c, [key]: value } : c));
}
