import path from 'node:path';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { DatabaseHandle } from './db/database';
import { seedWithStorage } from './db/seed/with-storage';
import { SITE_READS_PER_MINUTE, SITE_WRITES_PER_MINUTE, defaultHostDist } from './config';
import { accessCachePlugin } from './plugins/access-cache';
import { type AuthRequirement, authPlugin } from './plugins/auth';
import { captchaPlugin } from './plugins/captcha';
import { loadOpenApi } from './plugins/contract';
import { dbPlugin } from './plugins/db';
import { errorHandlingPlugin } from './plugins/error-handling';
import { inputGuardsPlugin } from './plugins/input-guards';
import { type KvStore, kvPlugin } from './plugins/kv';
import { responseHeadersPlugin } from './plugins/response-headers';
import type { SessionLimits } from './plugins/sessions';
import { adminRoutes } from './routes/admin/index';
import { businessRoutes } from './routes/business/index';
import { captchaRoutes } from './routes/auth/captcha';
import { companyRoutes } from './routes/company/index';
import { loginRoutes } from './routes/auth/login';
import { registerRoutes } from './routes/auth/register';
import { userInfoRoutes } from './routes/auth/user-info';
import { LocalDiskStorage } from './files/storage';
import { dataDirSecret, type Secrets, secretsFrom } from './lib/secrets';
import { mailPlugin } from './plugins/mail';
import { filesRoutes } from './routes/files/index';
import { hostAppRoutes } from './routes/host/host-app';
import { knowledgeRoutes } from './routes/knowledge/index';
import { monitorRoutes } from './routes/monitor/index';
import { orgRoutes } from './routes/org/index';
import { productsRoutes } from './routes/products/index';
import { domainsRoutes } from './routes/domains/index';
import type { DomainConfig } from './services/domains/config';
import { siteRoutes } from './routes/site/index';
import { siteCachePlugin } from './site-api/cache';
import { SITE_API_PREFIX, siteApiRoutes } from './site-api/index';
import { exampleSiteRoutes } from './site-api/example-site';
import { configKeyRoutes } from './routes/system/config-key';
import { dictDataRoutes } from './routes/system/dict-data';

export interface BuildAppOptions {
  /** @default '/prod-api' */
  apiPrefix?: string;
  /** @default `<repo>/apps/host/dist` */
  hostDist?: string;
  /** @default './data' (resolved against the working directory) */
  dataDir?: string;
  databaseUrl?: string | undefined;
  /** An open database shared with other app instances (tests); the app does not close it. */
  database?: DatabaseHandle;
  redisUrl?: string | undefined;
  /** @default 'wcm:' */
  redisKeyPrefix?: string;
  /** A ready kv store (tests); the app does not close it. */
  kv?: KvStore;
  /** Overrides the sys.account.captchaEnabled parameter (WCM_CAPTCHA_ENABLED). */
  captchaEnabled?: boolean | undefined;
  /** Clock for session, captcha and lockout expiry. @default Date.now */
  now?: () => number;
  /** Idle timeout and absolute lifetime of sessions. @default 30 minutes, 12 hours */
  sessionLimits?: SessionLimits | undefined;
  /**
   * Requests per IP and minute. @default { login: 30, captcha: 60, siteRead: 600, siteWrite: 20 }
   * (the site API's limits apply to each of its routes).
   */
  rateLimit?: { login?: number; captcha?: number; siteRead?: number; siteWrite?: number };
  /** Origins the brand website calls the public site API from (WCM_SITE_ORIGINS). */
  siteOrigins?: readonly string[];
  /** @default 1 MiB */
  bodyLimit?: number;
  /** SMTP_URL; without it outgoing mail waits in the outbox. */
  smtpUrl?: string | undefined;
  mailFrom?: string | undefined;
  /** WCM_SECRET_KEY; @default a key generated once into `<dataDir>/secret.key` */
  secretKey?: string | undefined;
  /** Domain settings; @default from the environment (WCM_SERVER_IP, WCM_DNS_SERVERS…) */
  domains?: DomainConfig | undefined;
  logger?: FastifyServerOptions['logger'];
  trustProxy?: FastifyServerOptions['trustProxy'];
}

/** One registered route and its declared requirement (undefined = undeclared, served as 403). */
export interface RouteManifestEntry {
  method: string;
  url: string;
  auth: AuthRequirement | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The parsed openapi.yaml */
    openapi: ReturnType<typeof loadOpenApi>;
    /** Every route registered, for the route-manifest test and audits */
    routeManifest: RouteManifestEntry[];
    /** Uploaded files, content-addressed under `<dataDir>/files` (served at /profile/upload/<key>) */
    storage: LocalDiskStorage;
    /** Keys derived from the server secret, one per purpose (signed links, encryption at rest). */
    secrets: Secrets;
  }
}

/** Builds the reference API server (not listening); call `ready()` or `listen()` next. */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const apiPrefix = options.apiPrefix ?? '/prod-api';
  const now = options.now ?? Date.now;
  const dataDir = path.resolve(options.dataDir ?? './data');
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: options.bodyLimit ?? 1024 * 1024,
    trustProxy: options.trustProxy ?? false,
    // A first start creates the embedded database (initdb + migrations + seed), which takes
    // several seconds and far longer on a loaded machine; Fastify's 10 s default is too short.
    pluginTimeout: 120_000,
  });
  app.decorate('openapi', loadOpenApi());
  const manifest: RouteManifestEntry[] = [];
  app.decorate('routeManifest', manifest);
  app.decorate('resources', []);
  app.decorate('storage', new LocalDiskStorage(path.join(dataDir, 'files')));
  app.decorate('secrets', secretsFrom(options.secretKey ?? dataDirSecret(dataDir)));
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const config = route.config as { auth?: AuthRequirement } | undefined;
    for (const method of methods) manifest.push({ method, url: route.url, auth: config?.auth });
  });

  await app.register(errorHandlingPlugin);
  await app.register(inputGuardsPlugin);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    // Agrees with frame-ancestors 'none' for browsers that only know this header.
    xFrameOptions: { action: 'deny' },
    // Sent by the response-headers plugin, and only over HTTPS.
    strictTransportSecurity: false,
  });
  await app.register(responseHeadersPlugin, { apiPrefix });
  // With Redis, the per-IP counters are shared by every server process behind a load balancer.
  const rateLimitRedis =
    options.redisUrl && !options.kv
      ? new Redis(options.redisUrl, { maxRetriesPerRequest: 2 })
      : undefined;
  if (rateLimitRedis)
    app.addHook('onClose', async () => void (await rateLimitRedis.quit().catch(() => undefined)));
  await app.register(rateLimit, {
    global: false,
    ...(rateLimitRedis
      ? { redis: rateLimitRedis, nameSpace: `${options.redisKeyPrefix ?? 'wcm:'}rate_limit:` }
      : {}),
  });
  await app.register(dbPlugin, {
    database: options.database,
    dataDir,
    databaseUrl: options.databaseUrl,
  });
  // Demo images (products...) need the storage as well as the seeded database.
  await seedWithStorage(app.db, app.storage);
  await app.register(kvPlugin, {
    kv: options.kv,
    redisUrl: options.redisUrl,
    redisKeyPrefix: options.redisKeyPrefix,
    now,
  });
  await app.register(mailPlugin, { smtpUrl: options.smtpUrl, mailFrom: options.mailFrom, now });
  await app.register(accessCachePlugin, { now });
  await app.register(siteCachePlugin);
  await app.register(authPlugin, { now, apiPrefix, sessionLimits: options.sessionLimits });
  await app.register(captchaPlugin, { enabledOverride: options.captchaEnabled, now });

  const limits = {
    login: options.rateLimit?.login ?? 30,
    captcha: options.rateLimit?.captcha ?? 60,
  };
  await app.register(
    async (api) => {
      await api.register(captchaRoutes, { rateLimitPerMinute: limits.captcha });
      await api.register(loginRoutes, { rateLimitPerMinute: limits.login, now });
      await api.register(registerRoutes, { rateLimitPerMinute: limits.login, now });
      await api.register(userInfoRoutes, { now });
      await api.register(dictDataRoutes);
      await api.register(configKeyRoutes);
      await api.register(filesRoutes);
      await api.register(orgRoutes);
      await api.register(adminRoutes);
      await api.register(productsRoutes);
      await api.register(domainsRoutes, { config: options.domains, now });
      await api.register(companyRoutes);
      await api.register(businessRoutes, { now });
      await api.register(siteRoutes, { now });
      await api.register(knowledgeRoutes, { now });
      await api.register(monitorRoutes, {
        now,
        dataDir,
        databaseUrl: options.databaseUrl,
        redisUrl: options.redisUrl,
      });
    },
    { prefix: apiPrefix },
  );
  await app.register(siteApiRoutes, {
    prefix: SITE_API_PREFIX,
    now,
    apiPrefix,
    origins: options.siteOrigins ?? [],
    readsPerMinute: options.rateLimit?.siteRead ?? SITE_READS_PER_MINUTE,
    writesPerMinute: options.rateLimit?.siteWrite ?? SITE_WRITES_PER_MINUTE,
  });
  await app.register(exampleSiteRoutes);
  await app.register(hostAppRoutes, { hostDist: options.hostDist ?? defaultHostDist });
  return app;
}
