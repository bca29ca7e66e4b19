import { randomBytes } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { components } from '@wcm/openapi/request-bodies';
import type { Db } from '../db/database';
import { sysFile, wcmLibrary } from '../db/schema';
import type { InspectedUpload } from './inspect-upload';

/** The record of one upload as clients see it (`data` of /upload/fileUpload). */
export type FileRecordView = components['schemas']['FilesRecord'];

/** Inserts the record of a stored upload and returns its client view. */
export async function insertFileRecord(
  db: Db,
  values: {
    upload: InspectedUpload;
    key: string;
    url: string;
    bizType: string;
    bizId: string;
    uploader: { userId: number; userName: string } | undefined;
  },
): Promise<FileRecordView> {
  const { upload, key } = values;
  const [row] = await db
    .insert(sysFile)
    .values({
      id: randomBytes(16).toString('hex'),
      url: values.url,
      name: upload.name,
      size: upload.bytes.length,
      type: upload.ext,
      contentType: upload.mime,
      bizType: values.bizType,
      bizId: values.bizId,
      storageKey: key,
      sha256: key.slice(0, 64),
      width: upload.width ?? null,
      height: upload.height ?? null,
      uploaderId: values.uploader?.userId ?? null,
      createBy: values.uploader?.userName ?? '',
    })
    .returning();
  if (!row) throw new Error('sys_file insert returned no row');
  return {
    pkId: row.pkId,
    url: row.url,
    name: row.name,
    id: row.id,
    size: row.size,
    type: row.type,
    bizType: row.bizType,
    bizId: row.bizId,
    ...(row.width !== null ? { width: row.width } : {}),
    ...(row.height !== null ? { height: row.height } : {}),
  };
}

/** The original name first recorded for a storage key, if any. */
export async function originalNameOf(db: Db, key: string): Promise<string | undefined> {
  const [row] = await db
    .select({ name: sysFile.name })
    .from(sysFile)
    .where(eq(sysFile.storageKey, key))
    .orderBy(asc(sysFile.pkId))
    .limit(1);
  return row?.name;
}

/**
 * Whether a storage key must not be served anonymously: it is the file of at least one private
 * library document (not deleted), of no public one, and every upload record of the key belongs
 * to such a private document (any other upload of the same bytes, an image or a product file,
 * keeps it served). One statement, entered through `sys_file_storage_key_idx`.
 */
export async function isPrivateLibraryKey(db: Db, key: string): Promise<boolean> {
  const result = (await db.execute(sql`
    select exists (
        select 1 from ${wcmLibrary} l
        where l.storage_key = ${key} and l.del_flag = '0' and l.visibility = 'private'
      )
      and not exists (
        select 1 from ${wcmLibrary} l
        where l.storage_key = ${key} and l.del_flag = '0' and l.visibility <> 'private'
      )
      and not exists (
        select 1 from ${sysFile} f
        where f.storage_key = ${key}
          and not exists (
            select 1 from ${wcmLibrary} l
            where l.file_id = f.id and l.del_flag = '0' and l.visibility = 'private'
          )
      ) as hidden`)) as unknown as { rows: Array<{ hidden: boolean }> };
  return result.rows[0]?.hidden === true;
}
