import { getApp, getShared } from '../helper';
import { seedBusiness } from '../../src/db/seed/business';
import { seedBusinessLibrary } from '../../src/db/seed/business-library';
import { seedProducts } from '../../src/db/seed/products';
import { adminToken, call, multipart } from '../org/fixtures';

/** The shared app with the products and business seeds in place; the admin's token. */
export async function businessCtx(): Promise<string> {
  const app = await getApp();
  const { database } = await getShared();
  await seedProducts(database.db);
  await seedBusiness(database.db);
  await seedBusinessLibrary({ db: database.db, storage: app.storage });
  return adminToken();
}

/** Uploads through the file pipeline; returns the JSON answer. */
export async function upload(token: string, name: string, bytes: Buffer, type = 'application/pdf') {
  const form = multipart('file', name, type, bytes);
  const res = await call('POST', '/upload/fileUpload', {
    token,
    payload: form.payload,
    headers: form.headers,
  });
  return res.json<{ code: number; msg: string; data?: { id: string; size: number } }>();
}
