import type { Db } from '../../db/database';
import type { MessageKey } from '../../i18n/messages';
import type { KvStore } from '../../plugins/kv';
import type { JobArg } from './invoke-target';
import { rollupVisits } from '../site/statistics';
import { certificateReminders, publishScheduled } from '../knowledge/jobs';
import { domainCertificateWarnings } from '../domains/expiry';
import { cleanOldLogs, cleanExpiredSessions, refreshStatistics } from './job-handlers';

/** What a handler receives: never the raw invoke target, only validated literal arguments. */
export interface JobContext {
  db: Db;
  kv: KvStore;
  now: () => number;
  args: readonly JobArg[];
}

/** One declared argument of a handler. */
export interface JobParam {
  name: string;
  type: 'integer' | 'string' | 'boolean';
  min?: number;
  max?: number;
  optional?: boolean;
}

/** A registered job handler; `run` resolves to the summary written to the job log. */
export interface JobHandler {
  label: MessageKey;
  params: readonly JobParam[];
  run(context: JobContext): Promise<string>;
}

/** The handlers a job may name, by key; frozen, so nothing can add one at runtime. */
export type JobRegistry = ReadonlyMap<string, JobHandler>;

const notInstalled = (what: string) => async () =>
  `0 ${what}: this server has no ${what} module installed`;

const entries: Array<[string, JobHandler]> = [
  [
    'statistics.refresh',
    { label: 'monitor.handler.statistics.refresh', params: [], run: refreshStatistics },
  ],
  [
    'domains.recheck',
    { label: 'monitor.handler.domains.recheck', params: [], run: notInstalled('domains') },
  ],
  [
    'certificates.expiryReminder',
    {
      label: 'monitor.handler.certificates.expiryReminder',
      params: [{ name: 'days', type: 'integer', min: 1, max: 365, optional: true }],
      run: certificateReminders,
    },
  ],
  [
    'sessions.cleanExpired',
    { label: 'monitor.handler.sessions.cleanExpired', params: [], run: cleanExpiredSessions },
  ],
  [
    'logs.cleanOld',
    {
      label: 'monitor.handler.logs.cleanOld',
      params: [{ name: 'days', type: 'integer', min: 1, max: 3650, optional: true }],
      run: cleanOldLogs,
    },
  ],
  [
    'site.visitRollup',
    {
      label: 'site.job.visitRollup',
      params: [{ name: 'days', type: 'integer', min: 1, max: 366, optional: true }],
      run: async ({ db, now, args }) =>
        `${await rollupVisits(db, now(), typeof args[0] === 'number' ? args[0] : 2)} days rolled up`,
    },
  ],
  [
    'articles.publishScheduled',
    { label: 'monitor.handler.articles.publishScheduled', params: [], run: publishScheduled },
  ],
  [
    'domains.certificateExpiry',
    {
      label: 'domain.job.certificateExpiry',
      params: [{ name: 'days', type: 'integer', min: 1, max: 365, optional: true }],
      run: domainCertificateWarnings,
    },
  ],
];

/** The server's fixed handler registry (security checklist S5: an enum, never a class/method/URL/SQL). */
export const jobRegistry: JobRegistry = fixedMap(entries);

/** A Map whose set/delete/clear throw (Object.freeze alone does not stop Map mutation). */
function fixedMap<K, V>(pairs: Array<[K, V]>): ReadonlyMap<K, V> {
  const map = new Map(pairs);
  for (const method of ['set', 'delete', 'clear'])
    Object.defineProperty(map, method, {
      value: () => {
        throw new TypeError('the job handler registry is fixed');
      },
    });
  return Object.freeze(map);
}

/** Undefined when `args` fit the handler's parameters, else the name of the first misfit. */
export function checkArgs(handler: JobHandler, args: readonly JobArg[]): string | undefined {
  if (args.length > handler.params.length) return `#${handler.params.length + 1}`;
  for (const [index, param] of handler.params.entries()) {
    const value = args[index];
    if (value === undefined) {
      if (param.optional) continue;
      return param.name;
    }
    const fits =
      param.type === 'boolean'
        ? typeof value === 'boolean'
        : param.type === 'string'
          ? typeof value === 'string' && value.length <= (param.max ?? 200)
          : typeof value === 'number' &&
            Number.isInteger(value) &&
            value >= (param.min ?? Number.MIN_SAFE_INTEGER) &&
            value <= (param.max ?? Number.MAX_SAFE_INTEGER);
    if (!fits) return param.name;
  }
  return undefined;
}
