import type { HolderCategory, IsoDate } from '@pantau/market';
import type { IndexDayRow, OwnershipMonthRow, StockDayRow } from './export.repo.ts';
import { BALANCEPOS_CATEGORIES, type BalanceposRecord } from './write-balancepos.ts';
import { idxIndexCode, type IndexSummaryRecord } from './write-index-summary.ts';
import type { StockSummaryRecord } from './write-stock-summary.ts';

const round = (value: number, decimals: number) => Number(value.toFixed(decimals));

/**
 * A stored stock-day as the Stock Summary prints it. Figures the day was imported with (remarks,
 * quotes, tradeable shares, non-regular totals) are written back as published; for demo days:
 * - OpenPrice = FirstTrade = the open: the demo opens every stock with an opening-auction match;
 * - Bid/Offer and their volumes are 0, as the exchange writes them for a stock without quotes at
 *   the close: the demo keeps no order book;
 * - tradeable shares and the index weight base are the listed shares (the demo's index weights);
 * - the individual index is the close over the stock's first stored open, × 100;
 * - a day without trades has 0 open, first trade, high and low, as the exchange prints them; a
 *   listed stock without a bar (suspended) closes at its previous close with nothing traded.
 */
export function toStockSummaryRecords(date: IsoDate, stocks: readonly StockDayRow[]): StockSummaryRecord[] {
  return stocks.map((stock) => {
    const { published } = stock;
    const previous = stock.previousClose ?? stock.bar?.open ?? 0;
    const bar = stock.bar ?? {
      open: previous,
      high: previous,
      low: previous,
      close: previous,
      volume: 0,
      value: 0,
      frequency: 0,
      foreignBuy: 0,
      foreignSell: 0,
    };
    const traded = bar.volume > 0;
    return {
      date,
      code: stock.symbol,
      name: stock.name,
      remarks: published?.remarks ?? '',
      previous,
      openPrice: traded ? bar.open : 0,
      lastTradeDate: stock.lastTradeDate ?? date,
      firstTrade: traded ? bar.open : 0,
      high: traded ? bar.high : 0,
      low: traded ? bar.low : 0,
      close: bar.close,
      volume: bar.volume,
      value: bar.value,
      frequency: bar.frequency,
      indexIndividual: stock.basePrice > 0 ? round((bar.close / stock.basePrice) * 100, 3) : 0,
      offer: published?.offer ?? 0,
      offerVolume: published?.offerVolume ?? 0,
      bid: published?.bid ?? 0,
      bidVolume: published?.bidVolume ?? 0,
      listedShares: stock.listedShares,
      tradeableShares: published?.tradeableShares ?? stock.listedShares,
      weightForIndex: stock.listedShares,
      foreignSell: bar.foreignSell,
      foreignBuy: bar.foreignBuy,
      nonRegularVolume: published?.nonRegularVolume ?? stock.nonRegular.volume,
      nonRegularValue: published?.nonRegularValue ?? stock.nonRegular.value,
      nonRegularFrequency: published?.nonRegularFrequency ?? stock.nonRegular.frequency,
    };
  });
}

/**
 * The computed index and sector levels under the exchange's codes (COMPOSITE first), levels to
 * three decimals as IDX publishes them.
 */
export function toIndexSummaryRecords(date: IsoDate, indices: readonly IndexDayRow[]): IndexSummaryRecord[] {
  const records: IndexSummaryRecord[] = [];
  for (const index of indices) {
    const code = idxIndexCode(index.code);
    if (code === null) continue;
    records.push({
      date,
      code,
      previous: round(index.previousClose ?? index.open, 3),
      open: round(index.open, 3),
      high: round(index.high, 3),
      low: round(index.low, 3),
      close: round(index.close, 3),
      volume: index.volume,
      value: index.value,
      frequency: index.frequency,
      marketCapital: Math.round(index.marketCap),
    });
  }
  return records.sort((a, b) =>
    a.code === 'COMPOSITE' ? -1 : b.code === 'COMPOSITE' ? 1 : a.code.localeCompare(b.code),
  );
}

/** Non-equity securities a real Balancepos lists beside the stocks: a bond and an MTN per issuer. */
const DEBT_ISSUERS = 3;
const DEBT_HOLDERS: Array<[side: 'local' | 'foreign', category: HolderCategory, share: number]> = [
  ['local', 'IS', 0.3],
  ['local', 'PF', 0.2],
  ['local', 'IB', 0.25],
  ['local', 'MF', 0.15],
  ['foreign', 'IS', 0.1],
];

function debtRecord(asOf: IsoDate, code: string, type: string, nominal: number): BalanceposRecord {
  const holdings = {
    local: Object.fromEntries(BALANCEPOS_CATEGORIES.map((category) => [category, 0])),
    foreign: Object.fromEntries(BALANCEPOS_CATEGORIES.map((category) => [category, 0])),
  } as Record<'local' | 'foreign', Record<HolderCategory, number>>;
  for (const [side, category, share] of DEBT_HOLDERS) holdings[side][category] = Math.round(nominal * share);
  const held = Object.values(holdings.local).reduce((sum, value) => sum + value, 0);
  // Rounding leftovers go to the largest local holder, so the totals add up to the nominal.
  holdings.local.IS +=
    nominal - held - Object.values(holdings.foreign).reduce((sum, value) => sum + value, 0);
  return { date: asOf, code, type, secNum: nominal, price: 100, ...holdings };
}

/**
 * The month's EQUITY rows (Sec. Num = listed shares, Price = the last close on or before the month
 * end), with a corporate bond and an MTN of the first financial issuers, in code order as KSEI
 * lists them.
 */
export function toBalanceposRecords(asOf: IsoDate, stocks: readonly OwnershipMonthRow[]): BalanceposRecord[] {
  const records: BalanceposRecord[] = stocks.map((stock) => ({
    date: asOf,
    code: stock.symbol,
    type: 'EQUITY',
    secNum: stock.listedShares,
    price: stock.close,
    local: stock.local,
    foreign: stock.foreign,
  }));
  const financials = stocks.filter((stock) => stock.sector === 'G');
  const issuers = (financials.length > 0 ? financials : stocks).slice(0, DEBT_ISSUERS);
  for (const issuer of issuers) {
    records.push(debtRecord(asOf, `${issuer.symbol}01ACN1`, 'CORPORATE BOND', 1_000_000_000_000));
    records.push(debtRecord(asOf, `${issuer.symbol}01XXMN`, 'MTN', 500_000_000_000));
  }
  return records.sort((a, b) => a.code.localeCompare(b.code));
}
