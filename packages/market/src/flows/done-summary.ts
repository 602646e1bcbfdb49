import type { Board, IsoDate, PriceLevelRow } from '../types.ts';
import type { BrokerPriceLevel } from './rollups.ts';

/** One Done Summary cell: BFreq, BLot, SLot, SFreq, TFreq, TLot. */
export type DoneCell = {
  bFreq: number;
  bLot: number;
  sLot: number;
  sFreq: number;
  tFreq: number;
  tLot: number;
};

/** Board filter: one board, or 'ALL' (the default) for every board added together. */
export type BoardFilter = Board | 'ALL';

export type DoneSummaryRow = { price: number; cells: DoneCell[] };

/**
 * Done Summary of one stock. `cells`, `total` and `columnMax` line up with `dates` (cells[i] is
 * dates[i]); a price that did not trade on a date has a zero cell there.
 */
export type DoneSummary = {
  dates: IsoDate[];
  /** Every price traded on any selected date, highest first. */
  prices: number[];
  rows: DoneSummaryRow[];
  /** The TOTAL row. */
  total: DoneCell[];
  /** Largest value of each column over the price rows (not TOTAL): the cell shown bold. */
  columnMax: DoneCell[];
};

export type BrokerBreakdownRow = { price: number; broker: string; cells: DoneCell[] };

export type BrokerBreakdown = {
  dates: IsoDate[];
  rows: BrokerBreakdownRow[];
  /** The ALL row. */
  total: DoneCell[];
  columnMax: DoneCell[];
};

export function emptyDoneCell(): DoneCell {
  return { bFreq: 0, bLot: 0, sLot: 0, sFreq: 0, tFreq: 0, tLot: 0 };
}

/**
 * Price × date table from price-level rows of ONE stock (rows of other dates are ignored; rows of
 * several boards at one price are added together unless `board` picks one). B = buyer-initiated,
 * S = seller-initiated, T = all trades at that price.
 */
export function buildDoneSummary(
  rows: readonly PriceLevelRow[],
  dates: readonly IsoDate[],
  board: BoardFilter = 'ALL',
): DoneSummary {
  const dateIndex = indexDates(dates);
  const byPrice = new Map<number, DoneCell[]>();
  for (const row of rows) {
    const column = dateIndex.get(row.date);
    if (column === undefined || (board !== 'ALL' && row.board !== board)) continue;
    let cells = byPrice.get(row.price);
    if (!cells) {
      cells = dates.map(emptyDoneCell);
      byPrice.set(row.price, cells);
    }
    const cell = cells[column] as DoneCell;
    cell.bFreq += row.buyFreq;
    cell.bLot += row.buyLot;
    cell.sLot += row.sellLot;
    cell.sFreq += row.sellFreq;
    cell.tFreq += row.totalFreq;
    cell.tLot += row.totalLot;
  }
  const prices = [...byPrice.keys()].sort((a, b) => b - a);
  const tableRows = prices.map((price) => ({ price, cells: byPrice.get(price) as DoneCell[] }));
  return { dates: [...dates], prices, rows: tableRows, ...totalsOf(tableRows, dates.length) };
}

/**
 * Price × broker × date table for Done Summary's Broker Breakdown, rows of ONE stock. For a broker,
 * B is what it bought at that price and S what it sold there (its side of the trade, whoever
 * initiated); T = B + S, so the ALL row's TLot is twice the lots traded (each lot has a buying and
 * a selling broker). Rows: price descending, then the broker's lots over all dates descending, then
 * broker code.
 */
export function buildBrokerBreakdown(
  rows: readonly BrokerPriceLevel[],
  dates: readonly IsoDate[],
  board: BoardFilter = 'ALL',
): BrokerBreakdown {
  const dateIndex = indexDates(dates);
  const byKey = new Map<string, BrokerBreakdownRow>();
  for (const row of rows) {
    const column = dateIndex.get(row.date);
    if (column === undefined || (board !== 'ALL' && row.board !== board)) continue;
    const key = row.price + '|' + row.broker;
    let tableRow = byKey.get(key);
    if (!tableRow) {
      tableRow = { price: row.price, broker: row.broker, cells: dates.map(emptyDoneCell) };
      byKey.set(key, tableRow);
    }
    const cell = tableRow.cells[column] as DoneCell;
    cell.bFreq += row.buyFreq;
    cell.bLot += row.buyLot;
    cell.sLot += row.sellLot;
    cell.sFreq += row.sellFreq;
    cell.tFreq += row.buyFreq + row.sellFreq;
    cell.tLot += row.buyLot + row.sellLot;
  }
  const tableRows = [...byKey.values()];
  const lotsOf = (row: BrokerBreakdownRow) => row.cells.reduce((total, cell) => total + cell.tLot, 0);
  tableRows.sort((a, b) => b.price - a.price || lotsOf(b) - lotsOf(a) || compareText(a.broker, b.broker));
  return { dates: [...dates], rows: tableRows, ...totalsOf(tableRows, dates.length) };
}

function totalsOf(rows: readonly { cells: DoneCell[] }[], width: number) {
  const total = Array.from({ length: width }, emptyDoneCell);
  const columnMax = Array.from({ length: width }, emptyDoneCell);
  for (const row of rows) {
    row.cells.forEach((cell, column) => {
      const sum = total[column] as DoneCell;
      const max = columnMax[column] as DoneCell;
      for (const metric of DONE_METRICS) {
        sum[metric] += cell[metric];
        if (cell[metric] > max[metric]) max[metric] = cell[metric];
      }
    });
  }
  return { total, columnMax };
}

const DONE_METRICS = ['bFreq', 'bLot', 'sLot', 'sFreq', 'tFreq', 'tLot'] as const;

function indexDates(dates: readonly IsoDate[]): Map<IsoDate, number> {
  return new Map(dates.map((date, column) => [date, column]));
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
