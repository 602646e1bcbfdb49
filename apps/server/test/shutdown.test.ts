import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { startTestServer, waitForChildServer } from './support/test-server.ts';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

describe('shutting down', () => {
  it('finishes an in-flight request before closing the database', async () => {
    const server = await startTestServer('pglite', {
      configure: (app) => {
        app.get('/api/test/slow', async () => {
          await new Promise((resolve) => setTimeout(resolve, 400));
          await app.database.ping();
          return { ok: true, data: 'finished' };
        });
      },
    });
    const inFlight = fetch(`${server.baseUrl}/api/test/slow`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closed = server.close();

    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, data: 'finished' });
    await closed;
    await expect(server.app.database.ping()).rejects.toThrow();
  });

  it('exits cleanly on SIGTERM and releases the data directory', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'pantau-sigterm-'));
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      // No demo market: this test is about draining and releasing, not about generation.
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', MARKET_DATA: 'none' },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      await waitForChildServer(`http://127.0.0.1:${port}`);
      expect(existsSync(join(dataDir, 'pantau.lock'))).toBe(true);

      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(existsSync(join(dataDir, 'pantau.lock'))).toBe(false);
    } finally {
      child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
