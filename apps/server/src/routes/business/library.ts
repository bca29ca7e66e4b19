import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sysFile, wcmDownloadApply, wcmLibrary } from '../../db/schema';
import { FORBIDDEN_EXTENSIONS } from '../../files/file-types';
import { refuse } from '../../lib/business-error';
import { auditView } from '../../lib/date-format';
import { contains, defineResource, equals } from '../../resources';
import type { RequestBody } from '../../plugins/contract';

/** Library rule of spec §5 (the upload pipeline refuses these everywhere; checked again here). */
export const LIBRARY_FORBIDDEN = ['exe', 'bat', 'cmd', 'scr', 'sh', 'bin', 'app', 'apk', 'ipa'];

const libraryView = (row: typeof wcmLibrary.$inferSelect) => ({
  docId: row.docId,
  title: row.title,
  fileId: row.fileId,
  fileName: row.fileName,
  fileType: row.fileType,
  fileSize: row.fileSize,
  fileUrl: row.storageKey ? `/profile/upload/${row.storageKey}` : '',
  materialType: row.materialType,
  language: row.language as 'en' | 'zh' | 'fr',
  visibility: row.visibility as 'public' | 'private',
  videoType: row.videoType,
  videoUrl: row.videoUrl,
  description: row.description,
  tags: row.tags,
  category: row.category,
  ...auditView(row),
});

const cleanTags = (tags: string | undefined) =>
  (tags ?? '')
    .split(/[,，]/)
    .map((tag) => tag.trim())
    .filter((tag, index, all) => tag !== '' && all.indexOf(tag) === index)
    .join(',');

/**
 * Documents of the library. The bytes arrive through /upload/fileUpload (extension allow-list,
 * magic bytes, executables refused even when renamed); a document names that upload by its
 * public id, and its name, type and size are read from the upload record, never from the client.
 */
export const libraryResource = defineResource({
  path: '/business/library',
  permission: 'business:library',
  title: '资料库',
  table: wcmLibrary,
  id: wcmLibrary.docId,
  view: libraryView,
  pick: (body: RequestBody<'BizLibraryBody'>) => ({
    title: body.title.trim(),
    fileId: body.fileId,
    materialType: body.materialType ?? '',
    language: body.language,
    visibility: body.visibility,
    videoType: body.videoType ?? 'none',
    videoUrl: body.videoType && body.videoType !== 'none' ? (body.videoUrl ?? '') : '',
    description: body.description?.trim() ?? '',
    tags: cleanTags(body.tags),
    category: body.category?.trim() ?? '',
  }),
  filters: {
    title: contains(wcmLibrary.title),
    fileType: equals(wcmLibrary.fileType),
    materialType: equals(wcmLibrary.materialType),
    language: equals(wcmLibrary.language),
    visibility: equals(wcmLibrary.visibility),
    category: contains(wcmLibrary.category),
  },
  timeRange: wcmLibrary.createTime,
  orderBy: [desc(wcmLibrary.createTime), desc(wcmLibrary.docId)],
  softDelete: wcmLibrary.delFlag,
  notFound: 'business.library.notFound',
  hooks: {
    beforeSave: async (values, { existing, db }) => {
      if (existing && existing.fileId === values.fileId) return {};
      const [file] = await db
        .select()
        .from(sysFile)
        .where(eq(sysFile.id, values.fileId ?? ''))
        .limit(1);
      if (!file) refuse('business.library.fileMissing');
      const nameParts = file.name.toLowerCase().split('.').slice(1);
      const forbidden = [file.type, ...nameParts].find((ext) => LIBRARY_FORBIDDEN.includes(ext));
      if (forbidden || FORBIDDEN_EXTENSIONS.has(file.type))
        refuse('business.library.forbiddenType', forbidden ?? file.type);
      // Replacing the file keeps the record (and its applications); the new file's facts win.
      return {
        fileName: file.name,
        fileType: file.type,
        fileSize: file.size,
        storageKey: file.storageKey,
      };
    },
    beforeDelete: async (rows, { db }) => {
      const ids = rows.map((row) => row.docId);
      const pending = await db
        .select({ docId: wcmDownloadApply.docId, n: count() })
        .from(wcmDownloadApply)
        .where(
          and(
            inArray(wcmDownloadApply.docId, ids),
            eq(wcmDownloadApply.auditStatus, '0'),
            eq(wcmDownloadApply.delFlag, '0'),
          ),
        )
        .groupBy(wcmDownloadApply.docId);
      const blocked = rows.find((row) => pending.some((p) => p.docId === row.docId));
      if (blocked) refuse('business.library.pending', blocked.title);
    },
  },
});

export async function libraryRoutes(app: FastifyInstance) {
  libraryResource.register(app);
}
