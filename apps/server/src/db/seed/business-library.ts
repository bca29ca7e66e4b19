import { randomBytes } from 'node:crypto';
import type { Storage } from '../../files/storage';
import type { Db } from '../database';
import { sysFile, wcmDownloadApply, wcmLibrary } from '../schema';
import { isEmpty } from '../../resources/seed';

// Library documents need bytes in the file storage, so they are seeded at start (with the
// storage), once, when the library is empty: small generated PDFs recorded in sys_file like any
// upload, then a few download applications in every state.

/** A one-page PDF showing `lines` (ASCII), generated in code. */
export function demoPdf(lines: readonly string[]): Buffer {
  const escape = (text: string) =>
    text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');
  const stream = [
    'BT /F1 20 Tf 72 760 Td',
    ...lines.map((line, i) => `${i === 0 ? '' : '0 -28 Td '}(${escape(line)}) Tj`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const DOCS: ReadonlyArray<{
  title: string;
  file: string;
  materialType: string;
  language: 'en' | 'zh' | 'fr';
  visibility: 'public' | 'private';
  category: string;
  tags: string;
  description: string;
  videoType?: string;
  videoUrl?: string;
}> = [
  {
    title: 'Hydroflux 2026 Product Catalogue',
    file: 'hydroflux-catalogue-2026.pdf',
    materialType: 'catalogue',
    language: 'en',
    visibility: 'public',
    category: 'Catalogues',
    tags: 'pumps,valves,motors',
    description:
      'Full range of centrifugal, submersible and diaphragm pumps with selection tables.',
  },
  {
    title: 'Centrifugal Pump CP-200 Installation Manual',
    file: 'cp-200-installation-manual.pdf',
    materialType: 'manual',
    language: 'en',
    visibility: 'private',
    category: 'Manuals',
    tags: 'centrifugal,installation',
    description: 'Foundation, alignment, priming and first start of the CP-200 series.',
    videoType: 'youtube',
    videoUrl: 'https://www.youtube.com/watch?v=cp200-install',
  },
  {
    title: '潜水泵 SP 系列技术参数',
    file: 'sp-series-datasheet-zh.pdf',
    materialType: 'datasheet',
    language: 'zh',
    visibility: 'public',
    category: 'Datasheets',
    tags: 'submersible,datasheet',
    description: 'SP 系列潜水泵的流量、扬程曲线与电气参数。',
  },
  {
    title: 'Fiche technique vannes à boisseau sphérique BV',
    file: 'bv-ball-valves-fr.pdf',
    materialType: 'datasheet',
    language: 'fr',
    visibility: 'public',
    category: 'Datasheets',
    tags: 'vannes,inox',
    description: 'Dimensions, pressions nominales et matériaux des vannes BV.',
  },
  {
    title: 'CE Declaration of Conformity — Pump Range',
    file: 'ce-declaration-pumps.pdf',
    materialType: 'certificate',
    language: 'en',
    visibility: 'private',
    category: 'Certificates',
    tags: 'CE,compliance',
    description: 'Signed declaration covering the CP, SP and DP pump families.',
  },
  {
    title: 'Booster Set Wiring Diagrams',
    file: 'booster-set-wiring.pdf',
    materialType: 'drawing',
    language: 'en',
    visibility: 'private',
    category: 'Drawings',
    tags: 'booster,electrical',
    description: 'Control panel wiring for single and twin-pump booster sets.',
  },
];

const demoPdfOf = (doc: (typeof DOCS)[number]) =>
  demoPdf([doc.title, doc.description.slice(0, 60), 'Hydroflux Pumps Co., Ltd.']);

const APPLICANTS: ReadonlyArray<readonly [string, string, string, string]> = [
  ['Jean-Marc Dubois', 'jm.dubois@hydroservices.fr', '+33 4 72 00 11 22', 'Hydro Services Lyon'],
  ['Priya Raman', 'priya@chennai-irrigation.in', '+91 44 2811 3344', 'Chennai Irrigation Co.'],
  ['Michael Turner', 'mturner@midwestfluid.com', '+1 312 555 0142', 'Midwest Fluid Power Inc.'],
  ['Fatima Al-Sayed', 'f.alsayed@gulfwater.ae', '+971 4 555 0199', 'Gulf Water Systems LLC'],
  ['Sofia Rossi', 'sofia@idraulicarossi.it', '+39 02 555 0173', 'Idraulica Rossi S.r.l.'],
];

const DAY = 24 * 60 * 60 * 1000;

/** Seeds the library and download applications when the library is empty; returns documents added. */
export async function seedBusinessLibrary(ctx: { db: Db; storage: Storage }): Promise<number> {
  // The demo files are generated in code, so a start on wiped file storage puts them back under
  // the same content-addressed keys (put() skips files already there).
  for (const doc of DOCS)
    await ctx.storage.put(demoPdfOf(doc), { ext: 'pdf', contentType: 'application/pdf' });
  if (!(await isEmpty(ctx.db, wcmLibrary))) return 0;
  const now = Date.now();
  const ids: Array<{ docId: number; title: string; visibility: string }> = [];
  for (const [i, doc] of DOCS.entries()) {
    const pdf = demoPdfOf(doc);
    const key = await ctx.storage.put(pdf, { ext: 'pdf', contentType: 'application/pdf' });
    const fileId = randomBytes(16).toString('hex');
    await ctx.db.insert(sysFile).values({
      id: fileId,
      url: `/profile/upload/${key}`,
      name: doc.file,
      size: pdf.length,
      type: 'pdf',
      contentType: 'application/pdf',
      bizType: 'library',
      storageKey: key,
      sha256: key.slice(0, 64),
      createBy: 'admin',
    });
    const [row] = await ctx.db
      .insert(wcmLibrary)
      .values({
        title: doc.title,
        fileId,
        fileName: doc.file,
        fileType: 'pdf',
        fileSize: pdf.length,
        storageKey: key,
        materialType: doc.materialType,
        language: doc.language,
        visibility: doc.visibility,
        videoType: doc.videoType ?? 'none',
        videoUrl: doc.videoUrl ?? '',
        description: doc.description,
        tags: doc.tags,
        category: doc.category,
        createBy: 'admin',
        createTime: new Date(now - (40 - i * 5) * DAY),
      })
      .returning({ docId: wcmLibrary.docId });
    if (row) ids.push({ docId: row.docId, title: doc.title, visibility: doc.visibility });
  }
  const privateDocs = ids.filter((d) => d.visibility === 'private');
  const states = [
    { auditStatus: '0', downloadStatus: '0' },
    { auditStatus: '1', downloadStatus: '1' },
    { auditStatus: '2', downloadStatus: '0' },
    { auditStatus: '1', downloadStatus: '0' },
    { auditStatus: '0', downloadStatus: '0' },
  ];
  await ctx.db.insert(wcmDownloadApply).values(
    APPLICANTS.map(([applicantName, email, phone, company], i) => {
      const doc = privateDocs[i % privateDocs.length] ?? ids[0];
      const state = states[i] ?? states[0];
      const created = new Date(now - (10 - i) * DAY);
      const audited = state?.auditStatus !== '0';
      return {
        docId: doc?.docId ?? 0,
        fileName: doc?.title ?? '',
        applicantName,
        email,
        phone,
        company,
        auditStatus: state?.auditStatus ?? '0',
        auditBy: audited ? 'admin' : '',
        auditTime: audited ? new Date(created.getTime() + DAY / 2) : null,
        auditReason: state?.auditStatus === '2' ? 'Distributor documents only.' : '',
        // Approved ones carry a link (its signature is computed from the server secret on demand).
        linkNonce: state?.auditStatus === '1' ? randomBytes(16).toString('hex') : '',
        linkExpireTime: state?.auditStatus === '1' ? new Date(created.getTime() + 7 * DAY) : null,
        downloadStatus: state?.downloadStatus ?? '0',
        downloadTime: state?.downloadStatus === '1' ? new Date(created.getTime() + DAY) : null,
        createTime: created,
      };
    }),
  );
  return ids.length;
}
