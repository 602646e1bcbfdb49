import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signedInUser } from './support/accounts.ts';
import { uploadImport, waitForRun } from './support/imports.ts';
import { startMarketServer, TEST_MARKET, type MarketTestServer } from './support/market.ts';
import { databaseKinds, queryRows } from './support/test-server.ts';

/**
 * The stock list over time: listings, delistings and code changes, imported from a file or entered
 * by an admin. A renamed stock keeps one continuous history under its new code, and search finds
 * it by either code.
 */

const asOf = TEST_MARKET.endDate;
// The Monday after the test market's last day (a Friday): the new code trades from then on.
const NEXT_TRADING_DAY = '2026-11-23';

type Candle = { time: string; close: number };

describe.each(databaseKinds)('the stock list over time on %s', (kind) => {
  let server: MarketTestServer;
  let admin: string;

  const asAdmin = (method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown) =>
    call(server, method, path, { token: admin, body });
  const importFile = async (name: string, content: string | Uint8Array, kind = 'stocks') => {
    const upload = await uploadImport(server, admin, kind, [{ name, content }]);
    expect(upload.status).toBe(202);
    return waitForRun(server, admin, upload.body.data.id);
  };
  const closes = async (symbol: string, from: string, to: string) => {
    const answer = await server.get(
      `/api/market/candles?${new URLSearchParams({ symbol, timeframe: '1D', from, to, adjust: 'raw' })}`,
    );
    return { status: answer.status, candles: (answer.body.data?.candles ?? []) as Candle[] };
  };
  const storedBars = async (symbol: string) =>
    (
      await queryRows(
        server.app.database,
        `select to_char(date, 'YYYY-MM-DD') as date, close from daily_bars where symbol = '${symbol}' order by date`,
      )
    ).map((row) => ({ date: String(row.date), close: Number(row.close) }));
  const count = async (table: string, symbol: string) =>
    Number(
      (
        await queryRows(
          server.app.database,
          `select count(*)::int as n from ${table} where symbol = '${symbol}'`,
        )
      )[0]!.n,
    );
  const search = async (q: string) =>
    (await server.get(`/api/market/search?q=${q}`)).body.data.results as Array<{
      symbol: string;
      formerSymbols: string[];
      delistedOn: string | null;
    }>;

  beforeAll(async () => {
    server = await startMarketServer(kind);
    admin = (await signedInUser(server, { role: 'admin' })).session.access_token;
  });
  afterAll(() => server.close());

  it('keeps the stock admin to admins', async () => {
    expect((await call(server, 'GET', '/api/admin/stocks', { token: server.token })).status).toBe(403);
    const body = { old_symbol: 'ELSA', new_symbol: 'ELNU', changed_on: NEXT_TRADING_DAY };
    expect(
      (await call(server, 'POST', '/api/admin/stocks/code-changes', { token: server.token, body })).status,
    ).toBe(403);
  });

  it('imports a stock list: new listings, updates and delistings, bad rows named by line and column', async () => {
    const file = [
      'code,name,listing_date,listed_shares,board,sector,sub_industry,delisting_date',
      'NEWS,Nusantara Energi Surya Tbk,2026-11-18,"4,000,000,000",Pengembangan,Energi,Renewable Energy,',
      `PRDA,Prodia Widyahusada Tbk,2016-12-07,937500000,Main,Healthcare,Healthcare Providers,${asOf}`,
      'ACES,Aspirasi Hidup Indonesia Tbk,2007-11-06,17120000000,Utama,E,Home Improvement Retail,',
      'BADS,Bad Sector Tbk,2026-11-18,1000,Main,Fishing,,',
      'BADD,Bad Date Tbk,18/11/2026,1000,Main,A,,',
      'BADB,Bad Board Tbk,2026-11-18,1000,Premium,A,,',
    ].join('\n');
    const run = await importFile('daftar-saham.csv', file);
    expect(run).toMatchObject({
      status: 'done',
      kind: 'stocks',
      rows_read: 6,
      rows_stored: 3,
      rows_rejected: 3,
    });
    expect(run.rejected_samples).toEqual([
      { row: 5, column: 'sector', reason: "unknown IDX-IC sector 'Fishing' (A–K or its name)" },
      { row: 6, column: 'listing_date', reason: "invalid date '18/11/2026'" },
      {
        row: 7,
        column: 'board',
        reason: "unknown board 'Premium' (Main, Development, Acceleration, New Economy, Watchlist)",
      },
    ]);
    expect(run.notes).toContain('1 listed, 2 updated, 0 unchanged, 1 delisted');

    const listed = await asAdmin('GET', '/api/admin/stocks?q=NEWS');
    expect(listed.body.data.stocks).toEqual([
      {
        symbol: 'NEWS',
        name: 'Nusantara Energi Surya Tbk',
        sector: 'A',
        sub_industry: 'Renewable Energy',
        board: 'Development',
        listed_shares: 4_000_000_000,
        listed_on: '2026-11-18',
        delisted_on: null,
        former_symbols: [],
      },
    ]);
    const delisted = await asAdmin('GET', '/api/admin/stocks?status=delisted');
    expect(delisted.body.data.stocks.map((stock: { symbol: string }) => stock.symbol)).toEqual(['PRDA']);

    // Delisted on the last day: gone from the screener, still found (and marked) by search.
    const screener = (await server.get('/api/market/screener')).body.data.rows as Array<{ symbol: string }>;
    expect(screener.some((row) => row.symbol === 'PRDA')).toBe(false);
    expect(screener.some((row) => row.symbol === 'ACES')).toBe(true);
    expect((await search('PRDA'))[0]).toMatchObject({ symbol: 'PRDA', delistedOn: asOf });

    // The same rows again (a new download, so not the same file): nothing changes.
    const again = await importFile('daftar-saham-2.csv', `${file}\n`);
    expect(again.notes).toContain('0 listed, 0 updated, 3 unchanged');
  });

  it("reads the exchange's XLSX list, with its title row and Indonesian headers, detected by content", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Daftar Saham');
    sheet.addRow(['Daftar Saham per 20 November 2026']);
    sheet.addRow(['Kode', 'Nama Perusahaan', 'Tanggal Pencatatan', 'Saham', 'Papan Pencatatan', 'Sektor']);
    sheet.addRow([
      'XLSK',
      'Xylem Lestari Tbk',
      new Date(Date.UTC(2026, 10, 19)),
      2_500_000_000,
      'Akselerasi',
      'Keuangan',
    ]);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    const run = await importFile('Daftar Saham.xlsx', bytes, 'auto');
    expect(run).toMatchObject({ status: 'done', kind: 'stocks', rows_stored: 1, rows_rejected: 0 });
    const [stock] = (await asAdmin('GET', '/api/admin/stocks?q=XLSK')).body.data.stocks;
    expect(stock).toMatchObject({
      symbol: 'XLSK',
      sector: 'G',
      board: 'Acceleration',
      listed_on: '2026-11-19',
      listed_shares: 2_500_000_000,
    });
  });

  it('refuses a stock list without its code and name columns, naming them', async () => {
    const run = await importFile('list.csv', 'ticker,sector\nNEWS,A', 'stocks');
    expect(run.status).toBe('failed');
    expect(run.message).toContain('lacks the column name');
  });

  it('a code change moves the whole history under the new code: one chart, found by either code', async () => {
    const before = await storedBars('ELSA');
    const trades = await count('trade_records', 'ELSA');
    expect(trades).toBeGreaterThan(0);
    const window = { from: before.at(-60)!.date, to: asOf };
    const chartBefore = await closes('ELSA', window.from, window.to);
    await call(server, 'PUT', '/api/me/watchlist/ELSA', { token: server.token });

    const refused = await asAdmin('POST', '/api/admin/stocks/code-changes', {
      old_symbol: 'ZZZZ',
      new_symbol: 'ELNU',
      changed_on: NEXT_TRADING_DAY,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ field: 'old_symbol', message: 'Stock not found' });
    const same = await asAdmin('POST', '/api/admin/stocks/code-changes', {
      old_symbol: 'ELSA',
      new_symbol: 'elsa',
      changed_on: NEXT_TRADING_DAY,
    });
    expect(same.body.error).toMatchObject({
      field: 'new_symbol',
      message: 'The new code must differ from the old one',
    });

    const recorded = await asAdmin('POST', '/api/admin/stocks/code-changes', {
      old_symbol: 'ELSA',
      new_symbol: 'ELNU',
      changed_on: NEXT_TRADING_DAY,
    });
    expect(recorded.status).toBe(201);
    expect(recorded.body.data.change).toMatchObject({
      old_symbol: 'ELSA',
      new_symbol: 'ELNU',
      source: 'admin',
    });
    expect(recorded.body.data.rows_moved).toBeGreaterThanOrEqual(before.length + trades);

    expect(await storedBars('ELNU')).toEqual(before);
    expect(await count('trade_records', 'ELNU')).toBe(trades);
    expect(await count('daily_bars', 'ELSA')).toBe(0);
    const chartAfter = await closes('ELNU', window.from, window.to);
    expect(chartAfter).toEqual(chartBefore);
    expect((await closes('ELSA', window.from, window.to)).status).toBe(404);

    const found = await search('ELSA');
    expect(found[0]).toMatchObject({ symbol: 'ELNU', formerSymbols: ['ELSA'] });
    const watchlist = await call(server, 'GET', '/api/me/watchlist', { token: server.token });
    expect(watchlist.body.data.symbols).toContain('ELNU');
    expect(watchlist.body.data.symbols).not.toContain('ELSA');

    // A late file under the old code, dated before the change, lands under the new code.
    const last = before.at(-15)!;
    const late = await importFile(
      'elsa-late.csv',
      `Symbol,Date,Open,High,Low,Close,Volume\nELSA,${last.date},${last.close + 5},${last.close + 5},${last.close + 5},${last.close + 5},1000`,
      'bars',
    );
    expect(late).toMatchObject({ status: 'done', rows_stored: 1 });
    expect((await storedBars('ELNU')).find((bar) => bar.date === last.date)?.close).toBe(last.close + 5);
    expect(await count('daily_bars', 'ELSA')).toBe(0);

    const twice = await asAdmin('POST', '/api/admin/stocks/code-changes', {
      old_symbol: 'ELSA',
      new_symbol: 'ELNU',
      changed_on: NEXT_TRADING_DAY,
    });
    expect(twice.status).toBe(409);
    // Another stock cannot be renamed onto a code that already has that history.
    const clash = await asAdmin('POST', '/api/admin/stocks/code-changes', {
      old_symbol: 'ACES',
      new_symbol: 'ELNU',
      changed_on: NEXT_TRADING_DAY,
    });
    expect(clash.status).toBe(409);
    expect(clash.body.error.message).toContain('ELNU already has data before 2026-11-23');
    expect(await count('daily_bars', 'ACES')).toBeGreaterThan(0);
  });

  it('records a change once when two admins send it at the same moment', async () => {
    const bars = await count('daily_bars', 'SIDO');
    const body = { old_symbol: 'SIDO', new_symbol: 'SIDX', changed_on: NEXT_TRADING_DAY };
    const answers = await Promise.all([
      asAdmin('POST', '/api/admin/stocks/code-changes', body),
      asAdmin('POST', '/api/admin/stocks/code-changes', body),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await count('daily_bars', 'SIDX')).toBe(bars);
    const changes = (await asAdmin('GET', '/api/admin/stocks/code-changes')).body.data.changes;
    expect(changes.filter((change: { old_symbol: string }) => change.old_symbol === 'SIDO')).toHaveLength(1);
  });

  it('a stock list with a previous code merges the old history into the code files already use', async () => {
    // Files have come under the new code since the change: HXAD from changeDate, HEXA before it.
    const before = await storedBars('HEXA');
    const changeDate = before.at(-30)!.date;
    await queryRows(
      server.app.database,
      `insert into instruments (symbol, name, sector, sub_industry, listed_shares) values ('HXAD', 'HXAD', ' ', '', 0)`,
    );
    await queryRows(
      server.app.database,
      `update daily_bars set symbol = 'HXAD' where symbol = 'HEXA' and date >= '${changeDate}'`,
    );
    expect((await closes('HXAD', before[0]!.date, asOf)).candles).toHaveLength(30);

    const run = await importFile(
      'code-changes.csv',
      [
        'code,name,listing_date,listed_shares,board,sector,sub_industry,previous_code,changed_on',
        `HXAD,Hexindo Adiperkasa Tbk,,,Main,,,HEXA,${changeDate}`,
        `NEWB,Nowhere Baru Tbk,,,Main,,,ZZZZ,${changeDate}`,
        `BBCA,Renamed Bank Tbk,,,Main,,,MIKA,${changeDate}`,
      ].join('\n'),
    );
    // A row whose code change cannot apply is refused whole: nothing of it is written.
    expect(run).toMatchObject({ status: 'done', rows_read: 3, rows_stored: 1, rows_rejected: 2 });
    expect(run.rejected_samples).toEqual([
      { row: 3, column: 'previous_code', reason: "unknown stock 'ZZZZ'" },
      {
        row: 4,
        column: 'previous_code',
        reason: expect.stringMatching(
          /^BBCA already has data before \d{4}-\d{2}-\d{2} \(.+\); that history would collide with the one moved from MIKA$/,
        ),
      },
    ]);
    expect((await asAdmin('GET', '/api/admin/stocks?q=NEWB')).body.data.stocks).toEqual([]);
    expect((await search('BBCA'))[0]).toMatchObject({ symbol: 'BBCA', name: 'Bank Central Asia Tbk' });
    expect(await count('daily_bars', 'MIKA')).toBeGreaterThan(0);
    expect(run.notes.join(' ')).toMatch(/1 code change\(s\): [\d,]+ stored rows moved/);

    const merged = await closes('HXAD', before[0]!.date, asOf);
    expect(merged.candles.map((candle) => candle.close)).toEqual(before.map((bar) => bar.close));
    const stocks = (await asAdmin('GET', '/api/admin/stocks?q=HEXA')).body.data.stocks;
    expect(stocks).toEqual([
      expect.objectContaining({
        symbol: 'HXAD',
        sector: 'C',
        former_symbols: ['HEXA'],
        name: 'Hexindo Adiperkasa Tbk',
      }),
    ]);
    const changes = (await asAdmin('GET', '/api/admin/stocks/code-changes')).body.data.changes;
    expect(
      changes.map(
        (change: { old_symbol: string; source: string }) => `${change.old_symbol} ${change.source}`,
      ),
    ).toEqual(expect.arrayContaining(['HEXA import', 'ELSA admin']));
  });
});
