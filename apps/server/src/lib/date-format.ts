/**
 * The one time-zone rule on the wire. The database keeps instants (timestamptz, UTC); every time
 * the API writes as text is RuoYi's `yyyy-MM-dd HH:mm:ss` wall time in GMT+8, whatever the
 * server machine's zone (RuoYi's Jackson setting), because RuoYi clients parse that exact shape
 * as server-local time. Online users' `loginTime` is epoch milliseconds, as in RuoYi. The console
 * turns both back into instants (console-core `parseServerTime`, `serverUtcOffset` 480) and shows
 * them in the user's zone; date-range filters (`params[beginTime]`) are read as GMT+8 wall time.
 */
const OFFSET_MS = 8 * 60 * 60 * 1000;

export function formatDateTime(value: Date | null | undefined): string | null {
  if (!value) return null;
  const shifted = new Date(value.getTime() + OFFSET_MS).toISOString();
  return `${shifted.slice(0, 10)} ${shifted.slice(11, 19)}`;
}

/** A row with RuoYi BaseEntity's audit columns. */
interface AuditedRow {
  createBy: unknown;
  createTime: Date | null;
  updateBy: unknown;
  updateTime: Date | null;
}

/** RuoYi BaseEntity's audit fields on the wire: who created and changed a row, and when. */
export const auditView = <R extends AuditedRow>(row: R) => ({
  createBy: row.createBy as R['createBy'],
  createTime: formatDateTime(row.createTime),
  updateBy: row.updateBy as R['updateBy'],
  updateTime: formatDateTime(row.updateTime),
});

/**
 * A row on the wire as stored, every column in table order, its audit times formatted: for
 * tables whose columns are all shown (no secrets, no values converted for the wire).
 */
export const auditedRowView = <R extends AuditedRow>(row: R) => ({ ...row, ...auditView(row) });
