import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { num, rowsOf } from '../sql-rows';

/** A table of the current schema as the generator lists it. */
export interface DbTable {
  tableName: string;
  tableComment: string;
}

/** One physical column read from information_schema. */
export interface DbColumn {
  columnName: string;
  columnComment: string;
  dataType: string;
  maxLength: number | null;
  nullable: boolean;
  isPk: boolean;
  isIncrement: boolean;
  position: number;
}

// Tables the generator never offers: its own, and migration bookkeeping.
const HIDDEN = sql`t.table_name not like 'gen\\_%' and t.table_name not like '\\_\\_%'`;

/** Base tables of the current schema not imported yet, filtered by name/comment (ILIKE, escaped). */
export async function listDbTables(
  db: Db,
  filters: { tableName?: string | undefined; tableComment?: string | undefined },
  page: { limit: number; offset: number },
): Promise<{ rows: DbTable[]; total: number }> {
  const like = (text: string | undefined) =>
    text === undefined ? undefined : `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const name = like(filters.tableName);
  const comment = like(filters.tableComment);
  const where = sql`t.table_schema = current_schema() and t.table_type = 'BASE TABLE' and ${HIDDEN}
    and t.table_name not in (select table_name from gen_table)
    ${name === undefined ? sql`` : sql`and t.table_name ilike ${name}`}
    ${comment === undefined ? sql`` : sql`and coalesce(obj_description(to_regclass(quote_ident(t.table_name)), 'pg_class'), '') ilike ${comment}`}`;
  const rows = await rowsOf<{ name: string; comment: string | null }>(
    db,
    sql`select t.table_name as name,
          obj_description(to_regclass(quote_ident(t.table_name)), 'pg_class') as comment
        from information_schema.tables t where ${where}
        order by t.table_name limit ${page.limit} offset ${page.offset}`,
  );
  const [total] = await rowsOf<{ n: unknown }>(
    db,
    sql`select count(*) as n from information_schema.tables t where ${where}`,
  );
  return {
    rows: rows.map((r) => ({ tableName: r.name, tableComment: r.comment ?? '' })),
    total: num(total?.n),
  };
}

/** The given names that are base tables of the current schema (compared as bound values). */
export async function existingTables(db: Db, names: readonly string[]): Promise<DbTable[]> {
  if (names.length === 0) return [];
  const rows = await rowsOf<{ name: string; comment: string | null }>(
    db,
    sql`select t.table_name as name,
          obj_description(to_regclass(quote_ident(t.table_name)), 'pg_class') as comment
        from information_schema.tables t
        where t.table_schema = current_schema() and t.table_type = 'BASE TABLE' and ${HIDDEN}
          and t.table_name in (${sql.join(
            names.map((n) => sql`${n}`),
            sql`, `,
          )})`,
  );
  return rows.map((r) => ({ tableName: r.name, tableComment: r.comment ?? '' }));
}

/** Columns of a table of the current schema, in order, with primary key and identity facts. */
export async function readColumns(db: Db, tableName: string): Promise<DbColumn[]> {
  const rows = await rowsOf<{
    name: string;
    type: string;
    max: unknown;
    nullable: string;
    identity: string;
    def: string | null;
    pos: unknown;
    pk: boolean;
    comment: string | null;
  }>(
    db,
    sql`select c.column_name as name, c.data_type as type, c.character_maximum_length as max,
          c.is_nullable as nullable, c.is_identity as identity, c.column_default as def,
          c.ordinal_position as pos,
          exists (
            select 1 from information_schema.table_constraints tc
            join information_schema.key_column_usage k
              on k.constraint_name = tc.constraint_name and k.table_schema = tc.table_schema
                and k.table_name = tc.table_name
            where tc.constraint_type = 'PRIMARY KEY' and tc.table_schema = c.table_schema
              and tc.table_name = c.table_name and k.column_name = c.column_name
          ) as pk,
          col_description(to_regclass(quote_ident(c.table_name)), c.ordinal_position::int) as comment
        from information_schema.columns c
        where c.table_schema = current_schema() and c.table_name = ${tableName}
        order by c.ordinal_position`,
  );
  return rows.map((r) => ({
    columnName: r.name,
    columnComment: r.comment ?? '',
    dataType: r.type,
    maxLength: r.max === null || r.max === undefined ? null : num(r.max),
    nullable: r.nullable === 'YES',
    isPk: r.pk === true || String(r.pk) === 'true',
    isIncrement: r.identity === 'YES' || (r.def ?? '').startsWith('nextval('),
    position: num(r.pos),
  }));
}
