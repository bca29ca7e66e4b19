import type { PgTable } from 'drizzle-orm/pg-core';
import { defineResource, type Resource } from './define-resource';
import type { ResourceOptions, Values } from './types';

/** A log table: read, export, delete and clean; never added to or edited through the API. */
export type LogResourceOptions<T extends PgTable> = Omit<
  ResourceOptions<T, never, Values<T>>,
  'pick' | 'unique' | 'notFound' | 'hooks' | 'softDelete' | 'audit'
> & {
  /** Newest first unless the client sorts: the default order. */
  orderBy: NonNullable<ResourceOptions<T, never, Values<T>>['orderBy']>;
  export: NonNullable<ResourceOptions<T, never, Values<T>>['export']>;
};

/**
 * The per-table log variant (operation, sign-in and job logs): list, get where the contract has
 * it, delete by ids, clean and export. Rows are written by the server itself, so there is no
 * add or edit and no audit columns.
 */
export function defineLogResource<T extends PgTable>(options: LogResourceOptions<T>): Resource {
  return defineResource<T>({ ...options, audit: false });
}
