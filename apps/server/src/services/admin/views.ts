import { auditView, formatDateTime } from '../../lib/date-format';
import type { sysConfig, sysDictType, sysLogininfor, sysNotice, sysOperLog } from '../../db/schema';

/** SysDictType on the wire (contract 5.6). */
export const dictTypeView = (row: typeof sysDictType.$inferSelect) => ({
  dictId: row.dictId,
  dictName: row.dictName,
  dictType: row.dictType,
  status: row.status,
  ...auditView(row),
  remark: row.remark,
});

/** SysConfig on the wire (contract 5.8). */
export const configView = (row: typeof sysConfig.$inferSelect) => ({
  configId: row.configId,
  configName: row.configName,
  configKey: row.configKey,
  configValue: row.configValue,
  configType: row.configType,
  ...auditView(row),
  remark: row.remark,
});

/** SysNotice on the wire (contract 5.9). */
export const noticeView = (row: typeof sysNotice.$inferSelect) => ({
  noticeId: row.noticeId,
  noticeTitle: row.noticeTitle,
  noticeType: row.noticeType,
  noticeContent: row.noticeContent,
  status: row.status,
  ...auditView(row),
  remark: row.remark,
});

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
export const YES_NO_LABELS = { Y: '是', N: '否' };
