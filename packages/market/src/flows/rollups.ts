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
import { aggressorOf, type PreviousTrade } from './aggressor.ts';
import { isOrdered, minuteOf, newerOrder, olderOrder, sortTrades } from './trade-order.ts';

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
  /** The daily close so far, and whether a regular-board trade set it. */
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

const BOARD_INDEX: Record<Board, number> = { RG: 0, TN: 1, NG: 2 };

/**
 * Everything one stock-day accumulates. Inner maps use numeric keys (price, minute, interned
 * broker id) so the hot loop builds no strings; lot fields hold shares until the end.
 */
type DayAccumulator = {
  bar: DailyBar;
  last: Trade | null;
  closedOnRegular: boolean;
  previousByBoard: (PreviousTrade | undefined)[];
  /** price × 4 + board */
  levels: Map<number, PriceLevelRow>;
  /** broker id × 2 + (F ? 1 : 0) */
  brokers: Map<number, BrokerDayRow>;
  /** (price × 4 + board) × 65,536 + broker id */
  brokerLevels: Map<number, BrokerPriceLevel>;
  minutes: Map<number, MinuteBar>;
  /** price × 2,048 + minute */
  footprints: Map<number, MinutePriceLevel>;
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
 * - Daily bar: open = first trade, high/low over every trade, close = last RG trade when the day
 *   had one, else the last trade; value = Σ price × volume; foreignBuy/foreignSell = shares whose
 *   buyer/seller type is F.
 * - Minute bars: minute = HH×60 + MM of the trade time; OHLC over every trade in that minute;
 *   buy/sell volume by aggressor. Minute price levels: askVolume buyer-initiated, bidVolume
 *   seller-initiated.
 * Rows come out grouped by stock-day (in order of each day's first trade), and within a day in
 * order of first trade.
 *
 * `continueFrom` (by symbol, for trades of one day) carries the tick rule and the close across from
 * earlier trades of the same day; every trade given must sort after its stock's tail.
 */
export function rollUpTrades(
  trades: readonly Trade[],
  options: { continueFrom?: ReadonlyMap<string, TapeTail>; withSides?: boolean } = {},
): TradeRollups {
  const { continueFrom } = options;
  const ordered = isOrdered(trades) ? trades : sortTrades(trades);

  const days = new Map<string, Map<string, DayAccumulator>>();
  const sides = options.withSides ? new Map<Trade, Aggressor>() : null;
  const brokerIds = new Map<string, number>();
  const brokerIdOf = (broker: string): number => {
    let id = brokerIds.get(broker);
    if (id === undefined) {
      id = brokerIds.size;
      brokerIds.set(broker, id);
    }
    return id;
  };

  for (const trade of ordered) {
    const { symbol, date, board, price, volume } = trade;
    let symbolsOfDate = days.get(date);
    if (!symbolsOfDate) {
      symbolsOfDate = new Map();
      days.set(date, symbolsOfDate);
    }
    let day = symbolsOfDate.get(symbol);
    if (!day) {
      day = newDay(symbol, date, price, continueFrom?.get(symbol));
      symbolsOfDate.set(symbol, day);
    }
    day.last = trade;

    const boardIndex = BOARD_INDEX[board];
    const previous = day.previousByBoard[boardIndex];
    const side: Aggressor = aggressorOf(trade, previous);
    sides?.set(trade, side);
    if (previous) {
      previous.price = price;
      previous.aggressor = side;
    } else {
      day.previousByBoard[boardIndex] = { price, aggressor: side };
    }
    const buyerInitiated = side === 'B';
    const value = price * volume;

    const levelKey = price * 4 + boardIndex;
    let level = day.levels.get(levelKey);
    if (!level) {
      level = {
        symbol,
        date,
        board,
        price,
        buyFreq: 0,
        buyLot: 0,
        sellFreq: 0,
        sellLot: 0,
        totalFreq: 0,
        totalLot: 0,
      };
      day.levels.set(levelKey, level);
    }
    if (buyerInitiated) {
      level.buyFreq += 1;
      level.buyLot += volume;
    } else {
      level.sellFreq += 1;
      level.sellLot += volume;
    }
    level.totalFreq += 1;
    level.totalLot += volume;

    const buyerId = brokerIdOf(trade.buyerBroker);
    const buyerKey = buyerId * 2 + (trade.buyerType === 'F' ? 1 : 0);
    let buyer = day.brokers.get(buyerKey);
    if (!buyer) {
      buyer = newBrokerDay(symbol, date, trade.buyerBroker, trade.buyerType);
      day.brokers.set(buyerKey, buyer);
    }
    buyer.buyLot += volume;
    buyer.buyValue += value;
    buyer.buyFreq += 1;

    const sellerId = brokerIdOf(trade.sellerBroker);
    const sellerKey = sellerId * 2 + (trade.sellerType === 'F' ? 1 : 0);
    let seller = day.brokers.get(sellerKey);
    if (!seller) {
      seller = newBrokerDay(symbol, date, trade.sellerBroker, trade.sellerType);
      day.brokers.set(sellerKey, seller);
    }
    seller.sellLot += volume;
    seller.sellValue += value;
    seller.sellFreq += 1;

    const buyerLevelKey = levelKey * 65_536 + buyerId;
    let buyerLevel = day.brokerLevels.get(buyerLevelKey);
    if (!buyerLevel) {
      buyerLevel = newBrokerPriceLevel(symbol, date, board, price, trade.buyerBroker);
      day.brokerLevels.set(buyerLevelKey, buyerLevel);
    }
    buyerLevel.buyFreq += 1;
    buyerLevel.buyLot += volume;

    const sellerLevelKey = levelKey * 65_536 + sellerId;
    let sellerLevel = day.brokerLevels.get(sellerLevelKey);
    if (!sellerLevel) {
      sellerLevel = newBrokerPriceLevel(symbol, date, board, price, trade.sellerBroker);
      day.brokerLevels.set(sellerLevelKey, sellerLevel);
    }
    sellerLevel.sellFreq += 1;
    sellerLevel.sellLot += volume;

    const minute = minuteOf(trade.time);
    let bar = day.minutes.get(minute);
    if (!bar) {
      bar = {
        symbol,
        date,
        minute,
        open: price,
        high: price,
        low: price,
        close: price,
        volume: 0,
        buyVolume: 0,
        sellVolume: 0,
        frequency: 0,
      };
      day.minutes.set(minute, bar);
    }
    if (price > bar.high) bar.high = price;
    if (price < bar.low) bar.low = price;
    bar.close = price;
    bar.volume += volume;
    bar.frequency += 1;
    if (buyerInitiated) bar.buyVolume += volume;
    else bar.sellVolume += volume;

    const footprintKey = price * 2_048 + minute;
    let footprint = day.footprints.get(footprintKey);
    if (!footprint) {
      footprint = { symbol, date, minute, price, bidVolume: 0, askVolume: 0 };
      day.footprints.set(footprintKey, footprint);
    }
    if (buyerInitiated) footprint.askVolume += volume;
    else footprint.bidVolume += volume;

    const daily = day.bar;
    if (price > daily.high) daily.high = price;
    if (price < daily.low) daily.low = price;
    if (board === 'RG') {
      daily.close = price;
      day.closedOnRegular = true;
    } else if (!day.closedOnRegular) {
      daily.close = price;
    }
    daily.volume += volume;
    daily.value += value;
    daily.frequency += 1;
    if (trade.buyerType === 'F') daily.foreignBuy += volume;
    if (trade.sellerType === 'F') daily.foreignSell += volume;
  }

  const result: TradeRollups = {
    priceLevels: [],
    brokerDays: [],
    brokerPriceLevels: [],
    brokerBoardDays: [],
    minuteBars: [],
    minutePriceLevels: [],
    dailyBars: [],
    tails: [],
    sides,
  };
  // Lot fields held shares during the pass; convert once.
  for (const symbolsOfDate of days.values()) {
    for (const day of symbolsOfDate.values()) {
      for (const row of day.levels.values()) {
        row.buyLot /= 100;
        row.sellLot /= 100;
        row.totalLot /= 100;
        result.priceLevels.push(row);
      }
      for (const row of day.brokers.values()) {
        row.buyLot /= 100;
        row.sellLot /= 100;
        result.brokerDays.push(row);
      }
      const boardDays = new Map<string, BrokerBoardDay>();
      for (const row of day.brokerLevels.values()) {
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
        row.buyLot /= 100;
        row.sellLot /= 100;
        result.brokerPriceLevels.push(row);
      }
      for (const row of boardDays.values()) {
        row.buyLot /= 100;
        row.sellLot /= 100;
        result.brokerBoardDays.push(row);
      }
      for (const bar of day.minutes.values()) result.minuteBars.push(bar);
      for (const row of day.footprints.values()) result.minutePriceLevels.push(row);
      result.dailyBars.push(day.bar);
      const last = day.last as Trade;
      result.tails.push({
        symbol: day.bar.symbol,
        date: day.bar.date,
        tail: {
          last: [last.time, newerOrder(last), olderOrder(last)],
          previous: day.previousByBoard.map((previous) => (previous ? { ...previous } : null)),
          close: day.bar.close,
          closedOnRegular: day.closedOnRegular,
        },
      });
    }
  }
  return result;
}

function newDay(symbol: string, date: string, openingPrice: number, tail?: TapeTail): DayAccumulator {
  return {
    last: null,
    bar: {
      symbol,
      date,
      open: openingPrice,
      high: openingPrice,
      low: openingPrice,
      // Until this batch trades on the regular board, the close stays the earlier regular one.
      close: tail?.closedOnRegular ? tail.close : openingPrice,
      volume: 0,
      value: 0,
      frequency: 0,
      foreignBuy: 0,
      foreignSell: 0,
    },
    // A continued day keeps its regular-board close until this batch's own regular trade.
    closedOnRegular: tail?.closedOnRegular ?? false,
    previousByBoard: tail
      ? tail.previous.map((previous) => (previous ? { ...previous } : undefined))
      : [undefined, undefined, undefined],
    levels: new Map(),
    brokers: new Map(),
    brokerLevels: new Map(),
    minutes: new Map(),
    footprints: new Map(),
  };
}

function newBrokerDay(
  symbol: string,
  date: string,
  broker: string,
  investorType: Trade['buyerType'],
): BrokerDayRow {
  return {
    symbol,
    date,
    broker,
    investorType,
    buyLot: 0,
    buyValue: 0,
    buyFreq: 0,
    sellLot: 0,
    sellValue: 0,
    sellFreq: 0,
  };
}

function newBrokerPriceLevel(
  symbol: string,
  date: string,
  board: Board,
  price: number,
  broker: string,
): BrokerPriceLevel {
  return { symbol, date, board, price, broker, buyFreq: 0, buyLot: 0, sellFreq: 0, sellLot: 0 };
}
