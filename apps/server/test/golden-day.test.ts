import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TGetBrokerSummaryData,
  TGetDoneSummaryData,
  TGetInventoryData,
  TUpdateBrokerRequest,
} from '@pantau/contracts';
import type { DailyBar } from '@pantau/market';
import { startTrial } from './factories/subscriptions.ts';
import { ACCOUNT_TEST_ENV, call, signedInUser, type Answer } from './support/accounts.ts';
import { uploadImport, waitForRun } from './support/imports.ts';
import { databaseKinds, queryRows, startTestServer, type TestServer } from './support/test-server.ts';

/**
 * One small IDX day checked by hand (test/fixtures/golden-day/README.md): imported the way an
 * operator does it, on an empty database, then read back through the APIs the web app calls.
 */

type Board = 'RG' | 'ALL';
type StockDay = {
  dailyBar: Omit<DailyBar, 'symbol' | 'date'>;
  foreignFlow: { netBuy: number; buyVolume: number; sellVolume: number; flowStrength: number };
  doneSummary: Record<Board, Pick<TGetDoneSummaryData, 'rows' | 'total' | 'columnMax'>>;
  brokerSummary: Record<Board, Pick<TGetBrokerSummaryData, 'netBuyers' | 'netSellers'>>;
  inventoryRG: Pick<TGetInventoryData, 'brokers' | 'bigFive'>;
};
type GoldenDay = { date: string; inventoryBrokers: string[]; stocks: Record<string, StockDay> };

const FIXTURES = new URL('./fixtures/golden-day/', import.meta.url);
const fixture = (name: string) => readFileSync(new URL(name, FIXTURES), 'utf8');
const golden = JSON.parse(fixture('expected.json')) as GoldenDay;
const DAY = golden.date;
const SYMBOLS = Object.keys(golden.stocks);
const BOARDS: Board[] = ['RG', 'ALL'];

/** A new code from the Broker Summary is Lokal until an admin classifies it, as here. */
const BROKER_GROUPS: Record<string, TUpdateBrokerRequest['category']> = {
  AK: 'Asing',
  BK: 'Asing',
  CC: 'BUMN',
};

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

describe.each(databaseKinds)('golden IDX day on %s', (kind) => {
  let server: TestServer;
  let member: string;
  const get = async (path: string): Promise<Answer> => {
    const answer = await call(server, 'GET', path, { token: member });
    expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
    return answer;
  };

  beforeAll(async () => {
    server = await startTestServer(kind, { env: { ...ACCOUNT_TEST_ENV, MARKET_DATA: 'none' } });
    const admin = (await signedInUser(server, { role: 'admin' })).session.access_token;
    const importFile = async (importKind: string, name: string) => {
      const upload = await uploadImport(server, admin, importKind, [{ name, content: fixture(name) }]);
      expect(upload.status, JSON.stringify(upload.body)).toBe(202);
      return waitForRun(server, admin, upload.body.data.id);
    };
    expect(await importFile('stocks', 'stocks.csv')).toMatchObject({ status: 'done', rows_rejected: 0 });
    expect(await importFile('broker-summary', 'broker-summary.json')).toMatchObject({
      status: 'done',
      rows_rejected: 0,
    });
    for (const [code, category] of Object.entries(BROKER_GROUPS)) {
      const patch = await call(server, 'PATCH', `/api/admin/brokers/${code}`, {
        token: admin,
        body: { category },
      });
      expect(patch.status, JSON.stringify(patch.body)).toBe(200);
    }
    expect(await importFile('trades', 'trades.csv')).toMatchObject({
      status: 'done',
      rows_read: 19,
      rows_stored: 19,
      rows_rejected: 0,
      days: [{ date: DAY, outcome: 'stored' }],
    });
    const reader = await signedInUser(server);
    await startTrial(server.app.database.db, reader.user);
    member = reader.session.access_token;
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each(SYMBOLS)('%s: the stored daily bar, its candle and its foreign flow', async (symbol) => {
    const { dailyBar: bar, foreignFlow } = golden.stocks[symbol]!;
    // No API answers a bar's value and frequency, so the stored row is read as well.
    const [stored] = await queryRows(
      server.app.database,
      `select open, high, low, close, volume::float8 as volume, value::float8 as value, frequency,
              foreign_buy::float8 as "foreignBuy", foreign_sell::float8 as "foreignSell", source
         from daily_bars where symbol = $1 and date = $2`,
      [symbol, DAY],
    );
    expect(stored).toEqual({ ...bar, source: 'trades' });

    const candles = await get(
      `/api/market/candles?${query({ symbol, timeframe: '1D', adjust: 'adjusted' })}`,
    );
    const { open, high, low, close, volume } = bar;
    expect(candles.body.data.candles).toEqual([{ time: DAY, open, high, low, close, volume }]);

    const flow = await get(`/api/market/foreign-flow?${query({ symbol, days: '30' })}`);
    // The net foreign value is an estimate, the net shares at the day's average price (value ÷
    // volume, as data-sources.md has it); that average is rarely a whole rupiah.
    const estimate = (foreignFlow.netBuy * bar.value) / bar.volume;
    expect(flow.body.data.flows).toEqual([
      { time: DAY, ...foreignFlow, netValue: expect.closeTo(estimate, 6) },
    ]);
  });

  it.each(SYMBOLS.flatMap((symbol) => BOARDS.map((board) => [symbol, board] as const)))(
    '%s: Done Summary on board %s',
    async (symbol, board) => {
      const answer = await get(
        `/api/market/done-summary?${query({ symbol, board, view: 'summary', dates: DAY })}`,
      );
      expect(answer.body.data).toEqual({
        view: 'summary',
        asOf: DAY,
        symbol,
        board,
        dates: [DAY],
        datesWithoutData: [],
        ...golden.stocks[symbol]!.doneSummary[board],
      });
    },
  );

  it.each(SYMBOLS.flatMap((symbol) => BOARDS.map((board) => [symbol, board] as const)))(
    '%s: Broker Summary on board %s',
    async (symbol, board) => {
      const answer = await get(`/api/market/broker-summary?${query({ symbol, board, dates: DAY })}`);
      expect(answer.body.data).toEqual({
        asOf: DAY,
        symbol,
        from: DAY,
        to: DAY,
        investorType: 'all',
        board,
        dates: [DAY],
        ...golden.stocks[symbol]!.brokerSummary[board],
      });
    },
  );

  it.each(SYMBOLS)('%s: Broker Inventory of the day on board RG', async (symbol) => {
    const { dailyBar: bar, inventoryRG } = golden.stocks[symbol]!;
    const brokers = golden.inventoryBrokers.join(',');
    const answer = await get(
      `/api/market/inventory?${query({ symbol, from: DAY, to: DAY, board: 'RG', brokers })}`,
    );
    const { open, high, low, close, volume } = bar;
    expect(answer.body.data).toEqual({
      asOf: DAY,
      symbol,
      from: DAY,
      to: DAY,
      board: 'RG',
      lastClose: close,
      candles: [{ date: DAY, open, high, low, close, volume }],
      dates: [DAY],
      ...inventoryRG,
    });
  });
});
