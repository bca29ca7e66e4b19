import { auditedRowView, formatDateTime } from '../../lib/date-format';
import type { sysConfig, sysDictType, sysLogininfor, sysNotice, sysOperLog } from '../../db/schema';

/** SysDictType on the wire (contract 5.6). */
export const dictTypeView = (row: typeof sysDictType.$inferSelect) => auditedRowView(row);

/** SysConfig on the wire (contract 5.8). */
export const configView = (row: typeof sysConfig.$inferSelect) => auditedRowView(row);

/** SysNotice on the wire (contract 5.9). */
export const noticeView = (row: typeof sysNotice.$inferSelect) => auditedRowView(row);

/** SysOperLog on the wire (contract 5.10). */
export const operLogView = (row: typeof sysOperLog.$inferSelect) => ({
  ...row,
  operTime: formatDateTime(row.operTime),
});

/** SysLogininfor on the wire (contract 5.11). */
export const logininforView = (row: typeof sysLogininfor.$inferSelect) => ({
  ...row,
  loginTime: formatDateTime(row.loginTime),
});

/** RuoYi status labels used by exports. */
export const STATUS_LABELS = { '0': '正常', '1': '停用' };
