import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WATCHLIST_MAX_SYMBOLS } from '@pantau/contracts';
import { call, signedInUser } from './support/accounts.ts';
import { startMarketServer, type MarketTestServer } from './support/market.ts';
import { databaseKinds, queryRows } from './support/test-server.ts';

describe.each(databaseKinds)('watchlist favourites on %s', (kind) => {
  let server: MarketTestServer;
  let symbols: string[];
  beforeAll(async () => {
    server = await startMarketServer(kind);
    symbols = (
      await queryRows<{ symbol: string }>(
        server.app.database,
        'select symbol from instruments order by symbol',
      )
    ).map((row) => row.symbol);
  });
  afterAll(() => server.close());

  /** A fresh member without a plan: favourites are their own data, not market data. */
  async function freshMember() {
    const { user, session } = await signedInUser(server);
    const as = (method: string, path: string) => call(server, method, path, { token: session.access_token });
    return { user, as };
  }

  it('answers the defaults until the member changes them, and stores nothing for a read', async () => {
    const { user, as } = await freshMember();
    const answer = await as('GET', '/api/me/watchlist');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ symbols: ['BBRI', 'BBCA', 'BMRI'], isDefault: true });
    const rows = await queryRows(server.app.database, 'select * from user_watchlists where user_id = $1', [
      user.id,
    ]);
    expect(rows).toHaveLength(0);
  });

  it('stars from the defaults, keeps the starring order, and unstars; the row holds what GET answers', async () => {
    const { user, as } = await freshMember();
    const extra = symbols.find((symbol) => !['BBRI', 'BBCA', 'BMRI'].includes(symbol)) as string;

    const starred = await as('PUT', `/api/me/watchlist/${extra.toLowerCase()}`);
    expect(starred.status).toBe(200);
    expect(starred.body.data).toEqual({ symbols: ['BBRI', 'BBCA', 'BMRI', extra], isDefault: false });
    // Starring twice changes nothing.
    expect((await as('PUT', `/api/me/watchlist/${extra}`)).body.data.symbols).toEqual([
      'BBRI',
      'BBCA',
      'BMRI',
      extra,
    ]);

    const unstarred = await as('DELETE', '/api/me/watchlist/BBCA');
    expect(unstarred.status).toBe(200);
    expect(unstarred.body.data.symbols).toEqual(['BBRI', 'BMRI', extra]);

    const [row] = await queryRows<{ symbols: string[] }>(
      server.app.database,
      'select symbols from user_watchlists where user_id = $1',
      [user.id],
    );
    expect(row?.symbols).toEqual(['BBRI', 'BMRI', extra]);
    expect((await as('GET', '/api/me/watchlist')).body.data).toEqual({
      symbols: ['BBRI', 'BMRI', extra],
      isDefault: false,
    });
  });

  it('unstarring a default first keeps the other defaults; unstarring all leaves an empty list', async () => {
    const { as } = await freshMember();
    expect((await as('DELETE', '/api/me/watchlist/BBRI')).body.data.symbols).toEqual(['BBCA', 'BMRI']);
    await as('DELETE', '/api/me/watchlist/BBCA');
    await as('DELETE', '/api/me/watchlist/BMRI');
    expect((await as('GET', '/api/me/watchlist')).body.data).toEqual({ symbols: [], isDefault: false });
  });

  it('lands every one of several stars sent at once', async () => {
    const { as } = await freshMember();
    const batch = symbols.filter((symbol) => !['BBRI', 'BBCA', 'BMRI'].includes(symbol)).slice(0, 5);
    const answers = await Promise.all(batch.map((symbol) => as('PUT', `/api/me/watchlist/${symbol}`)));
    expect(answers.map((answer) => answer.status)).toEqual(batch.map(() => 200));
    const stored = (await as('GET', '/api/me/watchlist')).body.data.symbols as string[];
    expect([...stored].sort()).toEqual([...['BBRI', 'BBCA', 'BMRI'], ...batch].sort());
  });

  it('refuses an unknown ticker with a clear 400 and leaves the list alone', async () => {
    const { as } = await freshMember();
    const unknown = await as('PUT', '/api/me/watchlist/ZZZZ');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toEqual({
      code: 'UNKNOWN_TICKER',
      message: 'No tickers found',
      field: 'symbol',
    });
    const tooLong = await as('PUT', '/api/me/watchlist/ABCDEFGHIJKLMN');
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.message).toBe('No tickers found');
    expect((await as('GET', '/api/me/watchlist')).body.data.isDefault).toBe(true);
  });

  it(`stops at ${WATCHLIST_MAX_SYMBOLS} favourites`, async () => {
    const { user, as } = await freshMember();
    const many = symbols.slice(0, WATCHLIST_MAX_SYMBOLS);
    expect(many).toHaveLength(WATCHLIST_MAX_SYMBOLS);
    await queryRows(server.app.database, 'insert into user_watchlists (user_id, symbols) values ($1, $2)', [
      user.id,
      many,
    ]);
    const next = symbols[WATCHLIST_MAX_SYMBOLS] as string;
    const full = await as('PUT', `/api/me/watchlist/${next}`);
    expect(full.status).toBe(400);
    expect(full.body.error.message).toBe(`At most ${WATCHLIST_MAX_SYMBOLS} favourites`);
    // Re-starring one already there is still fine.
    expect((await as('PUT', `/api/me/watchlist/${many[0]}`)).status).toBe(200);
  });

  it('needs a signed-in member', async () => {
    expect((await call(server, 'GET', '/api/me/watchlist')).status).toBe(401);
    expect((await call(server, 'PUT', '/api/me/watchlist/BBRI')).status).toBe(401);
  });
});
