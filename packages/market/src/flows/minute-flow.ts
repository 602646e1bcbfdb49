/**
 * One broker's trades in one stock-day minute, from one side or both: buys count positive, sells
 * negative. Several rows may share a broker and minute (a buy row and a sell row); they add up.
 */
export type BrokerMinuteNet = {
  broker: string;
  /** Minutes after midnight, Jakarta time. */
  minute: number;
  /** Rupiah. */
  value: number;
  shares: number;
};

export type MinuteFlowLine = {
  broker: string;
  /** Cumulative net rupiah at the end of each minute. */
  netValue: number[];
  /** Cumulative net lots at the end of each minute. */
  netLot: number[];
};

/**
 * Broker Flow lines: each broker's running net value and lots at the end of every minute in
 * `minutes` (ascending), starting from 0 before the day's first trade. A minute where the broker did
 * not trade repeats its last total, so the line is continuous and its last entry is the whole-day
 * net. A row whose minute is missing from `minutes` counts from the next listed minute. Shares are
 * summed and turned into lots per entry, so odd-lot totals stay exact.
 */
export function cumulateMinuteNets(
  minutes: readonly number[],
  rows: readonly BrokerMinuteNet[],
  brokers: readonly string[],
): MinuteFlowLine[] {
  const byBroker = new Map<string, BrokerMinuteNet[]>(brokers.map((broker) => [broker, []]));
  for (const row of rows) byBroker.get(row.broker)?.push(row);
  return brokers.map((broker) => {
    const own = (byBroker.get(broker) ?? []).sort((a, b) => a.minute - b.minute);
    const netValue: number[] = [];
    const netLot: number[] = [];
    let value = 0;
    let shares = 0;
    let next = 0;
    for (const minute of minutes) {
      for (; next < own.length && own[next]!.minute <= minute; next++) {
        value += own[next]!.value;
        shares += own[next]!.shares;
      }
      netValue.push(value);
      netLot.push(shares / 100);
    }
    return { broker, netValue, netLot };
  });
}
