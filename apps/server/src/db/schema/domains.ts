// Domains and deployment (issue 17): the brand's platform sub-domain, custom-domain applications
// with DNS verification and SSL material, their change records and deployment applications.
import { sql } from 'drizzle-orm';
import { char, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { audit, softDelete, ts } from './columns';

/** One row: the brand's platform sub-domain (`<subdomain>.<platform host>`) and brand name. */
export const wcmDomainSetting = pgTable('wcm_domain_setting', {
  settingId: integer('setting_id').primaryKey().generatedByDefaultAsIdentity(),
  subdomain: varchar('subdomain', { length: 63 }).notNull(),
  brandName: varchar('brand_name', { length: 100 }).notNull().default(''),
  ...audit,
});

/**
 * A custom domain: the wizard's application (draft until submitted), then the reviewed domain.
 * dns_status: 0 unresolved, 1 verifying, 2 resolved, 3 failed. audit_status: 0 draft (not
 * submitted), 1 under review, 2 approved (service live), 3 rejected, 4 configuration failed.
 * usage_status: 0 enabled, 1 disabled. The private key is stored only encrypted (AES-256-GCM).
 */
export const wcmDomain = pgTable(
  'wcm_domain',
  {
    domainId: integer('domain_id').primaryKey().generatedByDefaultAsIdentity(),
    domainName: varchar('domain_name', { length: 253 }).notNull(),
    serverIp: varchar('server_ip', { length: 45 }).notNull().default(''),
    dnsStatus: char('dns_status', { length: 1 }).notNull().default('0'),
    dnsCheckTime: ts('dns_check_time'),
    /** Addresses the A record pointed to at the last check, comma-separated. */
    dnsAddresses: varchar('dns_addresses', { length: 500 }).notNull().default(''),
    certificatePem: text('certificate_pem'),
    privateKeyEnc: text('private_key_enc'),
    certFileName: varchar('cert_file_name', { length: 255 }).notNull().default(''),
    keyFileName: varchar('key_file_name', { length: 255 }).notNull().default(''),
    certSubject: varchar('cert_subject', { length: 500 }).notNull().default(''),
    certIssuer: varchar('cert_issuer', { length: 500 }).notNull().default(''),
    certNames: varchar('cert_names', { length: 2000 }).notNull().default(''),
    certFingerprint: varchar('cert_fingerprint', { length: 128 }).notNull().default(''),
    effectiveTime: ts('effective_time'),
    expiryTime: ts('expiry_time'),
    /** Days-ahead level of the last expiry warning sent (30, 7), 0 = none. */
    expiryWarned: integer('expiry_warned').notNull().default(0),
    auditStatus: char('audit_status', { length: 1 }).notNull().default('0'),
    auditReason: varchar('audit_reason', { length: 500 }).notNull().default(''),
    auditBy: varchar('audit_by', { length: 64 }).notNull().default(''),
    auditTime: ts('audit_time'),
    submitTime: ts('submit_time'),
    usageStatus: char('usage_status', { length: 1 }).notNull().default('0'),
    brandName: varchar('brand_name', { length: 100 }).notNull().default(''),
    ...softDelete,
    /**
     * '0' for the rows domain management lists (submitted, not deleted), '2' for wizard drafts
     * and deleted rows: the resource layer reads it as its soft-delete flag.
     */
    listFlag: char('list_flag', { length: 1 })
      .notNull()
      .generatedAlwaysAs(
        sql`CASE WHEN del_flag = '0' AND audit_status <> '0' THEN '0' ELSE '2' END`,
      ),
    ...audit,
  },
  (t) => [index('wcm_domain_name_idx').on(t.domainName)],
);

/** change_type: 0 first submission, 1 change. result: 0 pending, 1 approved, 2 refused. */
export const wcmDomainRecord = pgTable(
  'wcm_domain_record',
  {
    recordId: integer('record_id').primaryKey().generatedByDefaultAsIdentity(),
    domainId: integer('domain_id').notNull(),
    domainName: varchar('domain_name', { length: 253 }).notNull(),
    changeType: char('change_type', { length: 1 }).notNull(),
    content: varchar('content', { length: 1000 }).notNull().default(''),
    result: char('result', { length: 1 }).notNull().default('0'),
    reason: varchar('reason', { length: 500 }).notNull().default(''),
    changeTime: ts('change_time').defaultNow(),
    ...audit,
  },
  (t) => [index('wcm_domain_record_domain_idx').on(t.domainId)],
);

/**
 * Deployment application per plan (basic, standard, advanced). status: 1 submitted awaiting
 * audit, 2 approved/deployed, 3 rejected (no row = not deployed).
 */
export const wcmDeployApply = pgTable(
  'wcm_deploy_apply',
  {
    applyId: integer('apply_id').primaryKey().generatedByDefaultAsIdentity(),
    plan: varchar('plan', { length: 16 }).notNull(),
    contactName: varchar('contact_name', { length: 50 }).notNull(),
    contactPhone: varchar('contact_phone', { length: 30 }).notNull().default(''),
    contactEmail: varchar('contact_email', { length: 100 }).notNull().default(''),
    domainName: varchar('domain_name', { length: 253 }).notNull().default(''),
    filingNumber: varchar('filing_number', { length: 64 }).notNull().default(''),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    status: char('status', { length: 1 }).notNull().default('1'),
    rejectReason: varchar('reject_reason', { length: 500 }).notNull().default(''),
    auditBy: varchar('audit_by', { length: 64 }).notNull().default(''),
    auditTime: ts('audit_time'),
    ...audit,
  },
  (t) => [index('wcm_deploy_apply_plan_idx').on(t.plan)],
);
