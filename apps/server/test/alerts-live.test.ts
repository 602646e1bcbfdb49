import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signedInUser, type Answer } from './support/accounts.ts';
import { startMarketServer, TEST_MARKET, type MarketTestServer } from './support/market.ts';
import { databaseKinds, queryRows } from './support/test-server.ts';

// A session day after the test market's last day, during its first session.
const TODAY = '2026-11-23';
const NOW = new Date('2026-11-23T03:30:00Z');
const HEADER =
  'trxCode,trxSess,trxType,brkCod1,invTyp1,brkCod2,invTyp2,stkCode,stkVolm,stkPric,trxDate,trxOrd1,trxOrd2,trxTime';
const trade = (n: number, price: number) =>
  `${n},1,RG,YP,D,AK,F,BBCA,500,${price},${TODAY},${2 * n + 1},${2 * n},${90000 + n}`;

describe.each(databaseKinds)('alerts during a live session on %s', (kind) => {
  let server: MarketTestServer;
  let key: string;
  let member: (method: string, path: string, body?: unknown) => Promise<Answer>;
  let previousClose: number;

  beforeAll(async () => {
    // Live evaluations every second, not every 30: the test waits for the second one.
    server = await startMarketServer(kind, {}, { now: () => NOW, alertsLiveGapMs: 1_000 });
    // An admin: the server's clock is the session's, days before the trial a member would get now.
    const admin = (await signedInUser(server, { role: 'admin' })).session.access_token;
    member = (method, path, body) => call(server, method, path, { token: admin, body });
    key = (await member('POST', '/api/admin/ingest-keys', { name: 'feed' })).body.data.key;
    const [row] = await queryRows<{ close: number }>(
      server.app.database,
      `select close from daily_bars where date = $1 and symbol = 'BBCA'`,
      [TEST_MARKET.endDate],
    );
    previousClose = Number(row!.close);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  const ingest = async (rows: string[]) => {
    const response = await fetch(`${server.baseUrl}/api/ingest/trades`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv', authorization: `Bearer ${key}` },
      body: [HEADER, ...rows].join('\n'),
    });
    expect(response.status).toBe(200);
  };
  const evaluatedOn = async (date: string) => {
    const evaluator = server.app.alertEvaluator;
    for (const started = Date.now(); evaluator.lastEvaluation?.asOf !== date;) {
      if (Date.now() - started > 30_000) throw new Error(`alerts not evaluated on ${date}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await evaluator.idle();
  };

  it('fires once on the session’s trades, marked live, and not again while the price stays above', async () => {
    const above = previousClose + 10;
    const created = await member('POST', '/api/alerts', {
      name: 'BBCA breaks out today',
      target: {
        kind: 'condition',
        symbol: 'BBCA',
        definition: {
          combine: 'and',
          groups: [
            {
              combine: 'and',
              rules: [{ metric: { id: 'close' }, op: 'gt', right: { kind: 'value', value: above } }],
            },
          ],
        },
      },
      email: false,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    await evaluatedOn(TEST_MARKET.endDate);
    expect((await member('GET', '/api/alerts/notifications')).body.data.notifications).toEqual([]);

    await ingest([trade(1, previousClose + 25)]);
    await evaluatedOn(TODAY);
    const fired = (await member('GET', '/api/alerts/notifications')).body.data.notifications;
    expect(fired).toEqual([
      expect.objectContaining({
        alertName: 'BBCA breaks out today',
        tradeDate: TODAY,
        live: true,
        stocks: [{ symbol: 'BBCA', change: 'fired', values: { close: previousClose + 25 } }],
      }),
    ]);

    const seen = server.app.alertEvaluator.lastEvaluation;
    await ingest([trade(2, previousClose + 50)]);
    for (const started = Date.now(); server.app.alertEvaluator.lastEvaluation === seen;) {
      // In a session alerts are evaluated every 30 s at most.
      if (Date.now() - started > 60_000) throw new Error('the second batch was not evaluated');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await server.app.alertEvaluator.idle();
    expect((await member('GET', '/api/alerts/notifications')).body.data.notifications).toHaveLength(1);
  });
});
