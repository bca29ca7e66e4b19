import { describe, expect, it } from 'vitest';
import { ConfigError, defaultHostDist, loadConfig } from '../src/config';

const SECRET = 'q3H1m0pVb6cX2sN9kL4tR7yW8eZ5aD1fG0hJ3uI6oP2';

describe('loadConfig', () => {
  it('has defaults: port 8080 on 127.0.0.1, ./data under the cwd, captcha from the parameter', () => {
    expect(loadConfig({}, '/srv/wcm')).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/wcm/data',
      databaseUrl: undefined,
      redisUrl: undefined,
      captchaEnabled: undefined,
      hostDist: defaultHostDist,
      smtpUrl: undefined,
      mailFrom: undefined,
      secretKey: undefined,
      sessionLimits: { idleMs: 30 * 60_000, maxAgeMs: 12 * 3_600_000 },
      trustProxy: false,
      siteOrigins: [],
      siteRateLimit: { siteRead: 600, siteWrite: 20 },
    });
    expect(defaultHostDist.endsWith('apps/host/dist')).toBe(true);
  });

  it('reads the environment', () => {
    const config = loadConfig(
      {
        PORT: '9000',
        DATA_DIR: 'var/db',
        WCM_CAPTCHA_ENABLED: 'false',
        DATABASE_URL: 'postgres://u@h/db',
        REDIS_URL: 'redis://h:6379',
        HOST: '0.0.0.0',
        WCM_SECRET_KEY: SECRET,
        SMTP_URL: 'smtp://mailer:pw@mail.example.com:587',
        MAIL_FROM: 'Hydroflux <news@example.com>',
        WCM_SESSION_IDLE_MINUTES: '15',
        WCM_SESSION_MAX_HOURS: '8',
        WCM_TRUST_PROXY: '10.0.0.0/8, ::1',
      },
      '/srv',
    );
    expect(config).toMatchObject({
      port: 9000,
      dataDir: '/srv/var/db',
      captchaEnabled: false,
      databaseUrl: 'postgres://u@h/db',
      redisUrl: 'redis://h:6379',
      host: '0.0.0.0',
      secretKey: SECRET,
      smtpUrl: 'smtp://mailer:pw@mail.example.com:587',
      mailFrom: 'Hydroflux <news@example.com>',
      sessionLimits: { idleMs: 15 * 60_000, maxAgeMs: 8 * 3_600_000 },
      trustProxy: '10.0.0.0/8,::1',
    });
    expect(loadConfig({ WCM_TRUST_PROXY: '127.0.0.1' }).trustProxy).toBe('127.0.0.1');
    expect(loadConfig({ WCM_TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    // Site origins: trimmed, lower case, no trailing slash; anything that is not an origin is left out.
    expect(
      loadConfig({
        WCM_SITE_ORIGINS:
          ' https://www.Brand.example/ ,http://localhost:3000,ftp://x, not-an-origin',
      }).siteOrigins,
    ).toEqual(['https://www.brand.example', 'http://localhost:3000']);
    // The site API's per-IP limits (the bench raises them: all its clients share one address).
    expect(
      loadConfig({ WCM_SITE_READ_LIMIT: '1000000', WCM_SITE_WRITE_LIMIT: '50' }).siteRateLimit,
    ).toEqual({ siteRead: 1_000_000, siteWrite: 50 });
    expect(() => loadConfig({ WCM_SITE_READ_LIMIT: '0' })).toThrow(
      /WCM_SITE_READ_LIMIT must be an integer between 1 and 100000000, got "0"/,
    );
  });

  it('insists on a shared secret of real length with PostgreSQL, and on an SMTP URL', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://u@h/db' })).toThrow(
      /WCM_SECRET_KEY is required with DATABASE_URL/,
    );
    expect(() => loadConfig({ WCM_SECRET_KEY: 'short' })).toThrow(/at least 43 characters/);
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL must use/);
    expect(() => loadConfig({ MAIL_FROM: 'a\nBcc: b' })).toThrow(/one line/);
  });

  it('fails fast with a clear message on bad values', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(
      new ConfigError('PORT must be an integer between 1 and 65535, got "eighty"'),
    );
    expect(() => loadConfig({ PORT: '70000' })).toThrow(ConfigError);
    expect(() => loadConfig({ WCM_CAPTCHA_ENABLED: 'yes' })).toThrow(
      'WCM_CAPTCHA_ENABLED must be "true" or "false", got "yes"',
    );
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      'DATABASE_URL must use one of postgres:, postgresql:',
    );
    expect(() => loadConfig({ REDIS_URL: 'not a url' })).toThrow('REDIS_URL is not a valid URL');
    expect(() => loadConfig({ WCM_SESSION_MAX_HOURS: '0' })).toThrow(
      'WCM_SESSION_MAX_HOURS must be an integer between 1 and 720, got "0"',
    );
    expect(() =>
      loadConfig({ WCM_SESSION_IDLE_MINUTES: '120', WCM_SESSION_MAX_HOURS: '1' }),
    ).toThrow('WCM_SESSION_IDLE_MINUTES must not exceed WCM_SESSION_MAX_HOURS');
    for (const bad of ['proxy.local', '1', '10.0.0.0/33'])
      expect(() => loadConfig({ WCM_TRUST_PROXY: bad })).toThrow('WCM_TRUST_PROXY must be');
    expect(() => loadConfig({ WCM_HOST_DIST: '/definitely/missing' })).toThrow(
      'WCM_HOST_DIST points to',
    );
  });
});
