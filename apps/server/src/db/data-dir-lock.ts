import { open, readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

/**
 * Takes `<dataDir>/pantau.lock` for this process. A lock left by a process that has died is taken
 * over; one held by a live process makes the caller refuse to open the directory.
 */
export async function acquireDataDirLock(dataDir: string): Promise<() => Promise<void>> {
  const lockPath = join(dataDir, 'pantau.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(lockPath, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return () => unlink(lockPath).catch(() => {});
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(await readFile(lockPath, 'utf8').catch(() => ''), 10);
      if (Number.isInteger(holder) && holder > 0 && isAlive(holder)) {
        throw new DataDirLockedError(
          `The data directory ${dataDir} is in use by process ${holder}. Stop that process first, ` +
            'or point DATA_DIR at another directory.',
        );
      }
      await unlink(lockPath).catch(() => {});
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
