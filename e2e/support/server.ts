import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../apps/server/src/app.ts';

/** The built host app the server hands out at /wcm/ (scripts/test.mjs builds it first). */
export const hostDist =
  process.env.WCM_E2E_HOST_DIST || join(import.meta.dirname, '../../apps/host/dist');

export interface TestServer {
  /** e.g. http://127.0.0.1:41234 */
  readonly origin: string;
  /** The captcha answer for a uuid, read in-process (never exposed over HTTP). */
  captchaAnswer(uuid: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * Starts the real server in this process on a fresh embedded database, listening on a random
 * loopback port, with the captcha on (the default product setting) unless told otherwise.
 */
export async function startServer(options: { captchaEnabled?: boolean } = {}): Promise<TestServer> {
  if (!existsSync(join(hostDist, 'index.html'))) {
    throw new Error(
      'apps/host/dist is missing: run `npm run build:host` (npm test does it for you)',
    );
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'wcm-e2e-data-'));
  const app = await buildApp({
    dataDir,
    hostDist,
    captchaEnabled: options.captchaEnabled ?? true,
    logger: false,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    async captchaAnswer(uuid) {
      const answer = await app.captcha.peekAnswer(uuid);
      if (answer === undefined) throw new Error(`no captcha for ${uuid}`);
      return answer;
    },
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
