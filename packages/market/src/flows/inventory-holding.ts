import type { BrokerDayRow } from '../types.ts';
import { sumBrokerRows } from './broker-totals.ts';

/** A broker's position in one stock built up since the window start, valued at the last close. */
export type InventoryHolding = {
  /** Net lots held at the window end (negative: sold more than it bought in the window). */
  netLot: number;
  /** Rupiah per share the open position cost (moving average); null when flat. */
  avgCost: number | null;
  /** (last close − average cost) × net lots × 100, rupiah; null when flat or without a close. */
  unrealisedGain: number | null;
};

/**
 * Average cost of the net position by the moving-average method on daily nets (trade order within a
 * day is not known, so each day counts as one net trade):
 * - a day that adds to the position (net buy while long or flat, net sell while short or flat) blends
 *   the added lots in at that day's average buy (or sell) price;
 * - a day that reduces it leaves the average cost as it was;
 * - a day that crosses zero starts the remainder at that day's average price.
 * Rows are ONE broker in ONE stock; investor types on the same date are added together.
 */
export function holdingAtClose(rows: readonly BrokerDayRow[], lastClose: number | null): InventoryHolding {
  const days = [...sumBrokerRows(rows, (row) => row.date)].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  let position = 0;
  let cost: number | null = null;
  for (const [, day] of days) {
    const net = day.buyLot - day.sellLot;
    if (net === 0) continue;
    const dayPrice = net > 0 ? day.buyValue / (day.buyLot * 100) : day.sellValue / (day.sellLot * 100);
    const next = position + net;
    if (position === 0 || Math.sign(net) === Math.sign(position)) {
      cost = ((cost ?? 0) * Math.abs(position) + dayPrice * Math.abs(net)) / Math.abs(next);
    } else if (next === 0) {
      cost = null;
    } else if (Math.sign(next) !== Math.sign(position)) {
      cost = dayPrice;
    }
    position = next;
  }
  const unrealisedGain = cost === null || lastClose === null ? null : (lastClose - cost) * position * 100;
  return { netLot: position, avgCost: cost, unrealisedGain };
}

export type FlowLabel = 'Accumulation' | 'Distribution' | 'Neutral';

/** |net lots| / gross lots at which a broker counts as accumulating or distributing. */
export const FLOW_LABEL_THRESHOLD = 0.2;

/**
 * Accumulation when net lots are at least 20% of the broker's gross lots (buy + sell) in the window,
 * Distribution at −20% or below, Neutral between (or with no trades).
 */
export function classifyFlow(nbLot: number, grossLot: number): FlowLabel {
  if (grossLot === 0) return 'Neutral';
  const ratio = nbLot / grossLot;
  if (ratio >= FLOW_LABEL_THRESHOLD) return 'Accumulation';
  if (ratio <= -FLOW_LABEL_THRESHOLD) return 'Distribution';
  return 'Neutral';
}
