import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { acquireDataDirLock, DataDirLockedError } from '../../src/lib/lock-file';
import { getShared, testTempDir } from '../helper';

const tempDir = () => testTempDir('lock-');
const serverEntry = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../src/server.ts',
);

describe('DATA_DIR lock', () => {
  it('writes our pid and removes the file on release', () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, '.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(existsSync(path.join(dir, '.lock'))).toBe(false);
  });

  it('refuses a directory whose lock names a live process, with a clear message', async () => {
    const dir = tempDir();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      writeFileSync(path.join(dir, '.lock'), String(holder.pid));
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      await expect(buildApp({ dataDir: dir }).then((app) => app.ready())).rejects.toThrow(
        `Data directory ${dir} is in use by process ${holder.pid}`,
      );
    } finally {
      holder.kill();
    }
  });

  it('takes over a lock left by a dead process', () => {
    const dir = tempDir();
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    writeFileSync(path.join(dir, '.lock'), gone.stdout.toString());
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, '.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
  });

  it.skipIf(Boolean(process.env.DATABASE_URL))(
    'makes a second server process on the same DATA_DIR exit with the error',
    async () => {
      const { dataDir } = await getShared();
      const child = spawnSync(process.execPath, ['--import', 'tsx', serverEntry], {
        env: { ...process.env, DATA_DIR: dataDir, PORT: '18999', DATABASE_URL: '', REDIS_URL: '' },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(child.status).not.toBe(0);
      expect(`${child.stdout}${child.stderr}`).toContain(`is in use by process ${process.pid}`);
    },
  );
});
