import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import { createMathChallenge, renderCaptchaPng } from '../captcha/math-captcha';
import { getConfigValue } from '../services/config-service';

export const CAPTCHA_TTL_MS = 2 * 60 * 1000;
const PREFIX = 'captcha_codes:';

export type CaptchaCheck = 'ok' | 'expired' | 'mismatch';

export interface CaptchaService {
  /** `sys.account.captchaEnabled` (missing or empty = on), unless overridden by the environment. */
  isEnabled(): Promise<boolean>;
  create(): Promise<{ uuid: string; img: string }>;
  /** One-shot: the answer is deleted on the first attempt, right or wrong. */
  verify(uuid: string | undefined, code: string | undefined): Promise<CaptchaCheck>;
  /** For in-process tests only; there is no HTTP route that reveals an answer. */
  peekAnswer(uuid: string): Promise<string | undefined>;
}

declare module 'fastify' {
  interface FastifyInstance {
    captcha: CaptchaService;
  }
}

export interface CaptchaPluginOptions {
  enabledOverride?: boolean | undefined;
  now: () => number;
}

export const captchaPlugin = fp<CaptchaPluginOptions>(
  async (app, options) => {
    const read = async (uuid: string) => {
      const raw = await app.kv.get(PREFIX + uuid);
      if (raw === undefined) return undefined;
      const entry = JSON.parse(raw) as { answer: string; expiresAt: number };
      return entry.expiresAt > options.now() ? entry.answer : undefined;
    };
    const service: CaptchaService = {
      async isEnabled() {
        if (options.enabledOverride !== undefined) return options.enabledOverride;
        const value = await getConfigValue(app.db, 'sys.account.captchaEnabled');
        return value === undefined || value.trim() === '' ? true : value.trim() === 'true';
      },
      async create() {
        const uuid = randomBytes(16).toString('hex');
        const challenge = createMathChallenge();
        const entry = { answer: challenge.answer, expiresAt: options.now() + CAPTCHA_TTL_MS };
        await app.kv.set(PREFIX + uuid, JSON.stringify(entry), CAPTCHA_TTL_MS);
        return { uuid, img: renderCaptchaPng(challenge.text).toString('base64') };
      },
      async verify(uuid, code) {
        if (!uuid || !/^[0-9a-f]{32}$/.test(uuid)) return 'expired';
        const answer = await read(uuid);
        await app.kv.delete(PREFIX + uuid);
        if (answer === undefined) return 'expired';
        return (code ?? '').trim().toLowerCase() === answer.toLowerCase() ? 'ok' : 'mismatch';
      },
      peekAnswer: read,
    };
    app.decorate('captcha', service);
  },
  { name: 'captcha', dependencies: ['kv', 'db'] },
);
