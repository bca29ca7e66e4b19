import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

/** [English, French] */
export type Translation = readonly [en: string, fr: string];

type Table = Readonly<Record<string, Translation>>;

/** Reads one section of menu-titles.yaml, checking that every entry is [English, French]. */
function section(data: Record<string, unknown>, name: string): Table {
  const entries = data[name];
  if (typeof entries !== 'object' || entries === null)
    throw new Error(`seed/menu-titles.yaml: section ${name} is missing`);
  for (const [zh, value] of Object.entries(entries))
    if (
      !Array.isArray(value) ||
      value.length !== 2 ||
      !value.every((t) => typeof t === 'string' && t)
    )
      throw new Error(`seed/menu-titles.yaml: ${name}.${zh} is not [English, French]`);
  return entries as Table;
}

/** Reads menu-titles.yaml's text: its three sections, every entry checked. */
export function parseMenuTitles(text: string) {
  const data: unknown = parse(text);
  if (typeof data !== 'object' || data === null)
    throw new Error('seed/menu-titles.yaml: file: sections titles, actions and nouns');
  const sections = data as Record<string, unknown>;
  return {
    titles: section(sections, 'titles'),
    actions: section(sections, 'actions'),
    nouns: section(sections, 'nouns'),
  };
}

const loaded = parseMenuTitles(
  readFileSync(new URL('./menu-titles.yaml', import.meta.url), 'utf8'),
);
/** Exact titles of the seeded directories, pages and buttons (see menu-titles.yaml). */
export const MENU_TITLES = loaded.titles;
const ACTIONS = loaded.actions;
const NOUNS = loaded.nouns;

/**
 * English and French titles of a seeded menu, page or button name; undefined when unknown.
 * Buttons are named "<noun><action>" (用户查询, 产品审核…), as crudButtons builds them: their
 * titles are "<Noun>: <action>" / "<Nom> : <action>".
 */
export function translateMenuName(zh: string): Translation | undefined {
  const exact = MENU_TITLES[zh];
  if (exact) return exact;
  for (const [suffix, [enAction, frAction]] of Object.entries(ACTIONS)) {
    if (!zh.endsWith(suffix)) continue;
    const noun = NOUNS[zh.slice(0, -suffix.length)];
    if (noun) return [`${noun[0]}: ${enAction}`, `${noun[1]} : ${frAction}`];
  }
  return undefined;
}
