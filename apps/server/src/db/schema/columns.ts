import { char, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Timestamp with time zone, read as a Date. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** RuoYi's BaseEntity audit columns. */
export const audit = {
  createBy: varchar('create_by', { length: 64 }).notNull().default(''),
  createTime: ts('create_time').defaultNow(),
  updateBy: varchar('update_by', { length: 64 }).notNull().default(''),
  updateTime: ts('update_time'),
};

/** RuoYi's soft-delete flag: '0' a live row, '2' a removed one. */
export const softDelete = {
  delFlag: char('del_flag', { length: 1 }).notNull().default('0'),
};
