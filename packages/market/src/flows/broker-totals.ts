import type { BrokerDayRow } from '../types.ts';

/** Gross buys and sells of one key (a broker, or a ticker) summed over rows. Lots and rupiah. */
export type BrokerTotals = {
  buyLot: number;
  buyValue: number;
  buyFreq: number;
  sellLot: number;
  sellValue: number;
  sellFreq: number;
};

/** Σ of buy and sell columns per key, in order of first appearance. */
export function sumBrokerRows(
  rows: Iterable<BrokerDayRow>,
  keyOf: (row: BrokerDayRow) => string,
): Map<string, BrokerTotals> {
  const totals = new Map<string, BrokerTotals>();
  for (const row of rows) {
    const key = keyOf(row);
    let total = totals.get(key);
    if (!total) {
      total = { buyLot: 0, buyValue: 0, buyFreq: 0, sellLot: 0, sellValue: 0, sellFreq: 0 };
      totals.set(key, total);
    }
    total.buyLot += row.buyLot;
    total.buyValue += row.buyValue;
    total.buyFreq += row.buyFreq;
    total.sellLot += row.sellLot;
    total.sellValue += row.sellValue;
    total.sellFreq += row.sellFreq;
  }
  return totals;
}

/** Average price in rupiah per share: value / (lots × 100); null when no lots. */
export function averagePrice(value: number, lots: number): number | null {
  return lots === 0 ? null : value / (lots * 100);
}
