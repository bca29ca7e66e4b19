// The real server in its own process (as `npm start` runs it, on the embedded database), with
// bench/probe.mjs preloaded so event-loop delay, RSS and a CPU profile can be read from outside.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { repoRoot } from '../scripts/ensure-host-build.mjs';

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** Spawns the server and resolves once it answers HTTP, with the time that took. */
export async function startServer(dataDir, port) {
  const started = performance.now();
  const probe = new URL('./probe.mjs', import.meta.url).href;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--import', probe, 'apps/server/src/server.ts'],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WCM_CAPTCHA_ENABLED: 'false',
        DATABASE_URL: '',
        REDIS_URL: '',
        NODE_ENV: 'production',
        // Every bench client comes from 127.0.0.1: the site API's per-IP limits would refuse them.
        WCM_SITE_READ_LIMIT: '100000000',
        WCM_SITE_WRITE_LIMIT: '100000000',
      },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const origin = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${origin}/prod-api/captchaImage`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 120_000) throw new Error('server did not answer in 120 s');
    await new Promise((r) => setTimeout(r, 25));
  }
  const ask = (message, answer) => {
    const waiting = new Promise((resolve) => {
      const onMessage = (got) => {
        if (got?.type !== answer) return;
        child.off('message', onMessage);
        resolve(got);
      };
      child.on('message', onMessage);
    });
    child.send(message);
    return waiting;
  };
  return {
    origin,
    ms: performance.now() - started,
    pid: child.pid,
    /** Resets the server's event-loop histogram and RSS samples; starts its CPU profiler. */
    probeStart: (profile = false) => ask({ type: 'start', profile }, 'started'),
    /** What the server saw since probeStart: event-loop delay, RSS, profile summary. */
    probeStop: () => ask({ type: 'stop' }, 'probe'),
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Signs in over HTTP (the bench turns the captcha off) and returns the token. */
export async function signIn(origin, username = 'admin', password = 'admin123') {
  const login = await fetch(`${origin}/prod-api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  }).then((r) => r.json());
  if (!login.token) throw new Error(`sign-in failed: ${JSON.stringify(login)}`);
  return login.token;
}
