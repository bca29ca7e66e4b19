import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysConfig } from '../../src/db/schema';
import { flushOperLogs } from '../../src/plugins/oper-log';
import { loadOpenApi } from '../../src/plugins/contract';
import { API, loginAs } from '../helper';
import { contractOperations, type JsonObject, prefixOf } from './contract-operations';
import { type FuzzRequest, malformedRequests, requestArbitrary } from './fuzz-requests';
import { openSandbox, type Sandbox } from './sandbox';

/**
 * Malformed input never gets a 5xx (issue 19, item 7). Every operation of the contract (read
 * from the same openapi.yaml the app serves, so operations added later are covered) gets
 * RUNS_PER_OPERATION requests generated from its parameter and body schemas with hostile leaves
 * mixed in, plus a fixed list of request-level breakage (bad JSON, bad multipart, NUL and
 * out-of-range ids in the path). Runs as the administrator on a sandbox database.
 */
const RUNS_PER_OPERATION = 10;
const doc = loadOpenApi() as JsonObject;
const operations = contractOperations(doc);

let sandbox: Sandbox;
let token = '';
/** How many requests reached a handler (HTTP 200) and how many were not signed in. */
const tally = { total: 0, handled: 0, unauthorised: 0 };

/** The administrator's token, signing in again when a generated request ended the session. */
async function adminToken(): Promise<string> {
  if (token !== '' && (await sandbox.app.sessions.resolve(token))) return token;
  // A generated request may have locked the account or blacklisted the loopback address.
  await sandbox.app.kv.delete('pwd_err_cnt:admin');
  await sandbox.app.db
    .update(sysConfig)
    .set({ configValue: '' })
    .where(eq(sysConfig.configKey, 'sys.login.blackIPList'));
  token = await loginAs(sandbox.app, 'admin');
  return token;
}

async function send(request: FuzzRequest) {
  const res = await sandbox.app.inject({
    method: request.method,
    url: request.url,
    headers: { authorization: `Bearer ${await adminToken()}`, ...request.headers },
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
  });
  tally.total += 1;
  if (res.statusCode === 200) tally.handled += 1;
  if (res.statusCode === 200 && res.body.startsWith('{"code":401')) tally.unauthorised += 1;
  const shown = `${request.method} ${request.url.slice(0, 300)} ${String(request.payload ?? '').slice(0, 300)}`;
  expect(res.statusCode, `${shown} → ${res.body.slice(0, 300)}`).toBeLessThan(500);
}

beforeAll(async () => {
  sandbox = await openSandbox();
}, 180_000);
afterAll(async () => {
  await flushOperLogs();
  await sandbox?.close();
});

describe('malformed input over the whole contract', () => {
  it('covers exactly the operations the app serves', () => {
    expect(contractOperations(sandbox.app.openapi as JsonObject)).toEqual(operations);
    expect(operations.length).toBeGreaterThan(100);
  });

  it.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))(
    '%s answers malformed input without a 5xx',
    async (_name, operation) => {
      for (const request of malformedRequests(operation, prefixOf(operation, API)))
        await send(request);
      await fc.assert(
        fc.asyncProperty(
          requestArbitrary(doc, operation, prefixOf(operation, API)),
          async (request) => send(request),
        ),
        { numRuns: RUNS_PER_OPERATION },
      );
    },
    60_000,
  );

  it('reached the handlers: most requests pass the schemas, none lost the session', () => {
    expect(tally.total).toBeGreaterThan(operations.length * RUNS_PER_OPERATION);
    expect(tally.handled / tally.total).toBeGreaterThan(0.25);
    expect(tally.unauthorised).toBe(0);
  });

  it('left no failed operation-log write and no unexpected fault in the server log', async () => {
    await flushOperLogs();
    const problems = sandbox.logs.filter((line) =>
      /operation log write failed|request failed/.test(line),
    );
    expect(problems.map((line) => line.slice(0, 500))).toEqual([]);
  });
});
