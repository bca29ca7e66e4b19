import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { DictionarySeed } from '../../../resources/seed';

/** Areas whose dictionaries are kept as data in `<area>.yaml` next to this file. */
export type DictionaryArea = 'products' | 'business' | 'company' | 'domains' | 'knowledge' | 'site';

const TYPE = /^[a-z][a-z0-9_]{0,99}$/;

function fail(area: string, where: string, what: string): never {
  throw new Error(`seed/dictionaries/${area}.yaml: ${where}: ${what}`);
}

function checkRow(area: string, where: string, row: unknown): DictionarySeed['data'][number] {
  if (!Array.isArray(row) || row.length !== 6 || !row.every((cell) => typeof cell === 'string'))
    fail(area, where, 'a row is six texts [zh-CN, value, list class, Y/N, English, French]');
  const [zh, value, listClass, isDefault, en, fr] = row as string[];
  if (isDefault !== 'Y' && isDefault !== 'N')
    fail(area, where, `default is Y or N, not ${isDefault}`);
  if (!zh || !value || !en || !fr) fail(area, where, 'labels and value must not be empty');
  return [zh, value, listClass ?? '', isDefault, en, fr];
}

function checkDictionary(area: string, index: number, entry: unknown): DictionarySeed {
  const where = `entry ${index + 1}`;
  if (typeof entry !== 'object' || entry === null) fail(area, where, 'not a mapping');
  const { dictType, dictName, remark, data } = entry as Record<string, unknown>;
  if (typeof dictType !== 'string' || !TYPE.test(dictType)) fail(area, where, 'bad dictType');
  if (typeof dictName !== 'string' || dictName === '') fail(area, where, 'dictName missing');
  if (remark !== undefined && typeof remark !== 'string') fail(area, where, 'remark is a text');
  if (!Array.isArray(data)) fail(area, where, 'data is a list of rows');
  const rows = data.map((row, n) => checkRow(area, `${dictType} row ${n + 1}`, row));
  return { dictType, dictName, ...(remark === undefined ? {} : { remark }), data: rows };
}

/** Reads the text of an area's data file; `area` names the file in errors. */
export function parseDictionaries(area: string, text: string): DictionarySeed[] {
  const entries: unknown = parse(text);
  if (!Array.isArray(entries)) fail(area, 'file', 'a list of dictionaries');
  return entries.map((entry, index) => checkDictionary(area, index, entry));
}

/**
 * The dictionaries an area seeds, read from its data file and checked (a malformed file stops
 * the server at start with the file and entry named, not later with a database error).
 */
export function areaDictionaries(area: DictionaryArea): DictionarySeed[] {
  return parseDictionaries(area, readFileSync(new URL(`./${area}.yaml`, import.meta.url), 'utf8'));
}
