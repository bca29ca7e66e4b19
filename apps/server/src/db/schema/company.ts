// Company area (issue 15): brand/company profile, shareholding, employees, service providers
// and customer-service contacts.
import {
  char,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { audit, softDelete, ts } from './columns';

/** A document of the company profile (certificate, brochure...): a name and an uploaded file. */
export interface CompanyDocument {
  name: string;
  url: string;
}

/**
 * The brand's company profile: one row (id 1), every field of spec §3 "Brand / factory
 * profile". Dates are calendar days (no time zone); money amounts are decimals as strings.
 */
export const wcmCompanyInfo = pgTable('wcm_company_info', {
  infoId: integer('info_id').primaryKey(),
  fullName: varchar('full_name', { length: 200 }).notNull().default(''),
  shortName: varchar('short_name', { length: 100 }).notNull().default(''),
  englishName: varchar('english_name', { length: 200 }).notNull().default(''),
  /** Dictionary wcm_company_nature: 1 for-profit, 2 non-profit. */
  nature: char('nature', { length: 1 }).notNull().default('1'),
  employeeCount: integer('employee_count'),
  /** Unified social credit code (GB 32100-2015), 18 characters, check digit verified. */
  creditCode: varchar('credit_code', { length: 18 }).notNull().default(''),
  /** Registered capital in ten-thousands of yuan (万元). */
  registeredCapital: numeric('registered_capital', { precision: 16, scale: 2 }),
  establishDate: date('establish_date', { mode: 'string' }),
  /** Sanitised HTML. */
  about: text('about').notNull().default(''),
  businessLicense: varchar('business_license', { length: 500 }).notNull().default(''),
  postalCode: varchar('postal_code', { length: 12 }).notNull().default(''),
  addressZh: varchar('address_zh', { length: 300 }).notNull().default(''),
  addressEn: varchar('address_en', { length: 300 }).notNull().default(''),
  contactInfo: varchar('contact_info', { length: 200 }).notNull().default(''),
  mainBusiness: varchar('main_business', { length: 500 }).notNull().default(''),
  legalName: varchar('legal_name', { length: 50 }).notNull().default(''),
  legalEmail: varchar('legal_email', { length: 100 }).notNull().default(''),
  legalPhone: varchar('legal_phone', { length: 30 }).notNull().default(''),
  legalPosition: varchar('legal_position', { length: 50 }).notNull().default(''),
  authName: varchar('auth_name', { length: 50 }).notNull().default(''),
  authEmail: varchar('auth_email', { length: 100 }).notNull().default(''),
  authPhone: varchar('auth_phone', { length: 30 }).notNull().default(''),
  documents: jsonb('documents').$type<CompanyDocument[]>().notNull().default([]),
  /** Dictionary wcm_sales_region values. */
  salesRegions: jsonb('sales_regions').$type<string[]>().notNull().default([]),
  maxAnnualExportUsd: numeric('max_annual_export_usd', { precision: 16, scale: 2 }),
  /** Dictionary wcm_business_category value. */
  businessCategory: varchar('business_category', { length: 20 }).notNull().default(''),
  workplace: varchar('workplace', { length: 200 }).notNull().default(''),
  registrationDate: date('registration_date', { mode: 'string' }),
  /** Floor area of the premises, m². */
  area: numeric('area', { precision: 12, scale: 2 }),
  ...audit,
});

/** Shareholders and their percentages; the total never exceeds 100. */
export const wcmEquity = pgTable(
  'wcm_equity',
  {
    equityId: integer('equity_id').primaryKey().generatedByDefaultAsIdentity(),
    shareholderName: varchar('shareholder_name', { length: 100 }).notNull(),
    /** Dictionary wcm_shareholder_type: 1 natural person, 2 company, 3 partnership/fund. */
    shareholderType: char('shareholder_type', { length: 1 }).notNull().default('1'),
    percentage: numeric('percentage', { precision: 5, scale: 2 }).notNull(),
    /** Subscribed capital contribution, 万元. */
    contribution: numeric('contribution', { precision: 16, scale: 2 }),
    sort: integer('sort').notNull().default(0),
    ...audit,
    remark: varchar('remark', { length: 500 }),
  },
  (t) => [uniqueIndex('wcm_equity_name_uq').on(t.shareholderName)],
);

/**
 * Employees invited to the console. An invitation (by phone or email) waits for agreement; the
 * accepted one becomes a console user (`userId`) with the roles chosen at invitation time.
 */
export const wcmEmployee = pgTable(
  'wcm_employee',
  {
    employeeId: integer('employee_id').primaryKey().generatedByDefaultAsIdentity(),
    fullName: varchar('full_name', { length: 30 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull().default(''),
    email: varchar('email', { length: 50 }).notNull().default(''),
    position: varchar('position', { length: 50 }).notNull().default(''),
    /** Dictionary wcm_join_status: 0 pending agreement, 1 joined, 2 refused. */
    joinStatus: char('join_status', { length: 1 }).notNull().default('0'),
    /** Dictionary wcm_account_status: 0 normal, 1 locked. */
    status: char('status', { length: 1 }).notNull().default('0'),
    roleIds: jsonb('role_ids').$type<number[]>().notNull().default([]),
    deptId: integer('dept_id'),
    /** SHA-256 of the invitation token (the token itself is only ever in the link). */
    inviteHash: varchar('invite_hash', { length: 64 }),
    inviteExpires: ts('invite_expires'),
    inviteTime: ts('invite_time'),
    joinTime: ts('join_time'),
    userId: integer('user_id'),
    /** The console account name chosen on acceptance. */
    userName: varchar('user_name', { length: 30 }),
    ...softDelete,
    ...audit,
    remark: varchar('remark', { length: 500 }),
  },
  (t) => [
    uniqueIndex('wcm_employee_invite_uq').on(t.inviteHash),
    index('wcm_employee_user_idx').on(t.userId),
  ],
);

/** Service providers the brand works with (logistics, customs, certification...). */
export const wcmProvider = pgTable('wcm_provider', {
  providerId: integer('provider_id').primaryKey().generatedByDefaultAsIdentity(),
  name: varchar('name', { length: 100 }).notNull(),
  /** Dictionary wcm_provider_type. */
  type: varchar('type', { length: 20 }).notNull(),
  contactName: varchar('contact_name', { length: 50 }).notNull().default(''),
  contactPhone: varchar('contact_phone', { length: 30 }).notNull().default(''),
  email: varchar('email', { length: 100 }).notNull().default(''),
  region: varchar('region', { length: 100 }).notNull().default(''),
  /** Dictionary wcm_provider_status: 0 cooperating, 1 suspended. */
  status: char('status', { length: 1 }).notNull().default('0'),
  ...softDelete,
  ...audit,
  remark: varchar('remark', { length: 500 }),
});

/**
 * Customer-service contacts: phone in E.164 (validated for `country`), working days (ISO
 * weekday numbers 1 = Monday … 7 = Sunday, comma-separated) and hours in `timeZone`.
 */
export const wcmServiceContact = pgTable('wcm_service_contact', {
  contactId: integer('contact_id').primaryKey().generatedByDefaultAsIdentity(),
  fullName: varchar('full_name', { length: 50 }).notNull(),
  /** ISO 3166-1 alpha-2. */
  country: char('country', { length: 2 }).notNull(),
  phone: varchar('phone', { length: 20 }).notNull(),
  email: varchar('email', { length: 100 }).notNull().default(''),
  workDays: varchar('work_days', { length: 13 }).notNull(),
  /** HH:mm wall time in `timeZone`. */
  startTime: char('start_time', { length: 5 }).notNull(),
  endTime: char('end_time', { length: 5 }).notNull(),
  timeZone: varchar('time_zone', { length: 64 }).notNull(),
  /** 0 shown, 1 hidden. */
  status: char('status', { length: 1 }).notNull().default('0'),
  sort: integer('sort').notNull().default(0),
  ...softDelete,
  ...audit,
  remark: varchar('remark', { length: 500 }),
});
