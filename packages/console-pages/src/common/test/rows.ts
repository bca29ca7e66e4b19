/**
 * The audit columns the server adds to a row: created by admin at `createTime`, never updated.
 * Spread into row fixtures (`{ postId: 2, ...audit() }`).
 */
export function audit(createTime: string | null = '2026-01-01 10:00:00') {
  return { createBy: 'admin', createTime, updateBy: '', updateTime: null };
}

/** The audit columns of a RuoYi `BaseEntity` row, with its empty `remark`. */
export function baseEntity(createTime?: string | null) {
  return { ...audit(createTime), remark: null };
}
