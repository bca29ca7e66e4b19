import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  override readonly name = 'DataDirLockedError';
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `Data directory ${dataDir} is in use by process ${pid}; stop that process or use another DATA_DIR`,
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM means the process exists but belongs to someone else: still alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Handle on `DATA_DIR/.lock`; PGlite has no locking of its own and two writers corrupt the data. */
export interface DataDirLock {
  readonly file: string;
  release(): void;
}

/** Takes the exclusive lock file, or throws DataDirLockedError when a live process holds it. */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, '.lock');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      let released = false;
      return {
        file,
        release() {
          if (released) return;
          released = true;
          try {
            if (readFileSync(file, 'utf8').trim() === String(process.pid)) unlinkSync(file);
          } catch {
            // Already gone: nothing to release.
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let holder = Number.NaN;
      try {
        holder = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
      } catch {
        // Vanished between our write and read: retry.
      }
      if (Number.isInteger(holder) && holder > 0 && isAlive(holder)) {
        throw new DataDirLockedError(dataDir, holder);
      }
      // Stale lock left by a crashed process: take it over.
      try {
        unlinkSync(file);
      } catch {
        // Someone else removed it first.
      }
    }
  }
  throw new Error(`Could not take the lock file ${file}`);
}
