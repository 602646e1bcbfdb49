import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signedInUser } from './support/accounts.ts';
import { uploadImport, waitForRun } from './support/imports.ts';
import { startMarketServer, TEST_MARKET, type MarketTestServer } from './support/market.ts';
import { databaseKinds, queryRows } from './support/test-server.ts';

/**
 * The live session's ingest: feeds push batches of trade records with an ingest key; each batch's
 * rollups are added to the stored ones, and the day's end-of-day file replaces it all.
 */

// The Monday after the test market's last day (Friday 2026-11-20), 10:30 WIB.
const TODAY = '2026-11-23';
const NOW = new Date('2026-11-23T03:30:00Z');
const SYMBOLS = ['BBCA', 'TLKM', 'ANTM', 'GOTO'];
const HEADER =
  'trxCode,trxSess,trxType,brkCod1,invTyp1,brkCod2,invTyp2,stkCode,stkVolm,stkPric,trxDate,trxOrd1,trxOrd2,trxTime';
const ROLLUP_TABLES = [
  'price_levels',
  'broker_price_levels',
  'broker_days',
  'broker_board_days',
  'minute_bars',
  'minute_price_levels',
  'daily_bars',
];

type Row = Record<string, unknown>;

describe.each(databaseKinds)('live trade ingest on %s', (kind) => {
  let server: MarketTestServer;
  let admin: string;
  let key: string;
  /** The test market's last day of trades for a few stocks, as today's, numbered in trade order. */
  let lines: string[];

  const ingest = async (body: string, options: { key?: string; type?: string } = {}) => {
    const response = await fetch(`${server.baseUrl}/api/ingest/trades`, {
      method: 'POST',
      headers: {
        'content-type': options.type ?? 'text/csv',
        ...(options.key === '' ? {} : { authorization: `Bearer ${options.key ?? key}` }),
      },
      body,
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };
  const csv = (rows: readonly string[]) => [HEADER, ...rows].join('\n');
  const rollups = async (except?: string) => {
    const result: Record<string, Row[]> = {};
    for (const table of ROLLUP_TABLES) {
      const rows = await queryRows(
        server.app.database,
        `select * from ${table} where date = $1 and symbol <> $2 order by 1, 2, 3, 4, 5`,
        [TODAY, except ?? ''],
      );
      // The source column says where a daily bar came from, not what it holds.
      result[table] = rows.map(({ source: _source, ...row }) => row);
    }
    return result;
  };

  const cellsOf = (line: string) => line.split(',');
  const [BOARD, SYMBOL, PRICE] = [2, 7, 9];
  /** GOTO's open, high, low and close in daily_bars, and the regular-market ones of its first trades. */
  const gotoBar = async () =>
    (
      await queryRows(
        server.app.database,
        `select open, high, low, close from daily_bars where date = $1 and symbol = 'GOTO'`,
        [TODAY],
      )
    )[0];
  const gotoRegularBar = (tradeCount: number) => {
    const prices = lines
      .slice(0, tradeCount)
      .map(cellsOf)
      .filter((cells) => cells[SYMBOL] === 'GOTO' && cells[BOARD] === 'RG')
      .map((cells) => Number(cells[PRICE]));
    return { open: prices[0], high: Math.max(...prices), low: Math.min(...prices), close: prices.at(-1) };
  };
  /**
   * GOTO's trades in the first and the last batch become negotiated and cash prints outside its
   * regular range: its first regular trade comes in a continued batch, and the last batch has none.
   */
  const moveGotoOffBoard = (batchSize: number) => {
    const offBoard = (index: number) => index < batchSize || index >= 5 * batchSize;
    const regular = lines
      .map(cellsOf)
      .filter((cells, index) => cells[SYMBOL] === 'GOTO' && cells[BOARD] === 'RG' && !offBoard(index))
      .map((cells) => Number(cells[PRICE]));
    let moved = 0;
    lines = lines.map((line, index) => {
      const cells = cellsOf(line);
      if (cells[SYMBOL] !== 'GOTO' || !offBoard(index)) return line;
      const below = moved++ % 2 === 0;
      cells[BOARD] = below ? 'NG' : 'TN';
      cells[PRICE] = String(below ? Math.min(...regular) - 1 : Math.max(...regular) + 1);
      return cells.join(',');
    });
    return moved;
  };

  beforeAll(async () => {
    server = await startMarketServer(kind, {}, { now: () => NOW });
    admin = (await signedInUser(server, { role: 'admin' })).session.access_token;
    const trades = await queryRows(
      server.app.database,
      `select symbol, session, board, price, volume, buyer_broker, buyer_type, seller_broker, seller_type,
              buy_order, sell_order, time
         from trade_records where trade_date = $1 and symbol = any($2)
        order by time, greatest(buy_order, sell_order), least(buy_order, sell_order), symbol, seq`,
      [TEST_MARKET.endDate, SYMBOLS],
    );
    lines = trades.map((t, index) =>
      [
        index + 1,
        t.session,
        t.board,
        t.buyer_broker,
        t.buyer_type,
        t.seller_broker,
        t.seller_type,
        t.symbol,
        t.volume,
        t.price,
        TODAY,
        t.buy_order,
        t.sell_order,
        t.time,
      ].join(','),
    );
  });
  afterAll(() => server.close());

  it('gives ingest keys to admins only, shows a key once, and refuses member tokens and revoked keys', async () => {
    expect((await call(server, 'GET', '/api/admin/ingest-keys', { token: server.token })).status).toBe(403);
    const created = await call(server, 'POST', '/api/admin/ingest-keys', {
      token: admin,
      body: { name: 'IDX feed' },
    });
    expect(created.status).toBe(201);
    key = created.body.data.key;
    expect(key.startsWith(created.body.data.prefix)).toBe(true);
    const listed = await call(server, 'GET', '/api/admin/ingest-keys', { token: admin });
    expect(listed.body.data).toHaveLength(1);
    expect(JSON.stringify(listed.body)).not.toContain(key);

    const spare = await call(server, 'POST', '/api/admin/ingest-keys', {
      token: admin,
      body: { name: 'Spare' },
    });
    const revoked = await call(server, 'DELETE', `/api/admin/ingest-keys/${spare.body.data.id}`, {
      token: admin,
    });
    expect(revoked.body.data.revoked_at).not.toBeNull();
    expect(
      (await call(server, 'DELETE', `/api/admin/ingest-keys/${spare.body.data.id}`, { token: admin })).status,
    ).toBe(409);

    const batch = csv(lines.slice(0, 2));
    expect((await ingest(batch, { key: spare.body.data.key })).status).toBe(401);
    expect((await ingest(batch, { key: server.token })).status).toBe(401);
    // Refused before the body is read: an anonymous sender cannot make the server buffer it.
    expect((await ingest('x'.repeat(9 * 1024 * 1024), { key: '' })).status).toBe(401);
    expect(
      await queryRows(server.app.database, 'select 1 from trade_records where trade_date = $1', [TODAY]),
    ).toHaveLength(0);
  });

  it('refuses a bad batch whole, naming the row, and stores nothing of it', async () => {
    const bad = [...lines.slice(0, 3), lines[3]!.replace(/,RG,|,TN,|,NG,/, ',XX,')];
    const answer = await ingest(csv(bad));
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toMatch(/^line 5: invalid trxType 'XX'/);
    const yesterday = await ingest(csv([lines[0]!.replace(TODAY, TEST_MARKET.endDate)]));
    expect(yesterday.status).toBe(400);
    expect(yesterday.body.error.message).toContain(`is not today (${TODAY} WIB)`);
    expect(
      (await ingest(HEADER.replace('trxCode,', '') + '\n' + lines[0]!.replace(/^\d+,/, ''))).status,
    ).toBe(400);
    expect(
      await queryRows(server.app.database, 'select 1 from trade_records where trade_date = $1', [TODAY]),
    ).toHaveLength(0);
  });

  it('adds batches in any order, counts a retried batch once, reports the gaps, and the end-of-day file replaces the day', async () => {
    const size = Math.ceil(lines.length / 6);
    expect(moveGotoOffBoard(size)).toBeGreaterThan(0);
    const batches = Array.from({ length: 6 }, (_, i) => lines.slice(i * size, (i + 1) * size));
    expect(batches[5]!.length).toBeGreaterThan(0);
    expect(batches[1]!.some((line) => line.includes(',GOTO,') && line.includes(',RG,'))).toBe(true);

    const first = await ingest(csv(batches[0]!));
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ date: TODAY, added: batches[0]!.length, repeated: 0 });
    // The same batch again (a feed retrying after a timeout) adds nothing.
    expect((await ingest(csv(batches[0]!))).body.data).toMatchObject({
      added: 0,
      repeated: batches[0]!.length,
    });

    // NDJSON, the same fields.
    const fields = HEADER.split(',');
    const ndjson = batches[1]!
      .map((line) =>
        JSON.stringify(Object.fromEntries(line.split(',').map((value, i) => [fields[i], value]))),
      )
      .join('\n');
    expect((await ingest(ndjson, { type: 'application/x-ndjson' })).body.data.added).toBe(batches[1]!.length);
    // GOTO's first regular trade: the open, high and low its negotiated and cash prints made give way.
    expect(await gotoBar()).toEqual(gotoRegularBar(2 * size));

    // Batch 4 arrives before batch 3: the day shows the gap until it comes.
    expect((await ingest(csv(batches[3]!))).status).toBe(200);
    const [gapFrom, gapTo] = [2 * size + 1, 3 * size];
    const days = await call(server, 'GET', '/api/admin/live-days', { token: admin });
    expect(days.body.data[0]).toMatchObject({
      date: TODAY,
      missing: gapTo - gapFrom + 1,
      gaps: [{ from: gapFrom, to: gapTo }],
      repeated: batches[0]!.length,
    });
    // Overlapping the batch before it by one trade.
    expect((await ingest(csv([batches[3]!.at(-1)!, ...batches[2]!]))).body.data.added).toBe(
      batches[2]!.length,
    );
    await ingest(csv(batches[4]!));
    await ingest(csv(batches[5]!));
    expect((await call(server, 'GET', '/api/admin/live-days', { token: admin })).body.data[0]).toMatchObject({
      trades: lines.length,
      missing: 0,
      gaps: [],
    });

    // A stock only the live feed brought, which the end-of-day file will not have.
    const extra = `${lines.length + 1},1,RG,YP,D,CC,D,ASII,100,5000,${TODAY},9,8,93000`;
    expect((await ingest(csv([extra]))).body.data.added).toBe(1);
    const live = await rollups('ASII');
    // The last batch's GOTO prints, all off the regular board, moved neither its range nor its close.
    expect(await gotoBar()).toEqual(gotoRegularBar(lines.length));

    const eod = await uploadImport(server, admin, 'trades', [
      { name: `trades-${TODAY}.csv`, content: csv(lines) },
    ]);
    const run = await waitForRun(server, admin, eod.body.data.id);
    expect(run.status, run.message).toBe('done');
    // The end-of-day rollups of the same trades equal the sum of the batches, out-of-order ones included.
    expect(await rollups()).toEqual(live);
    expect(
      await queryRows(
        server.app.database,
        `select 1 from trade_records where trade_date = $1 and symbol = 'ASII'`,
        [TODAY],
      ),
    ).toHaveLength(0);
    expect((await call(server, 'GET', '/api/admin/live-days', { token: admin })).body.data).toEqual([]);
    // The day is final: a late batch cannot change it.
    expect((await ingest(csv([extra]))).status).toBe(409);
  });
});
