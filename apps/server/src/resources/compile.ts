import { and, asc, eq, getTableColumns, ne, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { orderOf, type PageParams } from '../lib/paging';
import { scopeCondition } from '../services/org/data-scope';
import { operatorName, scopeOfRequest } from '../services/org/context';
import { filterConditions } from './filters';
import type { ResourceOptions, Values } from './types';

/** RuoYi del_flag values. */
const LIVE = '0';
const DELETED = '2';

/**
 * A resource definition with what every operation derives from it: property names of columns,
 * the conditions every read applies (live rows, data scope) and the audit values of a write.
 */
export interface Compiled<T extends PgTable, B, V extends Values<T>> {
  options: ResourceOptions<T, B, V>;
  /** Property name of the id column (`postId`): the id in bodies and rows. */
  idKey: string;
  /** Property name of a column of the table. */
  keyOf(column: AnyPgColumn): string;
  /** Conditions every read and change applies: not soft-deleted, inside the data scope. */
  visible(request: FastifyRequest): Promise<SQL | undefined>;
  /** WHERE of a list or export: the received filters plus `visible`. */
  where(request: FastifyRequest, received: Record<string, unknown>): Promise<SQL | undefined>;
  /** Sort allow-list by camelCase name. */
  sort: Record<string, AnyPgColumn>;
  /** ORDER BY of a list: allow-listed client sort or the default, then the id. */
  order(params: PageParams): SQL[];
  /** Audit column values of an insert or update. */
  auditValues(request: FastifyRequest, mode: 'add' | 'edit'): Record<string, unknown>;
  /** Values that soft-delete a row (undefined without soft delete). */
  deletedValues: Record<string, unknown> | undefined;
  /** Condition matching rows other than `id` (unique checks on edit). */
  others(id: number | undefined): SQL | undefined;
}

/** `sort` is the allow-list: the options' own, else the contract's names as table columns. */
export function compile<T extends PgTable, B, V extends Values<T>>(
  options: ResourceOptions<T, B, V>,
  contractSort: readonly string[],
): Compiled<T, B, V> {
  const columns = getTableColumns(options.table) as Record<string, AnyPgColumn>;
  const keyOf = (column: AnyPgColumn): string => {
    const key = Object.keys(columns).find((k) => columns[k] === column);
    if (!key) throw new Error(`${options.path}: column ${column.name} is not in the table`);
    return key;
  };
  const idKey = keyOf(options.id);
  const softKey = options.softDelete ? keyOf(options.softDelete) : undefined;
  const has = (key: string) => options.audit !== false && Object.hasOwn(columns, key);
  for (const check of options.unique ?? []) keyOf(check.column);
  const sort =
    options.sort ??
    Object.fromEntries(
      contractSort.map((name) => {
        const column = columns[name];
        if (!column) throw new Error(`${options.path}: sort ${name} is not a column of the table`);
        return [name, column];
      }),
    );

  const visible = async (request: FastifyRequest) =>
    and(
      options.where,
      options.softDelete ? eq(options.softDelete, LIVE) : undefined,
      options.scope ? scopeCondition(await scopeOfRequest(request), options.scope) : undefined,
    );
  return {
    options,
    idKey,
    keyOf,
    visible,
    sort,
    where: async (request, received) =>
      and(
        ...filterConditions(received, options.filters ?? {}, options.timeRange),
        await visible(request),
      ),
    order: (params) => [
      ...orderOf(params, sort, options.orderBy ?? asc(options.id)),
      asc(options.id),
    ],
    auditValues: (request, mode) => {
      const values: Record<string, unknown> = {};
      if (mode === 'add' && has('createBy')) values.createBy = operatorName(request);
      if (mode === 'edit' && has('updateBy')) values.updateBy = operatorName(request);
      if (mode === 'edit' && has('updateTime')) values.updateTime = new Date();
      return values;
    },
    deletedValues: softKey ? { [softKey]: DELETED } : undefined,
    others: (id) => (id === undefined ? undefined : ne(options.id, id)),
  };
}
