import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { wcmDomain, wcmDomainRecord, wcmDomainSetting } from '../../db/schema';
import { tr } from '../../i18n/messages';
import { refuse } from '../../lib/business-error';
import { formatDateTime } from '../../lib/date-format';
import { defineRoutes } from '../../resources';
import { checkCertificate, type UploadedFile } from '../../services/domains/certificate';
import type { DomainConfig } from '../../services/domains/config';
import { checkARecord } from '../../services/domains/dns';
import { encryptPrivateKey } from '../../services/domains/key-crypto';
import { success } from '../products/reply';
import { loadDomainAt, reviewReason, verifiedDraft } from './review';
import { domainView, type RecordContent } from './views';
import { operatorName } from '../../services/org/context';

export const DOMAIN_LOG_TITLE = '自定义域名';

/** Where this file's routes stand (contract path, permission prefix, log title). */
const area = defineRoutes({
  path: '/domain/custom',
  permission: 'domain:custom',
  title: DOMAIN_LOG_TITLE,
});

/** Two base64 files of 5 MB plus the JSON around them. */
export const CERTIFICATE_BODY_LIMIT = 15 * 1024 * 1024;

const DOMAIN_PATTERN =
  /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/** The domain in lower case, or the spec's 'Domain name format error'. */
export function normaliseDomain(raw: string): string {
  const domain = raw.trim().toLowerCase().replace(/\.$/, '');
  if (!DOMAIN_PATTERN.test(domain)) refuse('domain.name.format');
  return domain;
}

export interface DomainRouteOptions {
  config: DomainConfig;
  now: () => number;
}

/** The certificate columns of a domain without one. */
const NO_CERTIFICATE = {
  certificatePem: null,
  privateKeyEnc: null,
  certFileName: '',
  keyFileName: '',
  certSubject: '',
  certIssuer: '',
  certNames: '',
  certFingerprint: '',
  effectiveTime: null,
  expiryTime: null,
} as const;

export const recordContent = (content: RecordContent) => JSON.stringify(content);

async function brandName(db: Db): Promise<string> {
  const [setting] = await db.select().from(wcmDomainSetting).limit(1);
  return setting?.brandName ?? '';
}

/** Stores a checked certificate and the encrypted key on a domain row. */
export function certificateColumns(
  app: FastifyInstance,
  domainId: number,
  files: { certificate: UploadedFile; privateKey: UploadedFile },
  domainName: string,
  now: Date,
) {
  const info = checkCertificate(files.certificate, files.privateKey, domainName, now);
  return {
    info,
    columns: {
      certificatePem: info.certificatePem,
      privateKeyEnc: encryptPrivateKey(
        app.secrets.key('domain-keys'),
        info.privateKeyPem,
        domainId,
      ),
      certFileName: files.certificate.name.slice(0, 255),
      keyFileName: files.privateKey.name.slice(0, 255),
      certSubject: info.subject.slice(0, 500),
      certIssuer: info.issuer.slice(0, 500),
      certNames: info.names.join(',').slice(0, 2000),
      certFingerprint: info.fingerprint,
      effectiveTime: info.effectiveTime,
      expiryTime: info.expiryTime,
      expiryWarned: 0,
    },
  };
}

/** The custom-domain wizard: verify (A record), certificate, submit; and the review. */
export async function customDomainRoutes(app: FastifyInstance, options: DomainRouteOptions) {
  const { config } = options;
  const now = () => new Date(options.now());
  const routes = area.on(app);
  const view = (row: typeof wcmDomain.$inferSelect) => domainView(row, config);
  /** Changes domain `domainId` as the requesting staff member; returns the changed row. */
  const changeDomain = async (
    db: Db,
    request: FastifyRequest,
    domainId: number,
    columns: Partial<typeof wcmDomain.$inferInsert>,
  ) => {
    const [changed] = await db
      .update(wcmDomain)
      .set({ ...columns, updateBy: operatorName(request), updateTime: now() })
      .where(eq(wcmDomain.domainId, domainId))
      .returning();
    return changed;
  };
  /** Changes domain `row` as the requesting staff member; answers the changed row's view. */
  const changedView = async (
    request: FastifyRequest,
    row: typeof wcmDomain.$inferSelect,
    columns: Partial<typeof wcmDomain.$inferInsert>,
  ) => success(request, view((await changeDomain(app.db, request, row.domainId, columns)) ?? row));

  app.get(
    '/domain/custom/current',
    { config: { auth: { permission: 'domain:custom:list' } } },
    async (request) => {
      const [row] = await app.db
        .select()
        .from(wcmDomain)
        .where(and(eq(wcmDomain.delFlag, '0'), ne(wcmDomain.auditStatus, '2')))
        .orderBy(desc(wcmDomain.domainId))
        .limit(1);
      return success(request, {
        serverIp: config.serverIp,
        recordType: 'A',
        ttl: 600,
        application: row ? view(row) : null,
      });
    },
  );

  routes.post<{ Body: { domainName: string } }>(
    '/verify',
    { auth: 'add', log: 'UPDATE' },
    async (request) => {
      const domainName = normaliseDomain(request.body.domainName);
      const db = app.db;
      const [taken] = await db
        .select({ domainId: wcmDomain.domainId })
        .from(wcmDomain)
        .where(
          and(
            eq(wcmDomain.delFlag, '0'),
            eq(wcmDomain.domainName, domainName),
            inArray(wcmDomain.auditStatus, ['1', '2']),
          ),
        )
        .limit(1);
      if (taken) refuse('domain.exists', domainName);
      const [pending] = await db
        .select({ domainId: wcmDomain.domainId })
        .from(wcmDomain)
        .where(and(eq(wcmDomain.delFlag, '0'), eq(wcmDomain.auditStatus, '1')))
        .limit(1);
      if (pending) refuse('domain.underReview');
      const [draft] = await db
        .select()
        .from(wcmDomain)
        .where(and(eq(wcmDomain.delFlag, '0'), eq(wcmDomain.auditStatus, '0')))
        .orderBy(desc(wcmDomain.domainId))
        .limit(1);
      const check = await checkARecord(domainName, config);
      const checked = {
        domainName,
        serverIp: config.serverIp,
        dnsStatus: check.resolved ? '2' : '3',
        dnsCheckTime: now(),
        dnsAddresses: check.addresses.join(',').slice(0, 500),
        brandName: await brandName(db),
      };
      const renamed = draft && draft.domainName !== domainName;
      const row = draft
        ? await changeDomain(db, request, draft.domainId, {
            ...checked,
            // A certificate attached to another name no longer applies.
            ...(renamed ? NO_CERTIFICATE : {}),
          })
        : (
            await db
              .insert(wcmDomain)
              .values({ ...checked, auditStatus: '0', createBy: operatorName(request) })
              .returning()
          )[0];
      if (!row) return refuse('error');
      const data = check.resolved
        ? view(row)
        : { ...view(row), message: tr(request, 'domain.dns.mismatch') };
      return {
        code: 200,
        msg: tr(request, check.resolved ? 'domain.dns.resolved' : 'domain.dns.mismatch'),
        data,
      };
    },
  );

  routes.post<{ Body: { domainId: number; certificate: UploadedFile; privateKey: UploadedFile } }>(
    '/certificate',
    { auth: 'add', log: 'UPDATE', bodyLimit: CERTIFICATE_BODY_LIMIT },
    async (request) => {
      const row = await verifiedDraft(app.db, request.body.domainId);
      const { columns } = certificateColumns(
        app,
        row.domainId,
        request.body,
        row.domainName,
        now(),
      );
      return changedView(request, row, columns);
    },
  );

  routes.delete<{ Params: { domainId: number } }>(
    '/certificate/{domainId}',
    { auth: 'add', log: 'UPDATE' },
    async (request) => {
      const row = await loadDomainAt(app.db, request.params.domainId, 'draft');
      return changedView(request, row, NO_CERTIFICATE);
    },
  );

  routes.post<{ Body: { domainId: number } }>(
    '/submit',
    { auth: 'add', log: 'INSERT' },
    async (request) => {
      const row = await verifiedDraft(app.db, request.body.domainId);
      // The record may have changed since the check: ask again before the review starts.
      const check = await checkARecord(row.domainName, config);
      if (!check.resolved) {
        await app.db
          .update(wcmDomain)
          .set({
            dnsStatus: '3',
            dnsCheckTime: now(),
            dnsAddresses: check.addresses.join(',').slice(0, 500),
          })
          .where(eq(wcmDomain.domainId, row.domainId));
        refuse('domain.dns.mismatch');
      }
      const updated = await app.db.transaction(async (tx) => {
        const [live] = await tx
          .select({ domainName: wcmDomain.domainName })
          .from(wcmDomain)
          .where(and(eq(wcmDomain.delFlag, '0'), eq(wcmDomain.auditStatus, '2')))
          .orderBy(desc(wcmDomain.auditTime))
          .limit(1);
        const saved = await changeDomain(tx, request, row.domainId, {
          auditStatus: '1',
          auditReason: '',
          submitTime: now(),
          dnsCheckTime: now(),
        });
        const content: RecordContent = live
          ? { key: 'domain.record.change', args: [row.domainName, live.domainName] }
          : { key: 'domain.record.first', args: [row.domainName] };
        if (row.expiryTime) content.certExpiry = formatDateTime(row.expiryTime) ?? '';
        await tx.insert(wcmDomainRecord).values({
          domainId: row.domainId,
          domainName: row.domainName,
          changeType: live ? '1' : '0',
          content: recordContent(content),
          result: '0',
          changeTime: now(),
          createBy: operatorName(request),
        });
        return saved;
      });
      return { code: 200, msg: tr(request, 'domain.config.success'), data: view(updated ?? row) };
    },
  );

  routes.put<{
    Body: { domainId: number; action: 'approve' | 'reject' | 'fail'; reason?: string };
  }>('/audit', { auth: 'audit', log: 'UPDATE' }, async (request) => {
    const { domainId, action } = request.body;
    const reason = reviewReason(action, request.body.reason);
    const row = await loadDomainAt(app.db, domainId, 'underReview');
    const status = { approve: '2', reject: '3', fail: '4' }[action];
    const updated = await app.db.transaction(async (tx) => {
      const saved = await changeDomain(tx, request, domainId, {
        auditStatus: status,
        auditReason: reason,
        auditBy: operatorName(request),
        auditTime: now(),
        usageStatus: '0',
      });
      await tx
        .update(wcmDomainRecord)
        .set({
          result: action === 'approve' ? '1' : '2',
          reason,
          updateBy: operatorName(request),
          updateTime: now(),
        })
        .where(and(eq(wcmDomainRecord.domainId, domainId), eq(wcmDomainRecord.result, '0')));
      return saved;
    });
    return success(request, view(updated ?? row));
  });
}
