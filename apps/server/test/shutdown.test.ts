import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { spawnChildServer, waitForChildServer } from './support/child-server.ts';
import { startTestServer } from './support/test-server.ts';

describe('shutting down', () => {
  it('finishes an in-flight request before closing the database', async () => {
    let arrived!: () => void;
    const handling = new Promise<void>((resolve) => (arrived = resolve));
    const server = await startTestServer('pglite', {
      configure: (app) => {
        app.get('/api/test/slow', async () => {
          arrived();
          await new Promise((resolve) => setTimeout(resolve, 400));
          await app.database.ping();
          return { ok: true, data: 'finished' };
        });
      },
    });
    const inFlight = fetch(`${server.baseUrl}/api/test/slow`);
    // Closing before the request is accepted would test the listen backlog, not the drain.
    await handling;
    const closed = server.close();

    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, data: 'finished' });
    await closed;
    await expect(server.app.database.ping()).rejects.toThrow();
  });

  it('exits cleanly on SIGTERM and releases the data directory', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'pantau-sigterm-'));
    // No demo market: this test is about draining and releasing, not about generation.
    const child = await spawnChildServer({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', MARKET_DATA: 'none' });
    try {
      await waitForChildServer(child);
      expect(existsSync(join(dataDir, 'pantau.lock'))).toBe(true);

      child.process.kill('SIGTERM');
      expect(await child.exited).toBe(0);
      expect(existsSync(join(dataDir, 'pantau.lock'))).toBe(false);
    } finally {
      child.process.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
