/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy next to each text asset of the build, so the
 * reference server sends them as they are (`preCompressed` in routes/host/host-app.ts) instead
 * of the plain files: the console's JavaScript crosses the network at about a quarter of its
 * size, without compressing on every request.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files worth compressing; images and fonts are compressed formats already. */
const TEXT_ASSET = /\.(js|mjs|css|html|svg|json|txt)$/;
/** Below this a compressed copy saves less than a network packet. */
const MIN_BYTES = 1024;

export async function precompressFile(file: string): Promise<void> {
  const bytes = await readFile(file);
  if (bytes.length < MIN_BYTES) return;
  const [br, gzipped] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gz(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
}

export function precompressAssets(): Plugin {
  return {
    name: 'wcm-precompress-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      const files = Object.keys(bundle).filter((name) => TEXT_ASSET.test(name));
      await Promise.all(files.map((name) => precompressFile(join(dir, name))));
    },
  };
}
