// Pieces of rows as the RuoYi endpoints answer them, for the pages' tests.

/** The audit fields every RuoYi row carries (BaseEntity): created by admin, never updated. */
export function auditFields(createTime: string | null = '2026-01-01 10:00:00') {
  return { createBy: 'admin', createTime, updateBy: '', updateTime: null, remark: null };
}
