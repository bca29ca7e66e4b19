// System administration tables beyond sign-in: operation log, notices (issue 6).
import {
  char,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { audit, ts } from './columns';

/** RuoYi sys_oper_log: one row per data-changing request (contract 5.10). */
export const sysOperLog = pgTable(
  'sys_oper_log',
  {
    operId: integer('oper_id').primaryKey().generatedByDefaultAsIdentity(),
    title: varchar('title', { length: 50 }).notNull().default(''),
    businessType: smallint('business_type').notNull().default(0),
    method: varchar('method', { length: 200 }).notNull().default(''),
    requestMethod: varchar('request_method', { length: 10 }).notNull().default(''),
    operatorType: smallint('operator_type').notNull().default(0),
    operName: varchar('oper_name', { length: 50 }).notNull().default(''),
    deptName: varchar('dept_name', { length: 50 }).notNull().default(''),
    operUrl: varchar('oper_url', { length: 255 }).notNull().default(''),
    operIp: varchar('oper_ip', { length: 128 }).notNull().default(''),
    operLocation: varchar('oper_location', { length: 255 }).notNull().default(''),
    operParam: varchar('oper_param', { length: 2000 }).notNull().default(''),
    jsonResult: varchar('json_result', { length: 2000 }).notNull().default(''),
    status: smallint('status').notNull().default(0),
    errorMsg: varchar('error_msg', { length: 2000 }).notNull().default(''),
    operTime: ts('oper_time').defaultNow(),
    costTime: integer('cost_time').notNull().default(0),
  },
  (t) => [
    index('sys_oper_log_bt_idx').on(t.businessType),
    index('sys_oper_log_s_idx').on(t.status),
    index('sys_oper_log_ot_idx').on(t.operTime),
  ],
);

/** RuoYi sys_notice (contract 5.9); `noticeContent` is sanitised HTML. */
export const sysNotice = pgTable('sys_notice', {
  noticeId: integer('notice_id').primaryKey().generatedByDefaultAsIdentity(),
  noticeTitle: varchar('notice_title', { length: 50 }).notNull(),
  noticeType: char('notice_type', { length: 1 }).notNull(),
  noticeContent: text('notice_content'),
  status: char('status', { length: 1 }).notNull().default('0'),
  ...audit,
  remark: varchar('remark', { length: 255 }),
});

/** RuoYi sys_notice_read: who read which notice (unique per user and notice). */
export const sysNoticeRead = pgTable(
  'sys_notice_read',
  {
    readId: integer('read_id').primaryKey().generatedByDefaultAsIdentity(),
    noticeId: integer('notice_id').notNull(),
    userId: integer('user_id').notNull(),
    readTime: ts('read_time').defaultNow(),
  },
  (t) => [uniqueIndex('sys_notice_read_uq').on(t.userId, t.noticeId)],
);
