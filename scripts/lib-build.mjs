// Shared tsup set-up of the three published packages: one output file per source module.
//
// A bundler can only split an application between modules, so a package bundled into one
// `index.js` puts every component any page uses into the chunk that first imports the package
// (the portal's entry). Keeping the module structure lets the portal's bundler place each
// component in the lazy chunk of the page that uses it. Each vanilla-extract `.css.ts` module
// imports its own stylesheet, so a page brings exactly the CSS it needs.
import { build } from 'esbuild';
import { existsSync, statSync } from 'node:fs';
import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';

export { inlineDistMessages } from './inline-messages.mjs';

const SOURCE_EXTENSIONS = ['.ts', '.tsx'];
/** vanilla-extract's virtual stylesheet imports (`x.css.ts.vanilla.css?source=…`). */
const VIRTUAL_CSS = /\.vanilla\.css/;

/** The source file a relative specifier names (`./button` → `button.tsx`), or undefined. */
function resolveSource(fromDir, specifier) {
  const base = resolve(fromDir, specifier);
  const candidates = [
    ...SOURCE_EXTENSIONS.map((ext) => base + ext),
    ...SOURCE_EXTENSIONS.map((ext) => join(base, `index${ext}`)),
  ];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

/** Output name of a source file: its path below `src/` without the extension. */
function outputName(srcDir, file) {
  return relative(srcDir, file)
    .replace(/\.tsx?$/, '')
    .split(sep)
    .join('/');
}

/**
 * Every source module reachable from the public entries (static and dynamic imports), as a
 * tsup entry map `{ 'kit/button': 'src/kit/button.tsx' }`. Tests and stories are not reachable,
 * so they never reach `dist/`.
 */
export async function moduleEntries(entries, { srcDir = 'src' } = {}) {
  const root = resolve(srcDir);
  const result = await build({
    entryPoints: entries,
    bundle: true,
    write: false,
    outdir: 'dist', // required with several entries; nothing is written
    metafile: true,
    format: 'esm',
    platform: 'neutral',
    logLevel: 'silent',
    jsx: 'automatic',
    // Only the package's own files matter; everything bare is a dependency.
    plugins: [
      {
        name: 'bare-external',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) => ({ path: args.path, external: true }));
        },
      },
    ],
  });
  const map = {};
  for (const input of Object.keys(result.metafile.inputs)) {
    const file = resolve(input);
    if (!file.startsWith(root + sep) || !/\.tsx?$/.test(file)) continue;
    map[outputName(root, file)] = relative(process.cwd(), file);
  }
  return map;
}

/**
 * esbuild plugin: relative imports between source modules stay imports of the matching output
 * file (`./button` → `./button.js`), so each module is its own output file. Put it after
 * vanilla-extract's plugin, which owns the virtual stylesheet imports.
 */
export function keepModules({ srcDir = 'src' } = {}) {
  const root = resolve(srcDir);
  return {
    name: 'keep-modules',
    setup(b) {
      b.onResolve({ filter: /^\.\.?\// }, (args) => {
        if (args.kind === 'entry-point' || VIRTUAL_CSS.test(args.path)) return undefined;
        if (!args.importer.startsWith(root + sep)) return undefined;
        const target = resolveSource(args.resolveDir, args.path);
        if (!target) return undefined;
        let path = relative(dirname(args.importer), target)
          .replace(/\.tsx?$/, '.js')
          .split(sep)
          .join('/');
        if (!path.startsWith('.')) path = `./${path}`;
        return { path, external: true };
      });
    },
  };
}

async function walk(dir) {
  const found = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await walk(path)));
    else found.push(path);
  }
  return found;
}

/**
 * After the build: each `x.css.js` (a compiled `.css.ts` module) imports the stylesheet
 * esbuild wrote next to it (`x.css.css`), so whoever uses the classes gets the rules. The other
 * stylesheets esbuild writes (one per module that imports styles) only repeat those rules and
 * are removed. Also drops the `.css.map` files.
 */
export async function linkModuleStyles(distDir = 'dist') {
  const files = await walk(distDir);
  const sheets = new Set(files.filter((f) => f.endsWith('.css')));
  const linked = new Set();
  for (const file of files.filter((f) => f.endsWith('.css.js'))) {
    const sheet = file.replace(/\.js$/, '.css');
    if (!sheets.has(sheet)) continue;
    const code = await readFile(file, 'utf8');
    const name = sheet.slice(dirname(sheet).length + 1);
    await writeFile(file, `import './${name}';\n${code}`);
    // esbuild heads each input with its path, here vanilla-extract's virtual name holding the
    // whole stylesheet again in base64: drop those comments.
    const css = await readFile(sheet, 'utf8');
    await writeFile(sheet, css.replace(/^\/\* vanilla-extract-css-ns:[^\n]*\*\/\n/gm, ''));
    linked.add(sheet);
  }
  await Promise.all(
    files
      .filter((f) => (sheets.has(f) && !linked.has(f)) || f.endsWith('.css.map'))
      .map((f) => rm(f)),
  );
}
