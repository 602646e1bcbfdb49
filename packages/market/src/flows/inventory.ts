import type { BrokerDayRow, IsoDate } from '../types.ts';
import { averagePrice, sumBrokerRows } from './broker-totals.ts';

export type InventoryPoint = {
  date: IsoDate;
  /** Lots bought − lots sold that day. */
  netLot: number;
  /** Σ netLot from the window's first date through this one; the line starts from 0 before day one. */
  cumulativeNetLot: number;
  /** Σ buy value / (Σ buy lots × 100) from the window start through this date; null before any buy. */
  avgBuyPrice: number | null;
};

export type BrokerInventory = { broker: string; points: InventoryPoint[] };

/**
 * Broker Inventory of ONE stock (pass that stock's rows): per chosen broker one point per date of
 * the window, sorted ascending, all client types together. A date without rows for the broker is a
 * flat day (netLot 0, cumulative and average carried over).
 */
export function buildInventory(
  rows: readonly BrokerDayRow[],
  brokers: readonly string[],
  dates: readonly IsoDate[],
): BrokerInventory[] {
  const window = [...new Set(dates)].sort();
  const wanted = new Set(brokers);
  const daily = sumBrokerRows(
    rows.filter((row) => wanted.has(row.broker)),
    (row) => row.broker + '|' + row.date,
  );
  return brokers.map((broker) => {
    let cumulativeNetLot = 0;
    let boughtLots = 0;
    let boughtValue = 0;
    const points = window.map((date) => {
      const total = daily.get(broker + '|' + date);
      const netLot = total ? total.buyLot - total.sellLot : 0;
      cumulativeNetLot += netLot;
      boughtLots += total?.buyLot ?? 0;
      boughtValue += total?.buyValue ?? 0;
      return { date, netLot, cumulativeNetLot, avgBuyPrice: averagePrice(boughtValue, boughtLots) };
    });
    return { broker, points };
  });
}

/** One row of 'Big 5 Gross & Net Analysis'. */
export type BigFiveRow = {
  broker: string;
  /** NBY: which way the broker leaned over the window: net 'Buy', net 'Sell', or 'Flat'. */
  nby: 'Buy' | 'Sell' | 'Flat';
  /** NBLot: buy lots − sell lots. */
  nbLot: number;
  /** NBVal: buy value − sell value, rupiah; show with `formatBillions`. */
  nbVal: number;
  /** BAvg: average buy price, buy value / (buy lots × 100); null when it bought nothing. */
  bAvg: number | null;
  /** Gross lots: buy lots + sell lots (the ranking key). */
  grossLot: number;
  /** Share bar: grossLot / (2 × lots traded) × 100, so all brokers together make 100. */
  share: number;
};

/**
 * Top 5 brokers of ONE stock by gross lots over the dates (ties by broker code). Every lot traded
 * has a buying and a selling broker, so the market's gross is 2 × `totalLotOfWindow`; when that is
 * omitted it is taken from the rows (Σ buy lots), which is right when the rows hold every broker.
 */
export function bigFive(
  rows: readonly BrokerDayRow[],
  dates: readonly IsoDate[],
  totalLotOfWindow?: number,
): BigFiveRow[] {
  const window = new Set(dates);
  const totals = sumBrokerRows(
    rows.filter((row) => window.has(row.date)),
    (row) => row.broker,
  );
  let lotsTraded = totalLotOfWindow ?? 0;
  if (totalLotOfWindow === undefined) for (const total of totals.values()) lotsTraded += total.buyLot;
  const ranked: BigFiveRow[] = [];
  for (const [broker, total] of totals) {
    const nbLot = total.buyLot - total.sellLot;
    const nbVal = total.buyValue - total.sellValue;
    const grossLot = total.buyLot + total.sellLot;
    ranked.push({
      broker,
      nby: nbVal > 0 ? 'Buy' : nbVal < 0 ? 'Sell' : 'Flat',
      nbLot,
      nbVal,
      bAvg: averagePrice(total.buyValue, total.buyLot),
      grossLot,
      share: lotsTraded === 0 ? 0 : (grossLot * 100) / (2 * lotsTraded),
    });
  }
  ranked.sort((a, b) => b.grossLot - a.grossLot || (a.broker < b.broker ? -1 : 1));
  return ranked.slice(0, 5);
}

/** Rupiah in billions with a 'B' suffix, two decimals: 12,345,000,000 → '12.35B', −1.5e9 → '-1.50B'. */
export function formatBillions(rupiah: number): string {
  const text = (rupiah / 1_000_000_000).toFixed(2);
  // A small net sale rounds to nothing: "-0.00B" would read as a loss that is not there.
  return `${text === '-0.00' ? '0.00' : text}B`;
}
