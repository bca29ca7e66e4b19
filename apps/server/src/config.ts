import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MIN_SECRET_LENGTH } from './lib/secrets';
import { parseSiteOrigins } from './site-api/origins';

/** Settings read from the environment by `server.ts`; `buildApp` takes the same values as options. */
export interface ServerConfig {
  port: number;
  /** @default '127.0.0.1' — loopback unless the operator opts in to exposing the port */
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** undefined = follow the `sys.account.captchaEnabled` parameter */
  captchaEnabled: boolean | undefined;
  hostDist: string;
  /** SMTP_URL: `smtp://user:pass@host:port` or `smtps://…`; without it mail waits in the outbox. */
  smtpUrl: string | undefined;
  /** MAIL_FROM: sender of outgoing mail. */
  mailFrom: string | undefined;
  /**
   * WCM_SECRET_KEY: the one secret signed links and encrypted data derive their keys from.
   * Required with DATABASE_URL (processes must share it); the embedded database generates its
   * own into DATA_DIR/secret.key when unset.
   */
  secretKey: string | undefined;
  /** Session idle timeout and absolute lifetime in milliseconds. */
  sessionLimits: { idleMs: number; maxAgeMs: number };
  /**
   * Which proxies' X-Forwarded-* headers to believe (Fastify `trustProxy`): false (none), true
   * (any), or a comma-separated list of proxy addresses / CIDR ranges.
   */
  trustProxy: boolean | string;
  /** WCM_SITE_ORIGINS: comma-separated origins the brand website calls the site API from. */
  siteOrigins: string[];
  /**
   * Requests per IP and minute on each route of the public site API (WCM_SITE_READ_LIMIT,
   * WCM_SITE_WRITE_LIMIT); raised for load tests from one address (bench/).
   */
  siteRateLimit: { siteRead: number; siteWrite: number };
}

/** Default requests per IP and minute on each route of the public site API. */
export const SITE_READS_PER_MINUTE = 600;
export const SITE_WRITES_PER_MINUTE = 20;

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Default location of the built host app: `<repo>/apps/host/dist`. */
export const defaultHostDist = path.join(repoRoot, 'apps/host/dist');

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 8080;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 1 || port > 65535) {
    throw new ConfigError(`PORT must be an integer between 1 and 65535, got "${raw}"`);
  }
  return port;
}

function parseBool(name: string, raw: string | undefined): boolean | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  throw new ConfigError(`${name} must be "true" or "false", got "${raw}"`);
}

function parseUrl(name: string, raw: string | undefined, protocols: string[]): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} is not a valid URL`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(`${name} must use one of ${protocols.join(', ')}, got "${url.protocol}"`);
  }
  return raw;
}

function parseWhole(name: string, raw: string | undefined, fallback: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < 1 || value > max)
    throw new ConfigError(`${name} must be an integer between 1 and ${max}, got "${raw}"`);
  return value;
}

function parseTrustProxy(raw: string | undefined): boolean | string {
  if (raw === undefined || raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  const entries = raw.split(',').map((part) => part.trim());
  const valid = entries.every((entry) => {
    const [address = '', bits, ...rest] = entry.split('/');
    const family = isIP(address);
    if (family === 0 || rest.length > 0) return false;
    return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
  });
  if (!valid)
    throw new ConfigError(
      `WCM_TRUST_PROXY must be true, false or a comma-separated list of addresses or CIDR ranges, got "${raw}"`,
    );
  return entries.join(',');
}

function parseSessionLimits(env: NodeJS.ProcessEnv): ServerConfig['sessionLimits'] {
  const idleMinutes = parseWhole(
    'WCM_SESSION_IDLE_MINUTES',
    env.WCM_SESSION_IDLE_MINUTES,
    30,
    1440,
  );
  const maxHours = parseWhole('WCM_SESSION_MAX_HOURS', env.WCM_SESSION_MAX_HOURS, 12, 720);
  if (idleMinutes > maxHours * 60)
    throw new ConfigError('WCM_SESSION_IDLE_MINUTES must not exceed WCM_SESSION_MAX_HOURS');
  return { idleMs: idleMinutes * 60_000, maxAgeMs: maxHours * 3_600_000 };
}

/** Parses the environment; throws ConfigError with a readable message on a bad value. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  cwd = process.cwd(),
): ServerConfig {
  const host = env.HOST && env.HOST !== '' ? env.HOST : '127.0.0.1';
  const hostDist = env.WCM_HOST_DIST ? path.resolve(cwd, env.WCM_HOST_DIST) : defaultHostDist;
  if (env.WCM_HOST_DIST && !existsSync(hostDist)) {
    throw new ConfigError(`WCM_HOST_DIST points to "${hostDist}", which does not exist`);
  }
  const databaseUrl = parseUrl('DATABASE_URL', env.DATABASE_URL, ['postgres:', 'postgresql:']);
  const secretKey =
    env.WCM_SECRET_KEY && env.WCM_SECRET_KEY !== '' ? env.WCM_SECRET_KEY : undefined;
  if (secretKey !== undefined && secretKey.length < MIN_SECRET_LENGTH) {
    throw new ConfigError(
      `WCM_SECRET_KEY must be at least ${MIN_SECRET_LENGTH} characters (e.g. openssl rand -base64 32)`,
    );
  }
  if (databaseUrl && secretKey === undefined) {
    throw new ConfigError(
      'WCM_SECRET_KEY is required with DATABASE_URL, so that every server process signs and encrypts with the same key (e.g. openssl rand -base64 32)',
    );
  }
  const mailFrom = env.MAIL_FROM && env.MAIL_FROM !== '' ? env.MAIL_FROM : undefined;
  if (mailFrom && /[\r\n]/.test(mailFrom)) throw new ConfigError('MAIL_FROM must be one line');
  return {
    port: parsePort(env.PORT),
    host,
    dataDir: path.resolve(cwd, env.DATA_DIR && env.DATA_DIR !== '' ? env.DATA_DIR : './data'),
    databaseUrl,
    redisUrl: parseUrl('REDIS_URL', env.REDIS_URL, ['redis:', 'rediss:']),
    captchaEnabled: parseBool('WCM_CAPTCHA_ENABLED', env.WCM_CAPTCHA_ENABLED),
    hostDist,
    smtpUrl: parseUrl('SMTP_URL', env.SMTP_URL, ['smtp:', 'smtps:']),
    mailFrom,
    secretKey,
    sessionLimits: parseSessionLimits(env),
    trustProxy: parseTrustProxy(env.WCM_TRUST_PROXY),
    siteOrigins: parseSiteOrigins(env.WCM_SITE_ORIGINS),
    siteRateLimit: {
      siteRead: parseWhole(
        'WCM_SITE_READ_LIMIT',
        env.WCM_SITE_READ_LIMIT,
        SITE_READS_PER_MINUTE,
        100_000_000,
      ),
      siteWrite: parseWhole(
        'WCM_SITE_WRITE_LIMIT',
        env.WCM_SITE_WRITE_LIMIT,
        SITE_WRITES_PER_MINUTE,
        100_000_000,
      ),
    },
  };
}
