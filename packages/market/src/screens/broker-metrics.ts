import type { IsoDate } from '../types.ts';

/** One broker's net lots (bought − sold) in one stock on one date. */
export type BrokerNetDay = { date: IsoDate; netLots: number };

/**
 * Net lots of one broker in one stock over the last n of the stock's trading dates (oldest first,
 * ending today). A date without a row is a day the broker did not trade the stock and adds 0; a
 * stock with fewer than n trading dates adds up all of them.
 */
export function brokerNetLots(
  days: readonly BrokerNetDay[],
  tradingDates: readonly IsoDate[],
  n: number,
): number {
  const lotsByDate = netLotsByDate(days);
  let total = 0;
  for (const date of tradingDates.slice(Math.max(0, tradingDates.length - n))) {
    total += lotsByDate.get(date) ?? 0;
  }
  return total;
}

/**
 * Trading dates in a row, ending at the last of `tradingDates`, on which the broker was a net
 * buyer of the stock. A date without a row means it did not buy, so it ends the streak.
 */
export function brokerBuyDays(days: readonly BrokerNetDay[], tradingDates: readonly IsoDate[]): number {
  const lotsByDate = netLotsByDate(days);
  let streak = 0;
  for (let i = tradingDates.length - 1; i >= 0; i--) {
    if ((lotsByDate.get(tradingDates[i] as IsoDate) ?? 0) <= 0) break;
    streak++;
  }
  return streak;
}

function netLotsByDate(days: readonly BrokerNetDay[]): Map<IsoDate, number> {
  const lotsByDate = new Map<IsoDate, number>();
  for (const day of days) lotsByDate.set(day.date, (lotsByDate.get(day.date) ?? 0) + day.netLots);
  return lotsByDate;
}
