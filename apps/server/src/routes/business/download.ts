import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { wcmDownloadApply, wcmLibrary } from '../../db/schema';
import { sendDownload } from '../../files/content-disposition';
import { type MessageKey, message, tr } from '../../i18n/messages';
import { refuse } from '../../lib/business-error';
import { formatDateTime } from '../../lib/date-format';
import { contains, defineResource, equals } from '../../resources';
import {
  LINK_KEY_PURPOSE,
  LINK_LIFETIME_MS,
  signLink,
  verifyLink,
} from '../../services/business/download-link';
import { ok } from '../admin/respond';
import { liveRow } from '../../db/live-row';
import type { RequestBody } from '../../plugins/contract';
import { operatorName } from '../../services/org/context';

type ApplyRow = typeof wcmDownloadApply.$inferSelect;

const applyView = (row: ApplyRow) => ({
  applyId: row.applyId,
  docId: row.docId,
  fileName: row.fileName,
  applicantName: row.applicantName,
  email: row.email,
  phone: row.phone,
  company: row.company,
  auditStatus: row.auditStatus as '0' | '1' | '2',
  auditBy: row.auditBy,
  auditTime: formatDateTime(row.auditTime),
  auditReason: row.auditReason,
  linkExpireTime: formatDateTime(row.linkExpireTime),
  downloadStatus: row.downloadStatus as '0' | '1',
  downloadTime: formatDateTime(row.downloadTime),
  createTime: formatDateTime(row.createTime),
});

async function liveDoc(db: Db, docId: number) {
  return liveRow(db, wcmLibrary, wcmLibrary.docId, docId);
}

/** Download applications: staff enter them here (the public site sends the same fields). */
export const downloadResource = defineResource({
  path: '/business/download',
  permission: 'business:download',
  title: '下载申请',
  table: wcmDownloadApply,
  id: wcmDownloadApply.applyId,
  view: applyView,
  pick: (body: RequestBody<'BizDownloadApplyBody'>) => ({
    docId: body.docId,
    applicantName: body.applicantName.trim(),
    email: body.email.trim(),
    phone: body.phone?.trim() ?? '',
    company: body.company?.trim() ?? '',
  }),
  filters: {
    applicantName: contains(wcmDownloadApply.applicantName),
    email: contains(wcmDownloadApply.email),
    fileName: contains(wcmDownloadApply.fileName),
    auditStatus: equals(wcmDownloadApply.auditStatus),
    downloadStatus: equals(wcmDownloadApply.downloadStatus),
  },
  timeRange: wcmDownloadApply.createTime,
  orderBy: [desc(wcmDownloadApply.createTime), desc(wcmDownloadApply.applyId)],
  softDelete: wcmDownloadApply.delFlag,
  notFound: 'business.download.notFound',
  hooks: {
    beforeSave: async (values, { db }) => {
      const doc = await liveDoc(db, values.docId ?? 0);
      if (!doc) refuse('business.download.docMissing');
      return { fileName: doc.title, auditStatus: '0', downloadStatus: '0' };
    },
  },
});

/** The absolute link of an approved application (origin of the console the reviewer uses). */
function linkOf(app: FastifyInstance, request: FastifyRequest, row: ApplyRow): string {
  const expires = Math.floor((row.linkExpireTime?.getTime() ?? 0) / 1000);
  const sig = signLink(app.secrets.key(LINK_KEY_PURPOSE), row.applyId, expires, row.linkNonce);
  const origin = `${request.protocol}://${request.host}`;
  return `${origin}${app.prefix}/business/download/file/${row.applyId}?expires=${expires}&sig=${sig}`;
}

export async function downloadRoutes(app: FastifyInstance, options: { now: () => number }) {
  const now = () => new Date(options.now());
  downloadResource.register(app);
  const routes = downloadResource.on(app);

  routes.put<{
    Body: { applyIds: number[]; action: 'approve' | 'refuse'; reason?: string | null };
  }>('/audit', { auth: 'audit', log: 'UPDATE' }, async (request) => {
    const { applyIds, action, reason } = request.body;
    const ids = [...new Set(applyIds)];
    await app.db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(wcmDownloadApply)
        .where(and(inArray(wcmDownloadApply.applyId, ids), eq(wcmDownloadApply.delFlag, '0')));
      if (rows.length !== ids.length) refuse('business.download.notFound');
      const decided = rows.find((row) => row.auditStatus !== '0');
      if (decided) refuse('business.download.decided', decided.applicantName);
      const at = now();
      const mails = [];
      for (const row of rows) {
        const approved = action === 'approve';
        const [saved] = await tx
          .update(wcmDownloadApply)
          .set({
            auditStatus: approved ? '1' : '2',
            auditBy: operatorName(request),
            auditTime: at,
            auditReason: reason?.trim() ?? '',
            linkNonce: approved ? randomBytes(16).toString('hex') : '',
            linkExpireTime: approved ? new Date(at.getTime() + LINK_LIFETIME_MS) : null,
            updateBy: operatorName(request),
            updateTime: at,
          })
          // Guarded by the pending state: a concurrent review cannot decide it twice.
          .where(
            and(eq(wcmDownloadApply.applyId, row.applyId), eq(wcmDownloadApply.auditStatus, '0')),
          )
          .returning();
        if (!saved) refuse('business.download.decided', row.applicantName);
        // Applicants write from abroad: their mail is in English.
        const text = (key: MessageKey, ...args: string[]) => message('en', key, ...args);
        mails.push(
          approved
            ? {
                kind: 'download.approved',
                refId: row.applyId,
                to: row.email,
                subject: text('business.mail.approved.subject', row.fileName),
                text: text(
                  'business.mail.approved.text',
                  row.applicantName,
                  row.fileName,
                  linkOf(app, request, saved),
                  `${formatDateTime(saved.linkExpireTime) ?? ''} (GMT+8)`,
                ),
              }
            : {
                kind: 'download.refused',
                refId: row.applyId,
                to: row.email,
                subject: text('business.mail.refused.subject', row.fileName),
                text: text(
                  'business.mail.refused.text',
                  row.applicantName,
                  row.fileName,
                  reason?.trim() ?? '',
                ),
              },
        );
      }
      await app.mail.enqueue(tx, mails);
    });
    return ok(request);
  });

  routes.get<{ Params: { applyId: number } }>('/link/{applyId}', 'audit', async (request) => {
    const [row] = await app.db
      .select()
      .from(wcmDownloadApply)
      .where(
        and(
          eq(wcmDownloadApply.applyId, request.params.applyId),
          eq(wcmDownloadApply.delFlag, '0'),
        ),
      );
    if (!row) refuse('business.download.notFound');
    if (row.auditStatus !== '1' || !row.linkNonce) refuse('business.download.notApproved');
    return ok(request, {
      data: { url: linkOf(app, request, row), expireTime: formatDateTime(row.linkExpireTime) },
    });
  });

  const forbidden = (request: FastifyRequest, reply: FastifyReply, key: MessageKey) =>
    reply.code(403).send({ code: 403, msg: tr(request, key) });

  routes.get<{
    Params: { applyId: number };
    Querystring: { expires: number; sig: string };
  }>('/file/{applyId}', 'anonymous', async (request, reply) => {
    const { applyId } = request.params;
    const { expires, sig } = request.query;
    const [row] = await app.db
      .select()
      .from(wcmDownloadApply)
      .where(and(eq(wcmDownloadApply.applyId, applyId), eq(wcmDownloadApply.delFlag, '0')));
    const key = app.secrets.key(LINK_KEY_PURPOSE);
    if (!row || row.auditStatus !== '1' || !verifyLink(key, applyId, expires, row.linkNonce, sig))
      return forbidden(request, reply, 'business.download.linkInvalid');
    if (expires * 1000 <= options.now())
      return forbidden(request, reply, 'business.download.linkExpired');
    const doc = await liveDoc(app.db, row.docId);
    const object = doc?.storageKey ? await app.storage.get(doc.storageKey) : undefined;
    if (!doc || !object)
      return reply.code(404).send({ code: 404, msg: tr(request, 'business.download.fileMissing') });
    // The first use records the download; later uses keep that time.
    await app.db
      .update(wcmDownloadApply)
      .set({ downloadStatus: '1', downloadTime: now() })
      .where(and(eq(wcmDownloadApply.applyId, applyId), eq(wcmDownloadApply.downloadStatus, '0')));
    const ext = doc.fileType ? `.${doc.fileType}` : '';
    const name = doc.fileName || `${doc.title}${ext}`;
    return sendDownload(reply, name, object);
  });
}
