import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startChildServer } from '../../apps/server/test/support/child-server.ts';
import { createScratchPostgres } from '../../apps/server/test/support/test-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

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
  const server = await startChildServer(
    {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      LOG_LEVEL: 'warn',
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
    { stdio: ['ignore', 'inherit', 'inherit'] },
  ).catch(async (error: unknown) => {
    await postgres?.drop();
    throw error;
  });
  project.provide('baseUrl', server.baseUrl);

  return async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
    await postgres?.drop();
  };
}
