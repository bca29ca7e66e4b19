#!/usr/bin/env node
// Fails when a zh-CN or fr catalogue has a message without a translation, when a catalogue is
// out of date with the English source (run `npm run lingui:extract`), or when a compiled
// catalogue misses ids of its .po file (run `npm run lingui:compile`). The last one matters:
// without macros, a production build shows an uncompiled message with raw `{placeholders}`.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCompiledCatalogue } from './inline-messages.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const packages = ['console-core', 'console-ui', 'console-pages'];
const translated = ['zh-CN', 'fr'];

/** Minimal PO reader: returns [{ id, str, obsolete }]; enough for Lingui's own output. */
export function parsePo(text) {
  const entries = [];
  let cur = null;
  let field = null;
  const unquote = (s) => JSON.parse(s);
  const flush = () => {
    if (cur && cur.id !== '') entries.push(cur);
    cur = null;
    field = null;
  };
  for (const raw of text.split(/\r?\n/)) {
    const obsolete = raw.startsWith('#~ ');
    const line = obsolete ? raw.slice(3) : raw;
    if (line.trim() === '') {
      flush();
      continue;
    }
    if (line.startsWith('#')) continue;
    const m = /^(msgid|msgstr(?:\[\d+\])?|msgctxt|msgid_plural)\s+(".*")$/.exec(line);
    if (m) {
      if (m[1] === 'msgid' && cur && cur.id !== undefined) flush();
      cur ??= { id: undefined, str: '', obsolete };
      field = m[1].startsWith('msgstr') ? 'str' : m[1] === 'msgid' ? 'id' : null;
      if (field) cur[field] = (field === 'str' ? cur.str : '') + unquote(m[2]);
    } else if (/^".*"$/.test(line) && cur && field) {
      cur[field] += unquote(line);
    }
  }
  flush();
  return entries;
}

/** Message ids in a `lingui compile --typescript` output file. */
export function compiledIds(text) {
  return new Set(Object.keys(parseCompiledCatalogue(text)));
}

/**
 * Every catalogue folder: one per package, one per content area in console-pages and one per
 * page with texts of its own (e.g. products/edit).
 */
function catalogueDirs() {
  const dirs = [];
  const below = (pkg, folder, name) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name === 'locales') continue;
      const sub = join(folder, entry.name);
      const dir = join(sub, 'locales');
      if (existsSync(join(dir, 'en', 'messages.po')))
        dirs.push({ name: `${pkg}/${name}${entry.name}`, dir });
      below(pkg, sub, `${name}${entry.name}/`);
    }
  };
  for (const pkg of packages) {
    const src = join(root, 'packages', pkg, 'src');
    dirs.push({ name: pkg, dir: join(src, 'locales') });
    below(pkg, src, '');
  }
  return dirs;
}

const problems = [];
let checked = 0;
for (const { name: pkg, dir } of catalogueDirs()) {
  const sourceFile = join(dir, 'en', 'messages.po');
  if (!existsSync(sourceFile)) continue; // package has no messages yet
  const sourceIds = new Set(
    parsePo(readFileSync(sourceFile, 'utf8'))
      .filter((e) => !e.obsolete)
      .map((e) => e.id),
  );
  for (const locale of ['en', ...translated]) {
    const compiled = join(dir, locale, 'messages.ts');
    const ids = existsSync(compiled) ? compiledIds(readFileSync(compiled, 'utf8')) : new Set();
    const stale = [...sourceIds].filter((id) => !ids.has(id));
    if (stale.length > 0) {
      problems.push(`${pkg} ${locale}: compiled catalogue lacks ${stale.join(', ')} (run compile)`);
    }
  }
  for (const locale of translated) {
    const file = join(dir, locale, 'messages.po');
    if (!existsSync(file)) {
      problems.push(`${pkg}: missing catalogue ${locale}/messages.po`);
      continue;
    }
    const entries = parsePo(readFileSync(file, 'utf8')).filter((e) => !e.obsolete);
    const ids = new Set(entries.map((e) => e.id));
    for (const id of sourceIds) {
      if (!ids.has(id)) problems.push(`${pkg} ${locale}: "${id}" not in catalogue (run extract)`);
    }
    for (const e of entries) {
      checked += 1;
      if (e.str.trim() === '') problems.push(`${pkg} ${locale}: "${e.id}" has no translation`);
    }
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`check-i18n: ${problems.length} problem(s)`);
  process.exit(1);
}
console.log(`check-i18n: ${checked} translations OK`);
