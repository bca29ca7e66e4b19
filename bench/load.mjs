// Closed-loop load generator: N clients on keep-alive connections, each sending its next request
// as soon as the previous answer has arrived (like N staff clicking as fast as the server
// answers). It runs in its own process (`loadInChild`) so the server process is measured alone.
// With several targets each client takes them in turn, so all of them meet the same load: a
// ratio between two of them does not depend on what else the machine was doing at the time.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';

/**
 * @typedef {{ key: string, path: string, token?: string, expectCode?: number }} Target
 *   `expectCode`: the code the body must carry (200; RuoYi refuses with HTTP 200 and a code)
 * @param {{ origin: string, targets: Target[], clients: number, durationMs: number,
 *   timeoutMs: number }} options
 * @returns per target key: requests/s, p50/p90/p95/p99/max latency (ms), timeouts, failures
 */
export async function runLoad({ origin, targets, clients, durationMs, timeoutMs }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const stats = targets.map((target) => ({
    target,
    // Console API paths are under /prod-api; the public site API has its own root.
    url: new URL(
      target.path.startsWith('/site-api/') ? target.path : `/prod-api${target.path}`,
      origin,
    ),
    headers: target.token ? { Authorization: `Bearer ${target.token}` } : {},
    latencies: [],
    timeouts: 0,
    failures: 0,
    firstFailure: undefined,
    bytes: 0,
  }));
  const once = (s) =>
    new Promise((resolve) => {
      const t0 = performance.now();
      const req = http.get(s.url, { agent, headers: s.headers, timeout: timeoutMs }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => {
          s.latencies.push(performance.now() - t0);
          s.bytes = Buffer.byteLength(body);
          if (res.statusCode !== 200 || !body.includes(`"code":${s.target.expectCode ?? 200}`)) {
            s.failures += 1;
            s.firstFailure ??= `${res.statusCode} ${body.slice(0, 200)}`;
          }
          resolve();
        });
      });
      req.on('timeout', () => {
        s.timeouts += 1;
        req.destroy(new Error('timeout'));
      });
      req.on('error', (error) => {
        if (error.message !== 'timeout') {
          s.failures += 1;
          s.firstFailure ??= error.message;
        }
        resolve();
      });
    });
  const started = performance.now();
  const end = started + durationMs;
  const client = async (_, index) => {
    for (let turn = index; performance.now() < end; turn += 1)
      await once(stats[turn % stats.length]);
  };
  await Promise.all(Array.from({ length: clients }, client));
  const elapsed = performance.now() - started;
  agent.destroy();
  const round = (n) => Math.round(n * 10) / 10;
  return Object.fromEntries(
    stats.map((s) => {
      const sorted = s.latencies.sort((a, b) => a - b);
      const pct = (p) =>
        sorted.length === 0
          ? 0
          : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
      return [
        s.target.key,
        {
          path: s.target.path,
          clients,
          requests: sorted.length,
          perSecond: Math.round((sorted.length * 1000) / elapsed),
          p50: round(pct(50)),
          p90: round(pct(90)),
          p95: round(pct(95)),
          p99: round(pct(99)),
          max: round(sorted.at(-1) ?? 0),
          timeouts: s.timeouts,
          failures: s.failures,
          firstFailure: s.firstFailure,
          bytes: s.bytes,
        },
      ];
    }),
  );
}

/** Runs `runLoad` in a child process and resolves with its result. */
export async function loadInChild(options) {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), JSON.stringify(options)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  const code = await new Promise((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`load generator exited with ${code}`);
  return JSON.parse(out);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await runLoad(JSON.parse(process.argv[2]));
  process.stdout.write(JSON.stringify(result));
}
