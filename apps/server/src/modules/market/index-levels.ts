import { buildCapWeightedIndex, type IsoDate } from '@pantau/market';
import type { BulkWriter } from '../../db/bulk.ts';

/** A stock's stay in an index or sector; `from` null for sectors, which have always held their stocks. */
type Window = { code: string; symbol: string; from: IsoDate | null; to: IsoDate | null };

type BarRow = {
  symbol: string;
  date: IsoDate;
  open: number;
  high: number;
  low: number;
  close: number;
  value: number;
};

const BAR_COLUMNS = 'symbol, date::text AS date, open, high, low, close, value::float8 AS value';

/** First key of the advisory lock that runs index-level rebuilds one at a time, across instances. */
const INDEX_LEVELS_LOCK = 727_022;

const inWindow = (window: Window, date: IsoDate) =>
  (window.from === null || date >= window.from) && (window.to === null || date < window.to);

/**
 * Recomputes every index and sector level from `from` onward (all of them when null), inside the
 * caller's transaction, so levels commit together with the member bars they come from. Weights are
 * the stored instruments' listed shares and sectors, memberships the stored ones.
 *
 * A cap-weighted level is a chain from the previous day, so the rebuild resumes from the last stored
 * level before `from` (the anchor) instead of from the first day: each member enters the chain with
 * its last close at or before the anchor, exactly the state a rebuild from the start would reach.
 */
export async function rebuildIndexBarsFrom(writer: BulkWriter, from: IsoDate | null): Promise<number> {
  // One rebuild at a time. Two that overlap (a live day's settle and its end-of-day import) each
  // delete the levels from a date and insert new ones; under READ COMMITTED the second's delete
  // cannot see the first's new rows, so its insert then fails on their keys. Taken before the
  // delete, the lock gives that delete a snapshot with the first rebuild's rows in it.
  await writer.execute('SELECT pg_advisory_xact_lock($1, 0)', [INDEX_LEVELS_LOCK]);
  const instruments = await writer.query<{ symbol: string; sector: string; shares: number }>(
    'SELECT symbol, sector, listed_shares::float8 AS shares FROM instruments',
  );
  const memberships = await writer.query<{ code: string; symbol: string; from: IsoDate; to: IsoDate | null }>(
    'SELECT index_code AS code, symbol, from_date::text AS "from", to_date::text AS "to" FROM index_memberships',
  );
  const windows: Window[] = [
    ...memberships,
    // A blank sector is a stock not classified yet (see the Stock Summary import).
    ...instruments
      .filter((row) => row.sector.trim() !== '')
      .map((row) => ({
        code: `SECTOR:${row.sector.trim()}`,
        symbol: row.symbol,
        from: null,
        to: null,
      })),
  ];
  const shares = new Map(instruments.map((row) => [row.symbol, Number(row.shares)]));

  const anchors = new Map<string, { date: IsoDate; close: number }>();
  if (from !== null) {
    const rows = await writer.query<{ code: string; date: IsoDate; close: number }>(
      `SELECT DISTINCT ON (code) code, date::text AS date, close FROM index_bars
       WHERE date < $1 ORDER BY code, date DESC`,
      [from],
    );
    for (const row of rows) anchors.set(row.code, { date: row.date, close: Number(row.close) });
  }
  const codes = [...new Set(windows.map((window) => window.code))];
  const fullCodes = codes.filter((code) => !anchors.has(code));

  // Bars after the earliest anchor (all bars when any code starts from scratch).
  const earliestAnchor = fullCodes.length > 0 ? null : [...anchors.values()].map((a) => a.date).sort()[0];
  const bars = await writer.query<BarRow>(
    earliestAnchor
      ? `SELECT ${BAR_COLUMNS} FROM daily_bars WHERE date > $1 ORDER BY symbol, date`
      : `SELECT ${BAR_COLUMNS} FROM daily_bars ORDER BY symbol, date`,
    earliestAnchor ? [earliestAnchor] : [],
  );
  const barsBySymbol = new Map<string, BarRow[]>();
  for (const bar of bars) {
    const list = barsBySymbol.get(bar.symbol) ?? [];
    list.push(bar);
    barsBySymbol.set(bar.symbol, list);
  }

  // Each anchored window's last close at or before its anchor (a suspended member holds it).
  const anchored = windows.filter((window) => anchors.has(window.code));
  const held = new Map<Window, number>();
  if (anchored.length > 0) {
    const rows = await writer.query<{ i: string; close: number }>(
      `SELECT w.i, b.close
       FROM unnest($1::text[], $2::date[], $3::date[], $4::date[]) WITH ORDINALITY AS w(symbol, from_date, to_date, upto, i)
       CROSS JOIN LATERAL (
         SELECT close FROM daily_bars d
         WHERE d.symbol = w.symbol AND d.date <= w.upto
           AND (w.from_date IS NULL OR d.date >= w.from_date) AND (w.to_date IS NULL OR d.date < w.to_date)
         ORDER BY d.date DESC LIMIT 1
       ) b`,
      [
        anchored.map((window) => window.symbol),
        anchored.map((window) => window.from),
        anchored.map((window) => window.to),
        anchored.map((window) => anchors.get(window.code)?.date),
      ],
    );
    for (const row of rows) held.set(anchored[Number(row.i) - 1] as Window, Number(row.close));
  }

  const rows: Array<[string, IsoDate, number, number, number, number, number]> = [];
  for (const code of codes) {
    const anchor = anchors.get(code);
    const members = windows
      .filter((window) => window.code === code)
      .map((window) => {
        const after = (barsBySymbol.get(window.symbol) ?? []).filter(
          (bar) => (!anchor || bar.date > anchor.date) && inWindow(window, bar.date),
        );
        const close = held.get(window);
        const start: BarRow[] =
          anchor && close !== undefined
            ? [
                {
                  symbol: window.symbol,
                  date: anchor.date,
                  open: close,
                  high: close,
                  low: close,
                  close,
                  value: 0,
                },
              ]
            : [];
        return {
          symbol: window.symbol,
          sharesOutstanding: shares.get(window.symbol) ?? 0,
          bars: [...start, ...after],
        };
      });
    const valueByDate = new Map<IsoDate, number>();
    for (const member of members) {
      for (const bar of member.bars)
        valueByDate.set(bar.date, (valueByDate.get(bar.date) ?? 0) + Number(bar.value));
    }
    const series = buildCapWeightedIndex(members, anchor?.close);
    for (const point of series) {
      if (anchor && point.date <= anchor.date) continue;
      rows.push([
        code,
        point.date,
        point.open,
        point.high,
        point.low,
        point.close,
        valueByDate.get(point.date) ?? 0,
      ]);
    }
  }

  if (from === null) await writer.execute('DELETE FROM index_bars');
  else {
    await writer.execute('DELETE FROM index_bars WHERE date >= $1 OR NOT (code = ANY($2))', [
      from,
      [...anchors.keys()],
    ]);
  }
  await writer.copy('index_bars', ['code', 'date', 'open', 'high', 'low', 'close', 'value'], rows);
  return rows.length;
}
