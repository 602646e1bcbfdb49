import type { Aggressor, Trade } from '../types.ts';

/** The trade just before, on the same stock, day and board: what the tick rule compares with. */
export type PreviousTrade = { price: number; aggressor: Aggressor };

/**
 * Which side crossed the spread.
 *
 * 1. Order numbers: IDX numbers orders as they arrive, so the larger of the two order numbers is the
 *    order that came in and matched a resting one. Buy order newer → 'B' (lifted the offer, HAKA);
 *    sell order newer → 'S' (hit the bid, HAKI).
 * 2. Tick rule, when either order number is missing (not a positive finite number) or both are
 *    equal: price above the previous trade → 'B', below → 'S', equal → the previous trade's side
 *    (a "zero tick" continues the last direction).
 * 3. No order numbers and no previous trade (the day's first print): 'B'. The choice is arbitrary;
 *    it is fixed so reruns give the same rollups.
 */
export function aggressorOf(
  trade: Pick<Trade, 'price' | 'buyOrder' | 'sellOrder'>,
  previous?: PreviousTrade,
): Aggressor {
  const { buyOrder, sellOrder } = trade;
  if (isOrderNumber(buyOrder) && isOrderNumber(sellOrder) && buyOrder !== sellOrder) {
    return buyOrder > sellOrder ? 'B' : 'S';
  }
  if (!previous) return 'B';
  if (trade.price > previous.price) return 'B';
  if (trade.price < previous.price) return 'S';
  return previous.aggressor;
}

function isOrderNumber(order: number): boolean {
  return Number.isFinite(order) && order > 0;
}
