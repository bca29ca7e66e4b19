import { performance } from 'node:perf_hooks';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

async function main() {
  const started = performance.now();
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(2);
    }
    throw error;
  }
  const app = await buildApp({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    redisUrl: config.redisUrl,
    captchaEnabled: config.captchaEnabled,
    hostDist: config.hostDist,
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    secretKey: config.secretKey,
    sessionLimits: config.sessionLimits,
    trustProxy: config.trustProxy,
    siteOrigins: config.siteOrigins,
    rateLimit: config.siteRateLimit,
    logger: {
      level: process.env.LOG_LEVEL ?? 'info',
      redact: ['req.headers.authorization', '*.password', '*.token'],
    },
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // app.close() closes PGlite (or the pool), Redis and releases DATA_DIR/.lock.
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.error({ err: error }, 'could not start');
    await app.close().catch(() => undefined);
    process.exit(1);
  }
  const url = `http://${config.host}:${config.port}/wcm/`;
  app.log.info(
    `WCM console ready at ${url} (API ${url.replace('/wcm/', '/prod-api')}) in ${Math.round(performance.now() - started)} ms`,
  );
  console.log(`WCM console: ${url}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
