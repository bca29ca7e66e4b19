// Scheduled jobs, job log and code-generator tables (issue 8).
import { char, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { audit, ts } from './columns';

/**
 * RuoYi sys_job (contract 5.12). `invokeTarget` names a handler of the server's fixed registry;
 * `nextFireTime` is the due time the scheduler claims atomically (null while paused);
 * `runningSince` marks a run in progress for jobs that forbid concurrent runs.
 */
export const sysJob = pgTable(
  'sys_job',
  {
    jobId: integer('job_id').primaryKey().generatedByDefaultAsIdentity(),
    jobName: varchar('job_name', { length: 64 }).notNull().default(''),
    jobGroup: varchar('job_group', { length: 64 }).notNull().default('DEFAULT'),
    invokeTarget: varchar('invoke_target', { length: 500 }).notNull(),
    cronExpression: varchar('cron_expression', { length: 255 }).notNull().default(''),
    misfirePolicy: varchar('misfire_policy', { length: 20 }).notNull().default('3'),
    concurrent: char('concurrent', { length: 1 }).notNull().default('1'),
    status: char('status', { length: 1 }).notNull().default('0'),
    nextFireTime: ts('next_fire_time'),
    runningSince: ts('running_since'),
    ...audit,
    remark: varchar('remark', { length: 500 }).notNull().default(''),
  },
  (t) => [index('sys_job_due_idx').on(t.status, t.nextFireTime)],
);

/** RuoYi sys_job_log: one row per run (contract 5.12). */
export const sysJobLog = pgTable(
  'sys_job_log',
  {
    jobLogId: integer('job_log_id').primaryKey().generatedByDefaultAsIdentity(),
    jobId: integer('job_id'),
    jobName: varchar('job_name', { length: 64 }).notNull(),
    jobGroup: varchar('job_group', { length: 64 }).notNull(),
    invokeTarget: varchar('invoke_target', { length: 500 }).notNull(),
    jobMessage: varchar('job_message', { length: 500 }).notNull().default(''),
    status: char('status', { length: 1 }).notNull().default('0'),
    exceptionInfo: varchar('exception_info', { length: 2000 }).notNull().default(''),
    startTime: ts('start_time'),
    endTime: ts('end_time'),
    createTime: ts('create_time').defaultNow(),
  },
  (t) => [index('sys_job_log_ct_idx').on(t.createTime), index('sys_job_log_job_idx').on(t.jobId)],
);

/** RuoYi gen_table: a table imported into the code generator (contract 5.14). */
export const genTable = pgTable('gen_table', {
  tableId: integer('table_id').primaryKey().generatedByDefaultAsIdentity(),
  tableName: varchar('table_name', { length: 200 }).notNull(),
  tableComment: varchar('table_comment', { length: 500 }).notNull().default(''),
  subTableName: varchar('sub_table_name', { length: 64 }),
  subTableFkName: varchar('sub_table_fk_name', { length: 64 }),
  className: varchar('class_name', { length: 100 }).notNull().default(''),
  tplCategory: varchar('tpl_category', { length: 200 }).notNull().default('crud'),
  tplWebType: varchar('tpl_web_type', { length: 30 }).notNull().default('react'),
  packageName: varchar('package_name', { length: 100 }).notNull().default(''),
  moduleName: varchar('module_name', { length: 30 }).notNull().default(''),
  businessName: varchar('business_name', { length: 30 }).notNull().default(''),
  functionName: varchar('function_name', { length: 50 }).notNull().default(''),
  functionAuthor: varchar('function_author', { length: 50 }).notNull().default(''),
  formColNum: integer('form_col_num').notNull().default(1),
  genType: char('gen_type', { length: 1 }).notNull().default('0'),
  genPath: varchar('gen_path', { length: 200 }).notNull().default('/'),
  options: varchar('options', { length: 1000 }),
  ...audit,
  remark: varchar('remark', { length: 500 }),
});

/** RuoYi gen_table_column: one column of an imported table (contract 5.15). */
export const genTableColumn = pgTable(
  'gen_table_column',
  {
    columnId: integer('column_id').primaryKey().generatedByDefaultAsIdentity(),
    tableId: integer('table_id').notNull(),
    columnName: varchar('column_name', { length: 200 }).notNull(),
    columnComment: varchar('column_comment', { length: 500 }).notNull().default(''),
    columnType: varchar('column_type', { length: 100 }).notNull().default(''),
    javaType: varchar('java_type', { length: 500 }).notNull().default('String'),
    javaField: varchar('java_field', { length: 200 }).notNull().default(''),
    isPk: char('is_pk', { length: 1 }).notNull().default('0'),
    isIncrement: char('is_increment', { length: 1 }).notNull().default('0'),
    isRequired: char('is_required', { length: 1 }).notNull().default('0'),
    isInsert: char('is_insert', { length: 1 }).notNull().default('0'),
    isEdit: char('is_edit', { length: 1 }).notNull().default('0'),
    isList: char('is_list', { length: 1 }).notNull().default('0'),
    isQuery: char('is_query', { length: 1 }).notNull().default('0'),
    queryType: varchar('query_type', { length: 200 }).notNull().default('EQ'),
    htmlType: varchar('html_type', { length: 200 }).notNull().default('input'),
    dictType: varchar('dict_type', { length: 200 }).notNull().default(''),
    sort: integer('sort').notNull().default(0),
    ...audit,
  },
  (t) => [index('gen_table_column_table_idx').on(t.tableId)],
);
