#!/usr/bin/env node
// `npm start`: builds the console if needed, then runs the server in the foreground.
import { spawn } from 'node:child_process';
import { ensureHostBuild, repoRoot } from './ensure-host-build.mjs';

try {
  ensureHostBuild();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}

const port = process.env.PORT || '8080';
const host = process.env.HOST || 'localhost';
const shown = host === '0.0.0.0' || host === '127.0.0.1' || host === '::' ? 'localhost' : host;
console.log(`WCM console: http://${shown}:${port}/wcm/  (Ctrl+C to stop)`);

const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  cwd: repoRoot,
  env: process.env,
  stdio: 'inherit',
  // Own process group: Ctrl+C reaches only this script, which passes it on exactly once. A second
  // signal would cut the server's shutdown short and leave the data directory locked.
  detached: true,
});

let forwarded = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (forwarded || child.exitCode !== null) return;
    forwarded = true;
    child.kill(signal === 'SIGHUP' ? 'SIGTERM' : signal);
  });
}
child.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 128 + (signal === 'SIGINT' ? 2 : 15) : 1));
});
