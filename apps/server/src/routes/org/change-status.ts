import type { FastifyRequest } from 'fastify';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import type { MessageKey } from '../../i18n/messages';
import { setLiveStatus, type StatusTable } from '../../lib/live-status';
import type { RouteGroup } from '../../resources';
import { operatorName } from '../../services/org/context';
import { ok } from '../admin/respond';

/** The live-status row a page enables and disables (a user, a role). */
export interface ChangeStatusOptions {
  table: StatusTable;
  idColumn: AnyPgColumn;
  /** The id's name in the body (`userId`). */
  idKey: string;
  /** Refusal when no live row has the id. */
  notFound: MessageKey;
  /** Refuses a change the operator may not make (out of scope, protected), before the write. */
  check: (request: FastifyRequest, id: number) => Promise<void>;
  /** After the write (a disabled user's sessions end). */
  after?: (id: number, status: '0' | '1') => Promise<void>;
}

/**
 * RuoYi's `PUT {path}/changeStatus` (`{ <idKey>, status }`): checks, enables ('0') or disables
 * ('1') the row as the operator, then `after`; the edit permission, logged as UPDATE.
 */
export function changeStatusRoute(
  routes: ReturnType<RouteGroup['on']>,
  db: Db,
  options: ChangeStatusOptions,
) {
  routes.put<{ Body: Record<string, unknown> & { status: '0' | '1' } }>(
    '/changeStatus',
    { auth: 'edit', log: 'UPDATE' },
    async function changeStatus(request) {
      const { status } = request.body;
      const id = request.body[options.idKey] as number;
      await options.check(request, id);
      const change = { status, by: operatorName(request) };
      await setLiveStatus(db, options.table, options.idColumn, id, change, options.notFound);
      await options.after?.(id, status);
      return ok(request);
    },
  );
}
