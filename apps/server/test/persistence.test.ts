import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/platform/config.ts';
import { DataDirLockedError } from '../src/db/data-dir-lock.ts';

describe('embedded database under DATA_DIR', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'pantau-data-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const config = () => loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  const initializedAt = async (app: Awaited<ReturnType<typeof buildApp>>) => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    return (response.json() as { data: { database: { initializedAt: string } } }).data.database.initializedAt;
  };

  it('keeps its data across a restart', async () => {
    const first = await buildApp(config());
    const before = await initializedAt(first);
    await first.close();

    const second = await buildApp(config());
    try {
      expect(await initializedAt(second)).toBe(before);
    } finally {
      await second.close();
    }
  });

  it('refuses a second server on the same directory while the first holds it', async () => {
    const holder = await buildApp(config());
    try {
      await expect(buildApp(config())).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(buildApp(config())).rejects.toThrow(/in use by process \d+/);
    } finally {
      await holder.close();
    }
    const after = await buildApp(config());
    await after.close();
  });
});
