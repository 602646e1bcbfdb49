import type { BrokerDayRow, InvestorType, IsoDate } from '../types.ts';
import { averagePrice, sumBrokerRows } from './broker-totals.ts';

/** Spec's broker summary, buy half: broker, nblot, nbval, bavg. */
export type NetBuyer = {
  broker: string;
  /** Net lots bought: buy lots − sell lots. */
  nblot: number;
  /** Net rupiah bought: buy value − sell value (positive). */
  nbval: number;
  /** Average price of everything the broker bought in the window: buy value / (buy lots × 100). */
  bavg: number | null;
};

/** Spec's broker summary, sell half: sl (the broker), nslot, nsval, savg. */
export type NetSeller = {
  /** The spec's `sl` column. */
  broker: string;
  /** Net lots sold: sell lots − buy lots. */
  nslot: number;
  /** Net rupiah sold: sell value − buy value (positive). */
  nsval: number;
  /** Average price of everything the broker sold in the window: sell value / (sell lots × 100). */
  savg: number | null;
};

export type BrokerSummary = { netBuyers: NetBuyer[]; netSellers: NetSeller[] };

export type BrokerSummaryQuery = {
  symbol: string;
  /** Omitted: every date in the rows. */
  dates?: readonly IsoDate[];
  /** Only clients of this type (e.g. 'F' for foreign flow); omitted: both. */
  investorType?: InvestorType;
};

/**
 * Broker Summary of one ticker over the chosen dates. Each broker's buys and sells (all client
 * types unless filtered) are netted in rupiah: net value > 0 makes it a net buyer, < 0 a net
 * seller, exactly 0 neither. Both lists are sorted by net value, largest first (ties by broker
 * code). Averages are gross (all buys / all sells), the price the broker actually paid or got; a net
 * average (net value / net lots) is meaningless when buys and sells nearly cancel.
 */
export function summarizeBrokers(rows: readonly BrokerDayRow[], query: BrokerSummaryQuery): BrokerSummary {
  const dates = query.dates ? new Set(query.dates) : undefined;
  const selected = rows.filter(
    (row) =>
      row.symbol === query.symbol &&
      (dates === undefined || dates.has(row.date)) &&
      (query.investorType === undefined || row.investorType === query.investorType),
  );
  const netBuyers: NetBuyer[] = [];
  const netSellers: NetSeller[] = [];
  for (const [broker, total] of sumBrokerRows(selected, (row) => row.broker)) {
    const netValue = total.buyValue - total.sellValue;
    if (netValue > 0) {
      netBuyers.push({
        broker,
        nblot: total.buyLot - total.sellLot,
        nbval: netValue,
        bavg: averagePrice(total.buyValue, total.buyLot),
      });
    } else if (netValue < 0) {
      netSellers.push({
        broker,
        nslot: total.sellLot - total.buyLot,
        nsval: -netValue,
        savg: averagePrice(total.sellValue, total.sellLot),
      });
    }
  }
  netBuyers.sort((a, b) => b.nbval - a.nbval || (a.broker < b.broker ? -1 : 1));
  netSellers.sort((a, b) => b.nsval - a.nsval || (a.broker < b.broker ? -1 : 1));
  return { netBuyers, netSellers };
}
