import { loadDemoMarketIfEmpty } from '../../src/modules/market/market-ingest.service.ts';
import { startTrial } from '../factories/subscriptions.ts';
import { ACCOUNT_TEST_ENV, call, signedInUser, type Answer } from './accounts.ts';
import { startTestServer, type DatabaseKind, type TestServer } from './test-server.ts';

/** The demo market the server tests share: small, fixed "today", deterministic. */
export const TEST_MARKET = {
  seed: 'pantau-test',
  endDate: '2026-11-20',
  years: 3,
  tradeDays: 10,
  tradesPerDay: 30,
} as const;

export type MarketTestServer = TestServer & {
  token: string;
  get: (path: string) => Promise<Answer>;
};

/** A real server over a database holding the test market, with a signed-in member on an active trial. */
export async function startMarketServer(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  deps: NonNullable<Parameters<typeof startTestServer>[1]>['deps'] = {},
): Promise<MarketTestServer> {
  const server = await startTestServer(kind, { env: { ...ACCOUNT_TEST_ENV, ...env }, market: true, deps });
  await loadDemoMarketIfEmpty(server.app.database, TEST_MARKET, server.app.log);
  const { user, session } = await signedInUser(server);
  // Market endpoints need an active trial or plan.
  await startTrial(server.app.database.db, user);
  return {
    ...server,
    token: session.access_token,
    get: (path) => call(server, 'GET', path, { token: session.access_token }),
  };
}
