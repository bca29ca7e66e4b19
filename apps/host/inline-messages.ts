/**
 * The host builds the packages from source: like their own builds (tsup), it compiles each
 * English `message` into the code, so English needs no catalogue (scripts/inline-messages.mjs).
 * Only production builds: the development build of Lingui compiles texts at run time.
 */
import { join } from 'node:path';
import type { Plugin } from 'vite';
import {
  catalogueMismatches,
  englishTexts,
  inlineMessages,
  type CompiledText,
} from '../../scripts/inline-messages.mjs';

const PACKAGES = ['console-core', 'console-ui', 'console-pages'];
const packagesDir = join(import.meta.dirname, '../../packages');
/** A source module of one of the packages (not its catalogues). */
const PACKAGE_SOURCE =
  /[\\/]packages[\\/]console-(core|ui|pages)[\\/]src[\\/](?!.*[\\/]locales[\\/]).*\.tsx?$/;

/**
 * `complete`: the build fails when a catalogue text was not found in the bundled code (the host
 * bundles every page). Storybook bundles only what the stories import, so it turns this off.
 */
export function inlineEnglishMessages({ complete = true } = {}): Plugin {
  let catalogue: Record<string, CompiledText> = {};
  let ids = new Set<string>();
  const found = new Map<string, CompiledText>();
  return {
    name: 'wcm-inline-english-messages',
    apply: 'build',
    // After the TypeScript and JSX transforms: the code is plain JavaScript.
    enforce: 'post',
    async buildStart() {
      const parts = await Promise.all(
        PACKAGES.map((name) => englishTexts(join(packagesDir, name, 'src'))),
      );
      catalogue = Object.assign({}, ...parts) as Record<string, CompiledText>;
      ids = new Set(Object.keys(catalogue));
      found.clear();
    },
    transform(code, id) {
      if (!PACKAGE_SOURCE.test(id.split('?')[0] ?? '')) return null;
      const result = inlineMessages(code, ids);
      if (result.found.size === 0) return null;
      for (const [key, text] of result.found) found.set(key, text);
      return { code: result.code, map: null };
    },
    buildEnd(error) {
      if (error || !complete) return;
      const problems = catalogueMismatches(catalogue, found);
      if (problems.length > 0)
        this.error(`English texts not compiled into the host:\n${problems.join('\n')}`);
    },
  };
}
