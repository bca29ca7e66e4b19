// English is the source language: every text is written in the code as the `message` of its
// descriptor (`i18n._({ id: 'kit.table.empty', message: 'No data' })`). Lingui compiles catalogue
// texts to arrays (`['Hello ', ['name']]`) and, in production, only reads compiled texts; an
// English catalogue would only repeat the code's texts, compiled. So the production builds
// (the packages' tsup build and the host's Vite build) compile each literal `message` in place,
// and English needs no catalogue at all: an English console downloads its texts once.
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { parse } from 'acorn';
import { readFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';

/** The text of a string literal or of a template literal without expressions. */
function literalText(node) {
  if (node?.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node?.type === 'TemplateLiteral' && node.expressions.length === 0)
    return node.quasis[0].value.cooked;
  return undefined;
}

function propertyNamed(object, name) {
  return object.properties.find(
    (p) =>
      p.type === 'Property' &&
      !p.computed &&
      ((p.key.type === 'Identifier' && p.key.name === name) || p.key.value === name),
  );
}

/** Calls `visit` on every object literal of an ESTree, depth first. */
function eachObject(node, visit) {
  if (!node || typeof node.type !== 'string') return;
  if (node.type === 'ObjectExpression') visit(node);
  for (const key of Object.keys(node)) {
    const child = node[key];
    if (Array.isArray(child)) for (const item of child) eachObject(item, visit);
    else if (child && typeof child === 'object' && typeof child.type === 'string')
      eachObject(child, visit);
  }
}

/**
 * Compiles, in place, the `message` of every message descriptor in `code` whose id is one of
 * `ids` (an object literal with that literal `id` and a literal string `message`). Other object
 * literals are left alone, even with an `id` and a `message`.
 * @returns the new code and the compiled texts found, by id
 */
export function inlineMessages(code, ids) {
  const ast = parse(code, { ecmaVersion: 'latest', sourceType: 'module' });
  const edits = [];
  const found = new Map();
  eachObject(ast, (object) => {
    const id = literalText(propertyNamed(object, 'id')?.value);
    const message = propertyNamed(object, 'message')?.value;
    const text = literalText(message);
    if (id === undefined || text === undefined || !ids.has(id)) return;
    const compiled = compileMessageOrThrow(text);
    found.set(id, compiled);
    edits.push({ start: message.start, end: message.end, text: JSON.stringify(compiled) });
  });
  let out = code;
  for (const edit of edits.sort((a, b) => b.start - a.start))
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return { code: out, found };
}

/** The compiled texts, by id, in the text of a `lingui compile --typescript` output file. */
export function parseCompiledCatalogue(text) {
  const match = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(text);
  if (!match) throw new Error('not a compiled Lingui catalogue');
  // A JS string literal (it may use \xNN escapes): evaluate just that literal.
  return JSON.parse(runInNewContext(match[1]));
}

/** The compiled texts, by id, of a `lingui compile --typescript` output file. */
export function compiledCatalogue(file) {
  try {
    return parseCompiledCatalogue(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function filesUnder(dir, test) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && test(join(e.parentPath, e.name)))
    .map((e) => join(e.parentPath, e.name));
}

/** Every English catalogue under `srcDir`, merged: the ids whose texts the code carries. */
export async function englishTexts(srcDir) {
  const files = await filesUnder(srcDir, (f) => /[\\/]locales[\\/]en[\\/]messages\.ts$/.test(f));
  return Object.assign({}, ...files.map(compiledCatalogue));
}

/**
 * The packages' build step: compiles the texts of every `.js` file of `distDir` in place, then
 * fails when an English catalogue id of `srcDir` was not found as a literal text (English would
 * show the id) or was found with another text (the catalogue is out of date).
 */
export async function inlineDistMessages(distDir, srcDir) {
  const catalogue = await englishTexts(srcDir);
  const ids = new Set(Object.keys(catalogue));
  const found = new Map();
  for (const file of await filesUnder(distDir, (f) => f.endsWith('.js'))) {
    const code = await readFile(file, 'utf8');
    const result = inlineMessages(code, ids);
    if (result.found.size === 0) continue;
    for (const [id, text] of result.found) found.set(id, text);
    await writeFile(file, result.code);
  }
  const problems = catalogueMismatches(catalogue, found);
  if (problems.length > 0)
    throw new Error(`English texts not compiled into ${distDir}:\n${problems.join('\n')}`);
}

/**
 * What is wrong between an English catalogue and the texts compiled into the code: an id the
 * code does not carry as a literal text, or carries with another text.
 */
export function catalogueMismatches(catalogue, found) {
  const problems = [];
  for (const [id, text] of Object.entries(catalogue)) {
    const inCode = found.get(id);
    if (!inCode) problems.push(`${id}: no literal message in the code`);
    else if (JSON.stringify(inCode) !== JSON.stringify(text))
      problems.push(
        `${id}: the code says ${JSON.stringify(inCode)}, the catalogue ${JSON.stringify(text)}`,
      );
  }
  return problems;
}
