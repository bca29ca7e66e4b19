import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildExtraApp, testTempDir } from '../../helper';

describe('host app: pre-compressed copies written by the host build', () => {
  const dist = testTempDir('dist-br-');
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>WCM</title>');
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), script);
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(script));
  writeFileSync(path.join(dist, 'assets', 'plain-def456.js'), 'console.log(2)');
  let built: Awaited<ReturnType<typeof buildExtraApp>> | undefined;
  const app = async () => (built ??= await buildExtraApp({ hostDist: dist }));
  afterAll(async () => built?.close());
  const get = async (url: string, encoding?: string) =>
    (await app()).inject({
      method: 'GET',
      url,
      headers: encoding ? { 'accept-encoding': encoding } : {},
    });

  it('sends the Brotli copy to a browser that accepts it, with the type of the plain file', async () => {
    const res = await get('/wcm/assets/index-abc123.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy when Brotli is not accepted, and the plain file when neither is', async () => {
    const gzipped = await get('/wcm/assets/index-abc123.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(script);
    const plain = await get('/wcm/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('falls back to the plain file when no copy was written (small files)', async () => {
    const res = await get('/wcm/assets/plain-def456.js', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('console.log(2)');
    expect((await get('/wcm/assets/missing-1.js', 'br')).statusCode).toBe(404);
  });
});
