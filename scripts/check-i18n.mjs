#!/usr/bin/env node
// Fails when a zh-CN or fr catalogue has a message without a translation, or when a
// catalogue is out of date with the English source (run `npm run lingui:extract` first).
import { readFileSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

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

const problems = [];
let checked = 0;
for (const pkg of packages) {
  const dir = join(root, 'packages', pkg, 'src', 'locales');
  const sourceFile = join(dir, 'en', 'messages.po');
  if (!existsSync(sourceFile)) continue; // package has no messages yet
  const sourceIds = new Set(
    parsePo(readFileSync(sourceFile, 'utf8'))
      .filter((e) => !e.obsolete)
      .map((e) => e.id),
  );
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
