import { and, desc, gt, gte, lt, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { wcmCertificate } from '../../db/schema';
import { refuse } from '../../lib/business-error';
import { auditView } from '../../lib/date-format';
import { contains, custom, defineResource } from '../../resources';
import {
  addDays,
  assertCertificateFile,
  assertProducts,
  certificateState,
  EXPIRING_DAYS,
  todayWallDate,
} from '../../services/knowledge/rules';
import type { RequestBody } from '../../plugins/contract';

/** The list filter of a certificate state, on the expiry date (today in GMT+8). */
function stateCondition(state: string | number) {
  const today = todayWallDate();
  const soon = addDays(today, EXPIRING_DAYS);
  if (state === 'expired') return lt(wcmCertificate.expiryDate, today);
  if (state === 'expiring')
    return and(gte(wcmCertificate.expiryDate, today), lte(wcmCertificate.expiryDate, soon));
  if (state === 'valid') return gt(wcmCertificate.expiryDate, soon);
  return undefined;
}

/** Certificates (konwledge/certificate): file, validity dates, linked products. */
export const certificateResource = defineResource({
  path: '/konwledge/certificate',
  permission: 'konwledge:certificate',
  title: '资质证书',
  table: wcmCertificate,
  id: wcmCertificate.certificateId,
  view: (row) => ({
    certificateId: row.certificateId,
    name: row.name,
    certNo: row.certNo,
    issuer: row.issuer,
    fileUrl: row.fileUrl,
    fileName: row.fileName,
    effectiveDate: row.effectiveDate,
    expiryDate: row.expiryDate,
    productIds: row.productIds,
    state: certificateState(row.expiryDate),
    remark: row.remark,
    ...auditView(row),
  }),
  pick: (body: RequestBody<'KnowledgeCertificateBody'>) => {
    if (body.expiryDate < body.effectiveDate) refuse('knowledge.cert.expiryBeforeEffective');
    return {
      name: body.name.trim(),
      certNo: body.certNo.trim(),
      issuer: body.issuer.trim(),
      fileUrl: body.fileUrl.trim(),
      fileName: body.fileName?.trim() ?? '',
      effectiveDate: body.effectiveDate,
      expiryDate: body.expiryDate,
      productIds: [...new Set(body.productIds ?? [])],
      remark: body.remark ?? '',
    };
  },
  filters: {
    name: contains(wcmCertificate.name),
    certNo: contains(wcmCertificate.certNo),
    issuer: contains(wcmCertificate.issuer),
    state: custom(stateCondition),
  },
  orderBy: desc(wcmCertificate.expiryDate),
  unique: [
    {
      column: wcmCertificate.certNo,
      add: 'knowledge.cert.exists.add',
      edit: 'knowledge.cert.exists.edit',
      label: (values) => values.name ?? '',
    },
  ],
  notFound: 'knowledge.cert.notFound',
  softDelete: wcmCertificate.delFlag,
  hooks: {
    beforeSave: async (values, { db, existing }) => {
      await assertCertificateFile(db, values.fileUrl ?? '');
      await assertProducts(db, values.productIds ?? []);
      // A changed expiry date gets its reminders again.
      if (existing && existing.expiryDate !== values.expiryDate) return { reminded: [] };
    },
  },
  export: {
    columns: [
      { header: '证书编号', key: 'certificateId' },
      { header: '证书名称', key: 'name', width: 30 },
      { header: '证书号', key: 'certNo', width: 24 },
      { header: '颁发机构', key: 'issuer', width: 30 },
      { header: '生效日期', key: 'effectiveDate', width: 14 },
      { header: '到期日期', key: 'expiryDate', width: 14 },
      { header: '文件', key: 'fileUrl', width: 40 },
    ],
  },
});

export async function certificateRoutes(app: FastifyInstance) {
  certificateResource.register(app);
}
