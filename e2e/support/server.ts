import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../apps/server/src/app.ts';
import type { DomainConfig } from '../../apps/server/src/services/domains/config.ts';
import { setParameter } from './api.ts';

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

/** Options of {@link startServer}. */
export interface StartServerOptions {
  /** @default true (the product's default) */
  captchaEnabled?: boolean;
  /**
   * Keep the seed's first-sign-in rule: admin and ry must replace admin123 before using the
   * console. Off by default, so suites about other things can sign in with the published
   * password; it is switched off the way an administrator would (sys.account.initPasswordModify
   * set to 0 through the parameters API). @default false
   */
  firstSignInPasswordChange?: boolean;
  /** Domain settings (server IP, DNS servers of the A-record check). @default the environment's */
  domains?: DomainConfig;
}

/**
 * Starts the real server in this process on a fresh embedded database, listening on a random
 * loopback port, with the captcha on (the default product setting) unless told otherwise.
 */
export async function startServer(options: StartServerOptions = {}): Promise<TestServer> {
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
    ...(options.domains ? { domains: options.domains } : {}),
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  const server: TestServer = {
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
  if (!options.firstSignInPasswordChange)
    await setParameter(server, 'sys.account.initPasswordModify', '0');
  return server;
}
