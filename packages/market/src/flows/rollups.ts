import type {
  Aggressor,
  Board,
  BrokerDayRow,
  DailyBar,
  MinuteBar,
  MinutePriceLevel,
  PriceLevelRow,
  Trade,
} from '../types.ts';
import type { PreviousTrade } from './aggressor.ts';
import { addTrade, newDay, type DayAccumulator } from './day-accumulator.ts';
import { isOrdered, newerOrder, olderOrder, sortTrades } from './trade-order.ts';

/** One broker's trades at one price (Done Summary's Broker Breakdown). Lots. */
export type BrokerPriceLevel = {
  symbol: string;
  date: string;
  board: Board;
  price: number;
  broker: string;
  /** Trades and lots in which this broker was on the buy side, whoever initiated them. */
  buyFreq: number;
  buyLot: number;
  /** Trades and lots in which this broker was on the sell side. */
  sellFreq: number;
  sellLot: number;
};

/** One broker's trades in one stock on one board, every price and client type together. Lots. */
export type BrokerBoardDay = Omit<BrokerDayRow, 'investorType'> & { board: Board };

/**
 * Where one stock-day's tape stands after the trades rolled up so far: what a later batch of the
 * same day continues from (live ingest adds each batch's rollups to the stored ones).
 */
export type TapeTail = {
  /** `compareTrades` key of the last trade: time, newer order number, older order number. */
  last: [time: number, newer: number, older: number];
  /** The tick rule's previous trade per board (RG, TN, NG). */
  previous: (PreviousTrade | null)[];
  /**
   * The daily close so far, and whether the day has traded on the regular board: then the close is
   * the last RG trade's and the stored open, high and low are regular-only.
   */
  close: number;
  closedOnRegular: boolean;
};

export type TradeRollups = {
  priceLevels: PriceLevelRow[];
  brokerDays: BrokerDayRow[];
  brokerPriceLevels: BrokerPriceLevel[];
  brokerBoardDays: BrokerBoardDay[];
  minuteBars: MinuteBar[];
  minutePriceLevels: MinutePriceLevel[];
  dailyBars: DailyBar[];
  /** Each stock-day's tail after these trades. */
  tails: { symbol: string; date: string; tail: TapeTail }[];
  /**
   * With `withSides`, who initiated each trade given ('B' lifted the offer, 'S' hit the bid): the
   * running trade's side. Off by default: a full day is 1.5 M entries nobody reads.
   */
  sides: Map<Trade, Aggressor> | null;
};

/**
 * Every ingest rollup of raw trades in one pass. Trades may cover many stocks and days, in any
 * order; they are sorted (stably) with `compareTrades` unless already in that order.
 *
 * Rules:
 * - Aggressor: `aggressorOf`, with the tick rule's previous trade taken per stock, day and board
 *   (negotiated prints are not compared with regular ones).
 * - Every board (RG, TN, NG) counts in every rollup; readers filter price levels by board.
 * - Broker days are keyed by the client's investor type on that side: the buyer broker gets the
 *   buy lots, value and count under `buyerType`, the seller broker the sell side under `sellerType`.
 *   A broker crossing with itself gets both sides. Broker board days are the broker price levels
 *   summed per board (value = Σ price × volume), so a board filter need not read every price.
 * - Lots are shares / 100 (fractional for odd-lot negotiated trades); shares are summed first and
 *   divided once at the end, so totals stay exact.
 * - Daily bar: open, high, low and close over the RG trades only (the exchange's regular-market
 *   OHLC) when the day had one, else over every trade; volume, value (Σ price × volume), frequency
 *   and foreignBuy/foreignSell (shares whose buyer/seller type is F) over every board.
 * - Minute bars: minute = HH×60 + MM of the trade time; OHLC over every trade in that minute;
 *   buy/sell volume by aggressor. Minute price levels: askVolume buyer-initiated, bidVolume
 *   seller-initiated.
 * Rows come out grouped by stock-day (in order of each day's first trade), and within a day in
 * order of first trade.
 *
 * `continueFrom` (by symbol, for trades of one day) carries the tick rule and the close across from
 * earlier trades of the same day; every trade given must sort after its stock's tail. A continued
 * day that already traded on RG gets a bar whose high and low cover only its new RG trades and the
 * earlier close; one whose first RG trade is in these trades gets the regular open, high and low,
 * which replace the stored fallback rather than widen it.
 */
export function rollUpTrades(
  trades: readonly Trade[],
  options: { continueFrom?: ReadonlyMap<string, TapeTail>; withSides?: boolean } = {},
): TradeRollups {
  const ordered = isOrdered(trades) ? trades : sortTrades(trades);
  const pass = newPass(options.continueFrom, options.withSides ?? false);
  for (const trade of ordered) {
    const day = dayOf(pass, trade);
    const buyerId = brokerIdOf(pass, trade.buyerBroker);
    const sellerId = brokerIdOf(pass, trade.sellerBroker);
    const side = addTrade(day, trade, buyerId, sellerId);
    pass.sides?.set(trade, side);
  }
  return collectRollups(pass);
}

/** The state of one `rollUpTrades` pass. */
type Pass = {
  /** date → symbol → day */
  days: Map<string, Map<string, DayAccumulator>>;
  continueFrom: ReadonlyMap<string, TapeTail> | undefined;
  sides: Map<Trade, Aggressor> | null;
  /** Broker codes interned as small numbers, shared by every day, for the accumulators' numeric keys. */
  brokerIds: Map<string, number>;
};

function newPass(continueFrom: ReadonlyMap<string, TapeTail> | undefined, withSides: boolean): Pass {
  return { days: new Map(), continueFrom, sides: withSides ? new Map() : null, brokerIds: new Map() };
}

function dayOf(pass: Pass, trade: Trade): DayAccumulator {
  const { symbol, date } = trade;
  let symbolsOfDate = pass.days.get(date);
  if (!symbolsOfDate) {
    symbolsOfDate = new Map();
    pass.days.set(date, symbolsOfDate);
  }
  let day = symbolsOfDate.get(symbol);
  if (!day) {
    day = newDay(symbol, date, trade.price, pass.continueFrom?.get(symbol));
    symbolsOfDate.set(symbol, day);
  }
  return day;
}

function brokerIdOf(pass: Pass, broker: string): number {
  let id = pass.brokerIds.get(broker);
  if (id === undefined) {
    id = pass.brokerIds.size;
    pass.brokerIds.set(broker, id);
  }
  return id;
}

function collectRollups(pass: Pass): TradeRollups {
  const result: TradeRollups = {
    priceLevels: [],
    brokerDays: [],
    brokerPriceLevels: [],
    brokerBoardDays: [],
    minuteBars: [],
    minutePriceLevels: [],
    dailyBars: [],
    tails: [],
    sides: pass.sides,
  };
  for (const symbolsOfDate of pass.days.values()) {
    for (const day of symbolsOfDate.values()) collectDay(day, result);
  }
  return result;
}

/** Lot fields held shares during the pass; they are converted here, once. */
function collectDay(day: DayAccumulator, result: TradeRollups): void {
  for (const row of day.levels.values()) {
    sharesToLots(row).totalLot /= 100;
    result.priceLevels.push(row);
  }
  for (const row of day.brokers.values()) result.brokerDays.push(sharesToLots(row));
  // Summed before the broker price levels below turn their shares into lots.
  for (const row of sumBrokerBoardDays(day.brokerLevels)) result.brokerBoardDays.push(sharesToLots(row));
  for (const row of day.brokerLevels.values()) result.brokerPriceLevels.push(sharesToLots(row));
  for (const bar of day.minutes.values()) result.minuteBars.push(bar);
  for (const row of day.footprints.values()) result.minutePriceLevels.push(row);
  result.dailyBars.push(day.bar);
  result.tails.push({ symbol: day.bar.symbol, date: day.bar.date, tail: tailOf(day) });
}

function sharesToLots<Row extends { buyLot: number; sellLot: number }>(row: Row): Row {
  row.buyLot /= 100;
  row.sellLot /= 100;
  return row;
}

/** Per board and broker, Σ over the broker's price levels; lot fields in shares like theirs. */
function sumBrokerBoardDays(brokerLevels: Map<number, BrokerPriceLevel>): Iterable<BrokerBoardDay> {
  const boardDays = new Map<string, BrokerBoardDay>();
  for (const row of brokerLevels.values()) {
    const boardKey = `${row.board}${row.broker}`;
    let boardDay = boardDays.get(boardKey);
    if (!boardDay) {
      boardDay = {
        symbol: row.symbol,
        date: row.date,
        board: row.board,
        broker: row.broker,
        buyLot: 0,
        buyValue: 0,
        buyFreq: 0,
        sellLot: 0,
        sellValue: 0,
        sellFreq: 0,
      };
      boardDays.set(boardKey, boardDay);
    }
    boardDay.buyLot += row.buyLot;
    boardDay.buyValue += row.price * row.buyLot;
    boardDay.buyFreq += row.buyFreq;
    boardDay.sellLot += row.sellLot;
    boardDay.sellValue += row.price * row.sellLot;
    boardDay.sellFreq += row.sellFreq;
  }
  return boardDays.values();
}

function tailOf(day: DayAccumulator): TapeTail {
  const last = day.last as Trade;
  return {
    last: [last.time, newerOrder(last), olderOrder(last)],
    previous: day.previousByBoard.map((previous) => (previous ? { ...previous } : null)),
    close: day.bar.close,
    closedOnRegular: day.closedOnRegular,
  };
}
