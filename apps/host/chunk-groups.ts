/**
 * How the host's bundle is cut into files. Left to itself the bundler makes one chunk per set of
 * importers: about 50 small files (and a dozen CSS files) between the sign-in click and the
 * first list. These groups make a few long-lived, cacheable files instead:
 *
 * - the entry: everything the entry imports statically (React, the router, Lingui, console-core,
 *   the host's frame) plus the sign-in and registration pages with the few kit parts they use,
 *   so the sign-in page needs no other script (rolldown adds a tiny runtime file of its own);
 *   the content areas' descriptors are not in it: the host loads them once signed in;
 * - `messages-<locale>`: the packages' base catalogues of one language (one request, not three);
 *   each console-pages area keeps its own catalogue per language, loaded with its pages;
 * - `console`: what the signed-in console shares: the shell, the component kit, Radix, the
 *   pages' common list/form/dictionary code;
 * - `area-<id>`: the pages of one console-pages area (users, roles, departments... one file);
 * - the rich-text editor and the libraries only it uses stay in their own lazy chunk;
 * - `charts`: the chart entry, loaded with the pages that draw charts.
 *
 * `checkChunkShape` fails the build when the entry would load the console chunk. bench/run.mjs
 * measures the outcome (requests and bytes of the sign-in page and of sign-in → the user list)
 * against bench/budget.json.
 */
import type { Plugin } from 'vite';

/** The part of rolldown's chunking context used here. */
interface ChunkingContext {
  getModuleInfo(id: string): { importers: string[]; dynamicImporters: string[] } | null;
}

type NameFunction = (id: string, context: ChunkingContext) => string | null;

/** The chunk that holds the entry module is the entry chunk itself. */
const ENTRY_GROUP = 'index';
const NODE_MODULES = /[\\/]node_modules[\\/]/;
const BASE_CATALOGUE =
  /[\\/]console-(?:core|ui|pages)[\\/]src[\\/]locales[\\/]([\w-]+)[\\/]messages\.ts$/;
const AREA = /[\\/]console-pages[\\/]src[\\/](\w[\w-]*)[\\/]/;
/** A compiled catalogue (one chunk per language); a page's `locales/load.ts` goes with its area. */
const LOCALES = /[\\/]locales[\\/][\w-]+[\\/]messages\.ts$/;
/** A content area's module descriptor and its places (apps/host/src/areas.ts imports them). */
const AREA_DESCRIPTOR =
  /[\\/]console-pages[\\/]src[\\/]\w+[\\/](?:index|places|shared[\\/]places)\.ts$/;
const EDITOR = /[\\/]console-ui[\\/]src[\\/]editor[\\/]/;
/** The `@wcm/console-ui/charts` entry: only the dashboard and statistics pages load it. */
const CHARTS = /[\\/]console-ui[\\/]src[\\/]charts[\\/]/;

/** A source file with its vanilla-extract stylesheet (`x.tsx`, `x.css.ts`, its virtual CSS). */
const withStyles = (dir: string, names: string) =>
  new RegExp(
    `[\\\\/]${dir}[\\\\/](?:${names})(?:\\.tsx?|\\.css\\.ts|\\.css\\.ts\\.vanilla\\.css)$`,
  );

/** What the sign-in and registration pages import besides their own folder (keep in step). */
const SIGN_IN = [
  // (the first-sign-in password gate lives in auth/ but only the signed-in shell renders it)
  /[\\/]console-pages[\\/]src[\\/]auth[\\/](?!password-(?:gate|change-dialog)\.|register-page|use-register-form)/,
  withStyles('console-pages[\\\\/]src[\\\\/]common', 'status-page'),
  withStyles('console-ui[\\\\/]src[\\\\/]kit', 'button|alert|text-field|field-notes'),
  withStyles('console-core[\\\\/]src[\\\\/]validators', 'login|result'),
];

/**
 * The groups for `output.codeSplitting.groups`. The first only records the modules of the entry's
 * static graph, as rolldown computes them (its `$initial` tag; barrel re-exports included), and
 * captures nothing; `chunkGroupOf` then places every module knowing which ones the entry needs.
 */
export function createChunkGroups() {
  const initial = new Set<string>();
  const editorOnly = new Map<string, boolean>();

  /** True for the editor's sources and for libraries only the editor (transitively) imports. */
  const onlyForEditor = (id: string, context: ChunkingContext): boolean => {
    if (EDITOR.test(id)) return true;
    if (!NODE_MODULES.test(id)) return false;
    const known = editorOnly.get(id);
    if (known !== undefined) return known;
    editorOnly.set(id, true); // an import cycle is decided by the rest of the graph
    const info = context.getModuleInfo(id);
    const importers = info ? [...info.importers, ...info.dynamicImporters] : [];
    const only = importers.length > 0 && importers.every((i) => onlyForEditor(i, context));
    editorOnly.set(id, only);
    return only;
  };

  const soleAreas = new Map<string, string | null | undefined>();

  /**
   * The one console-pages area that (transitively) imports a library, or null when several parts
   * do: a library only one area uses (libphonenumber-js for the company pages, say) travels with
   * that area instead of weighing on every signed-in page.
   */
  const soleArea = (id: string, context: ChunkingContext): string | null => {
    const known = soleAreas.get(id);
    if (known !== undefined) return known;
    soleAreas.set(id, null); // an import cycle is decided by the rest of the graph
    const info = context.getModuleInfo(id);
    const importers = info ? [...info.importers, ...info.dynamicImporters] : [];
    const areas = new Set(
      importers.map((i) => {
        if (NODE_MODULES.test(i)) return soleArea(i, context);
        const area = AREA.exec(i)?.[1];
        return area === undefined || area === 'common' || area === 'auth' ? null : area;
      }),
    );
    const [only] = areas;
    const sole = areas.size === 1 && only !== undefined ? only : null;
    soleAreas.set(id, sole);
    return sole;
  };

  const probe: NameFunction = (id) => {
    initial.add(id);
    return null;
  };

  const chunkGroupOf: NameFunction = (id, context) => {
    if (initial.size === 0) throw new Error('chunk groups: the $initial probe has not run first');
    if (initial.has(id) || SIGN_IN.some((p) => p.test(id))) return ENTRY_GROUP;
    // The content areas' descriptors, loaded with the shell once signed in (host-registry.ts),
    // not with the first page of each area.
    if (AREA_DESCRIPTOR.test(id)) return 'console';
    const catalogue = BASE_CATALOGUE.exec(id);
    if (catalogue) return `messages-${catalogue[1]}`;
    if (onlyForEditor(id, context)) return null;
    if (CHARTS.test(id)) return 'charts';
    if (NODE_MODULES.test(id)) {
      const owner = soleArea(id, context);
      if (owner !== null) return `area-${owner}`;
    }
    const area = AREA.exec(id)?.[1];
    // The registration page is a file of its own (few visitors need it); the other auth/ modules
    // outside the sign-in page (the first-sign-in password gate) go with the shell.
    if (area === 'auth' && /[\\/]auth[\\/](?:register-page|use-register-form)/.test(id))
      return 'area-auth';
    if (area === undefined || area === 'common' || area === 'auth') return 'console';
    // An area's catalogues stay one chunk per language (the registry loads the active one).
    return LOCALES.test(id) ? null : `area-${area}`;
  };

  return [
    { name: probe, debugName: 'initial probe', tags: ['$initial' as const], priority: 2 },
    { name: chunkGroupOf, debugName: 'console groups', priority: 1 },
  ];
}

/** Fails the build when the entry chunk would load the console or an area chunk on its own. */
export function checkChunkShape(): Plugin {
  return {
    name: 'wcm-check-chunk-shape',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) return;
      const heavy = entry.imports.filter((file) => /(?:^|\/)(?:console|area-[\w-]+)-/.test(file));
      if (heavy.length > 0) {
        // Name the modules of those chunks that the entry's own modules import statically.
        const inEntry = new Set(entry.moduleIds);
        const culprits = chunks
          .filter((c) => heavy.includes(c.fileName))
          .flatMap((c) => c.moduleIds)
          .filter((id) => this.getModuleInfo(id)?.importers.some((i) => inEntry.has(i)));
        this.error(
          `the entry imports ${heavy.join(', ')} (${culprits.join(', ')}): a module the sign-in ` +
            'page needs was placed in a signed-in chunk; add it to SIGN_IN in apps/host/chunk-groups.ts',
        );
      }
      if (!entry.moduleIds.some((id) => /[\\/]auth[\\/]login-route\.tsx$/.test(id)))
        this.error('the sign-in page is not in the entry chunk (apps/host/chunk-groups.ts)');
    },
  };
}
