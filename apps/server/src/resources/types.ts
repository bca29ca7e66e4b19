import type { InferInsertModel, InferSelectModel, SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import type { MessageKey } from '../i18n/messages';
import type { AuthRequirement } from '../plugins/auth';
import type { Filter } from './filters';

/** The operations a resource serves (the contract's `operations`, same names). */
export type Operation = 'list' | 'get' | 'add' | 'edit' | 'remove' | 'export' | 'clean' | 'options';

/** A row as read from the table. */
export type Row<T extends PgTable> = InferSelectModel<T>;
/** Column values to write (property names of the Drizzle table). */
export type Values<T extends PgTable> = Partial<InferInsertModel<T>>;

/** `V` with every key that is not a column of `T` typed `never`: a misspelt column fails to compile. */
export type OnlyColumns<V, T extends PgTable> = V & {
  // The select model: its keys are every column (insert-model keys lose optional ones here).
  [K in Exclude<keyof V, keyof Row<T>>]: never;
};

/** What hooks and replaced operations receive. */
export interface ResourceContext {
  request: FastifyRequest;
  /** The database; inside `beforeSave`/`beforeDelete` the transaction the change runs in. */
  db: Db;
}

/** Context of a save: `existing` is the row before an edit (undefined when adding). */
export interface SaveContext<T extends PgTable> extends ResourceContext {
  mode: 'add' | 'edit';
  existing: Row<T> | undefined;
}

/**
 * Area rules around the generic operations. Refuse by throwing a `BusinessError` (`refuse`,
 * `warn`, `deny` from lib/business-error); nothing is written then.
 */
export interface ResourceHooks<T extends PgTable, V> {
  /**
   * After the unique checks, before the insert/update, in its transaction. May refuse; may
   * return extra column values to write (computed columns, other audit values).
   */
  beforeSave?: (values: V, ctx: SaveContext<T>) => Promise<Values<T> | void> | Values<T> | void;
  /** After the change is committed (refresh a cache…). `id` is the saved row's id. */
  afterSave?: (values: V, ctx: SaveContext<T> & { id: number }) => Promise<void> | void;
  /** Before rows are deleted, in the delete's transaction. May refuse (601 warning or 500). */
  beforeDelete?: (rows: Array<Row<T>>, ctx: ResourceContext) => Promise<void> | void;
  /** After the delete is committed. */
  afterDelete?: (rows: Array<Row<T>>, ctx: ResourceContext) => Promise<void> | void;
}

/** A uniqueness rule: RuoYi words the refusal differently for add and edit. */
export interface UniqueCheck<V> {
  column: AnyPgColumn;
  /** Message keys, e.g. `新增岗位'{0}'失败，岗位名称已存在` / `修改岗位'{0}'失败，…`. */
  add: MessageKey;
  edit: MessageKey;
  /** The `{0}` argument. @default the checked value */
  label?: (values: V) => string | number;
}

/** One exported column: `key` is a column of the row, `dict` turns raw values into labels. */
export interface ExportColumn<R> {
  header: string;
  key: keyof R & string;
  width?: number;
  /**
   * The labels by raw value, or the dictionary type (`'sys_normal_disable'`) whose enabled
   * entries' zh-CN labels the export writes, read when it runs (RuoYi `@Excel(dictType)`).
   */
  dict?: Record<string, string> | string;
}

/** The xlsx export: every row matching the list filters, streamed in id order. */
export interface ExportOptions<R> {
  /**
   * File name prefix: `post` gives `post_1700000000000.xlsx`.
   * @default the last segment of the resource's path (`/system/post` → `post`)
   */
  fileName?: string;
  /** @default the resource's `title` */
  sheetName?: string;
  columns: ReadonlyArray<ExportColumn<R>>;
}

/** Replaces the generic handler of an operation; route, schema, auth and log stay. */
export type OperationHandler = (
  request: FastifyRequest,
  reply: FastifyReply,
  ctx: ResourceContext,
) => Promise<unknown>;

/** Everything `defineResource` needs; see resources/README.md for an example. */
export interface ResourceOptions<T extends PgTable, B, V extends Values<T>> {
  /** Base path of the contract resource (`/system/post`); routes come from its operations. */
  path: string;
  /** Permission prefix: `system:post` guards list with `system:post:list`, get with `:query`… */
  permission: string;
  /** Operation-log module title (RuoYi's Chinese title, e.g. '岗位管理'). */
  title: string;
  table: T;
  /** The integer primary key column; its property name is the id in paths and bodies. */
  id: AnyPgColumn;
  /**
   * Row as sent on the wire (dates formatted, secrets left out); `context` tells which answer it
   * is for and the request (e.g. its language: lists show labels in the reader's language, the
   * edit form gets the stored values).
   */
  view: (row: Row<T>, context: ViewContext) => object;
  /** Body → column values, picked one by one (no mass assignment). Needed for add and edit. */
  pick?: (body: B) => OnlyColumns<V, NoInfer<T>>;
  /** List filters by query parameter name (also the export form fields). */
  filters?: Record<string, Filter>;
  /** Timestamp column of RuoYi's `params[beginTime]`/`params[endTime]` day range. */
  timeRange?: AnyPgColumn;
  /**
   * Columns a client may sort by (`orderByColumn`), by camelCase name.
   * @default the contract's `sort` names, each the table column of that property name
   */
  sort?: Record<string, AnyPgColumn>;
  /** Order when the client asks for none. @default ascending id */
  orderBy?: SQL | SQL[];
  unique?: ReadonlyArray<UniqueCheck<V>>;
  /** Refusal for a missing row on get and edit. @default get answers without `data`, edit `操作失败` */
  notFound?: MessageKey;
  /** RuoYi data scope: rows outside the operator's scope are treated as absent. */
  scope?: { dept: AnyPgColumn | SQL; user?: AnyPgColumn };
  /** Rows of the table this resource serves (e.g. one `kind` of a shared table): every read,
   * change and delete applies it; add must write matching values (a `beforeSave` default). */
  where?: SQL;
  /** `del_flag` column: delete marks rows '2', everything else reads rows '0' only. */
  softDelete?: AnyPgColumn;
  /** Fill `createBy` / `updateBy` / `updateTime` when the table has them. @default true */
  audit?: boolean;
  export?: ExportOptions<Row<T>>;
  /** The values type comes from `pick`: hooks (e.g. shared ones spread in) do not narrow it. */
  hooks?: ResourceHooks<T, NoInfer<V>>;
  /** Leave an operation out (`false`) or replace its handler. */
  operations?: Partial<Record<Operation, false | OperationHandler>>;
  /**
   * Requirement other than `{permission: prefix:action}` (e.g. `get: 'authenticated'`).
   * @default options (optionselect) is open to every signed-in user, as in RuoYi
   */
  auth?: Partial<Record<Operation, AuthRequirement>>;
}

/** What a resource's `view` is rendering for. */
export interface ViewContext {
  operation: 'list' | 'get' | 'options';
  request: FastifyRequest;
}
