import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sysDept, sysOperLog } from '../db/schema';
import { message } from '../i18n/messages';
import { BUSINESS_TYPES } from './oper-log-config';
import { loginLocation, normaliseIp } from '../services/ip-match';
import { capText, jsonResultOf, operParamOf, outcomeOf } from '../services/admin/oper-log-record';

declare module 'fastify' {
  interface FastifyInstance {
    /** Marks an instance whose routes are covered by the operation-log hooks. */
    operLogInstalled: boolean;
  }
}

/** Writes started and not yet finished, across every app instance of this process. */
const pending = new Set<Promise<void>>();

/** Resolves once every operation-log write started so far has finished (for tests, shutdown). */
export async function flushOperLogs(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}

interface Trace {
  handled: boolean;
  payload?: unknown;
  error?: Error;
}

/** 1 = back-office user (RuoYi OperatorType.MANAGE). */
const OPERATOR_MANAGE = 1;

/** The handler's function name (`updatePwd()`), else `METHOD /url` for anonymous handlers. */
const methodName = (request: FastifyRequest) => {
  const name = (request.routeOptions.handler?.name ?? '').replace(/^(bound )+/, '');
  return name !== '' && name !== 'anonymous'
    ? `${name}()`
    : `${request.method} ${request.routeOptions.url ?? ''}`;
};

/**
 * What the log row says about a thrown error. Faults (answered 5xx) may carry SQL text, file
 * paths or library internals, and the log list is readable in the console: they are recorded as
 * RuoYi's generic "操作失败"; the details stay in the server log (error handler). Errors answered
 * below 500 are refusals written for users (business rules, bad uploads) and are kept.
 */
function errorMessageOf(error: Error, statusCode: number): string {
  return statusCode >= 500 ? message('zh-CN', 'error') : capText(error.message);
}

async function deptNameOf(app: FastifyInstance, deptId: number | null | undefined) {
  if (deptId === null || deptId === undefined) return '';
  const rows = await app.db
    .select({ name: sysDept.deptName })
    .from(sysDept)
    .where(eq(sysDept.deptId, deptId))
    .limit(1);
  return rows[0]?.name ?? '';
}

async function writeRow(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  trace: Trace,
) {
  const config = request.routeOptions.config.operLog;
  if (!config) return;
  const contentType = String(reply.getHeader('content-type') ?? '');
  const outcome = trace.error
    ? { status: 1 as const, errorMsg: errorMessageOf(trace.error, reply.statusCode) }
    : outcomeOf(reply.statusCode, trace.payload, contentType);
  const session = request.session;
  const ip = normaliseIp(request.ip);
  // Multipart bodies (uploads) are never logged.
  const multipart = String(request.headers['content-type'] ?? '').startsWith('multipart/');
  const body = multipart ? undefined : request.body;
  await app.db.insert(sysOperLog).values({
    title: config.title.slice(0, 50),
    businessType: BUSINESS_TYPES[config.businessType],
    method: methodName(request).slice(0, 200),
    requestMethod: request.method.slice(0, 10),
    operatorType: session ? OPERATOR_MANAGE : 0,
    operName: (session?.userName ?? '').slice(0, 50),
    deptName: (await deptNameOf(app, session?.deptId)).slice(0, 50),
    operUrl: (request.url.split('?')[0] ?? '').slice(0, 255),
    operIp: ip.slice(0, 128),
    operLocation: loginLocation(ip),
    operParam: operParamOf({ params: request.params, query: request.query, body }),
    jsonResult: jsonResultOf(trace.payload, contentType),
    status: outcome.status,
    errorMsg: outcome.errorMsg,
    operTime: new Date(),
    costTime: Math.max(0, Math.round(reply.elapsedTime)),
  });
}

/**
 * Records every route whose config declares `operLog` to sys_oper_log once the reply is sent
 * (requests refused before the handler — 401, 403, 400 — are not recorded, as in RuoYi). A
 * failing write is logged and never affects the request. Register with fastify-plugin: the
 * hooks then cover every route of the instance it is registered on, before or after it.
 */
export const operLogPlugin = fp(
  async (app) => {
    // Registered twice (app level and an area)? The first registration wins.
    if (app.hasDecorator('operLogInstalled')) return;
    app.decorate('operLogInstalled', true);
    // Let writes in flight finish before the database closes.
    app.addHook('onClose', async () => flushOperLogs());
    const traces = new WeakMap<FastifyRequest, Trace>();

    app.addHook('preHandler', async (request) => {
      if (request.routeOptions.config.operLog) traces.set(request, { handled: true });
    });
    app.addHook('onError', async (request, _reply, error) => {
      const trace = traces.get(request);
      if (trace) trace.error = error;
    });
    app.addHook('onSend', async (request, _reply, payload) => {
      const trace = traces.get(request);
      if (trace && (typeof payload === 'string' || Buffer.isBuffer(payload)))
        trace.payload = payload;
      return payload;
    });
    app.addHook('onResponse', async (request, reply) => {
      const trace = traces.get(request);
      if (!trace?.handled) return;
      traces.delete(request);
      const write = writeRow(app, request, reply, trace).catch((error: unknown) => {
        request.log.error({ err: error }, 'operation log write failed');
      });
      pending.add(write);
      void write.finally(() => pending.delete(write));
    });
  },
  { name: 'oper-log', dependencies: ['db'] },
);
