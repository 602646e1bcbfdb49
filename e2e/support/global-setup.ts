import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { createScratchPostgres } from '../../apps/server/test/support/test-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

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

async function waitForHealth(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited early with code ${server.exitCode}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not become healthy within 60 s');
}

/**
 * Starts the real server on the built web app, with its own empty database: PostgreSQL where the
 * run has one, else the embedded one.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(join(repoRoot, 'apps/web/dist/index.html'))) {
    throw new Error('The web app is not built: run `npm run build` before the browser tests.');
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'pantau-e2e-'));
  // PostgreSQL when TEST_DATABASE_URL names a server, as in CI: production runs on it, and its
  // concurrent connections let a page's simultaneous calls meet inside one transaction (a new member's first dashboard once got 403s from a lost trial grant),
  // which the embedded database, one connection wide, never shows. The embedded store is what the
  // quick start runs and the server tests cover on both stores.
  const postgres = process.env.TEST_DATABASE_URL ? await createScratchPostgres('pantau_e2e') : null;
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      DATA_DIR: dataDir,
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      LOG_LEVEL: 'warn',
      // Emailed links point back at this server.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // A short lockout so the tests can wait one out; every test signs up from the same address.
      LOGIN_BLOCK_SECONDS: '8',
      AUTH_RATE_LIMIT_MAX: '1000',
      RATE_LIMIT_MAX: '10000',
      // Cheap hashing: the tests sign in often and the parameters are not what they check.
      ARGON2_MEMORY_KIB: '8192',
      ARGON2_TIME_COST: '1',
      // A fixed, lighter demo market: same shape as the default, fewer trade records to load.
      DEMO_END_DATE: '2026-11-20',
      DEMO_TRADE_DAYS: '10',
      DEMO_TRADES_PER_DAY: '40',
      DEMO_STOCKS: '92',
      // Verifying these addresses makes them admins (admin, market data, chart and accessibility e2e tests).
      ADMIN_EMAILS: [
        'admin-e2e@example.com',
        'a11y-admin-e2e@example.com',
        'a11y-admin-2-e2e@example.com',
        'a11y-phone-admin-e2e@example.com',
        'a11y-screens-admin-e2e@example.com',
        'market-data-admin-e2e@example.com',
        'chart-admin-e2e@example.com',
      ].join(','),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, server);
  } catch (error) {
    server.kill('SIGKILL');
    await postgres?.drop();
    throw error;
  }
  project.provide('baseUrl', baseUrl);

  return async () => {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
    await postgres?.drop();
  };
}
