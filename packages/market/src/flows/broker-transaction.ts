import type { BrokerDayRow, IsoDate } from '../types.ts';
import { averagePrice, sumBrokerRows } from './broker-totals.ts';

/**
 * One ticker on one side of a broker's book. The spec's broker transaction row names the columns
 * rsVal (value), hitLot (lot), rsFreq (freq) and sAvg (avg).
 */
export type BrokerTickerRow = {
  ticker: string;
  /** rsVal: rupiah bought (buy side) or sold (sell side). */
  value: number;
  /** hitLot: lots. */
  lot: number;
  /** rsFreq: number of trades. */
  freq: number;
  /** sAvg: average price, value / (lot × 100). */
  avg: number | null;
};

export type BrokerTransactions = { buySide: BrokerTickerRow[]; sellSide: BrokerTickerRow[] };

/**
 * Broker Activity → Transaction: what one broker bought and sold in each ticker over the dates
 * (gross, all client types). A ticker appears on a side only when the broker traded that side;
 * rows are sorted by value, largest first (ties by ticker).
 */
export function summarizeBrokerTransactions(
  rows: readonly BrokerDayRow[],
  broker: string,
  dates?: readonly IsoDate[],
): BrokerTransactions {
  const dateSet = dates ? new Set(dates) : undefined;
  const selected = rows.filter(
    (row) => row.broker === broker && (dateSet === undefined || dateSet.has(row.date)),
  );
  const buySide: BrokerTickerRow[] = [];
  const sellSide: BrokerTickerRow[] = [];
  for (const [ticker, total] of sumBrokerRows(selected, (row) => row.symbol)) {
    if (total.buyLot > 0) {
      buySide.push({
        ticker,
        value: total.buyValue,
        lot: total.buyLot,
        freq: total.buyFreq,
        avg: averagePrice(total.buyValue, total.buyLot),
      });
    }
    if (total.sellLot > 0) {
      sellSide.push({
        ticker,
        value: total.sellValue,
        lot: total.sellLot,
        freq: total.sellFreq,
        avg: averagePrice(total.sellValue, total.sellLot),
      });
    }
  }
  const byValue = (a: BrokerTickerRow, b: BrokerTickerRow) =>
    b.value - a.value || (a.ticker < b.ticker ? -1 : 1);
  return { buySide: buySide.sort(byValue), sellSide: sellSide.sort(byValue) };
}
