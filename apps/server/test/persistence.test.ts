import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/platform/config.ts';
import { DataDirLockedError } from '../src/db/data-dir-lock.ts';
import { createUser } from './factories/users.ts';

describe('embedded database under DATA_DIR', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'pantau-data-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const config = () => loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  const isTaken = async (app: Awaited<ReturnType<typeof buildApp>>, email: string) => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/check-email', payload: { email } });
    return (response.json() as { data: { exists: boolean } }).data.exists;
  };

  it('keeps its data across a restart', async () => {
    const first = await buildApp(config());
    let email: string;
    try {
      ({ email } = await createUser(first.database.db));
      expect(await isTaken(first, email)).toBe(true);
    } finally {
      await first.close();
    }

    const second = await buildApp(config());
    try {
      expect(await isTaken(second, email)).toBe(true);
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
