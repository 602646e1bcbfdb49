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
import type { BrokerPriceLevel, TapeTail } from './rollups.ts';
import { minuteOf } from './trade-order.ts';

const BOARD_INDEX: Record<Board, number> = { RG: 0, TN: 1, NG: 2 };

/**
 * Everything one stock-day accumulates. Inner maps use numeric keys (price, minute, interned
 * broker id) so the hot loop builds no strings; lot fields hold shares until the end.
 */
export type DayAccumulator = {
  bar: DailyBar;
  last: Trade | null;
  /** The day has traded on the regular board: from then on only RG trades move its open, high, low, close. */
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

export function newDay(symbol: string, date: string, openingPrice: number, tail?: TapeTail): DayAccumulator {
  // A continued day that traded on the regular board starts at its regular close, a price inside the
  // stored range: the batch's range then widens the stored one only by its own regular trades.
  const start = tail?.closedOnRegular ? tail.close : openingPrice;
  return {
    last: null,
    bar: {
      symbol,
      date,
      open: start,
      high: start,
      low: start,
      close: start,
      volume: 0,
      value: 0,
      frequency: 0,
      foreignBuy: 0,
      foreignSell: 0,
    },
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

/**
 * Adds the day's next trade (in `compareTrades` order) to every rollup of its day and returns who
 * initiated it. `buyerId` and `sellerId` are the brokers' interned ids.
 */
export function addTrade(day: DayAccumulator, trade: Trade, buyerId: number, sellerId: number): Aggressor {
  day.last = trade;
  const boardIndex = BOARD_INDEX[trade.board];
  const side = takeAggressor(day.previousByBoard, boardIndex, trade);
  const buyerInitiated = side === 'B';
  const levelKey = trade.price * 4 + boardIndex;
  const minute = minuteOf(trade.time);
  addToPriceLevel(day, levelKey, trade, buyerInitiated);
  addToBrokerDays(day, trade, buyerId, sellerId);
  addToBrokerPriceLevels(day, levelKey, trade, buyerId, sellerId);
  addToMinuteBar(day, minute, trade, buyerInitiated);
  addToFootprint(day, minute, trade, buyerInitiated);
  addToDailyBar(day, trade);
  return side;
}

/** The tick rule compares with the previous trade on the same board, which this trade becomes. */
function takeAggressor(
  previousByBoard: (PreviousTrade | undefined)[],
  boardIndex: number,
  trade: Trade,
): Aggressor {
  const previous = previousByBoard[boardIndex];
  const side = aggressorOf(trade, previous);
  if (previous) {
    previous.price = trade.price;
    previous.aggressor = side;
  } else {
    previousByBoard[boardIndex] = { price: trade.price, aggressor: side };
  }
  return side;
}

function addToPriceLevel(day: DayAccumulator, levelKey: number, trade: Trade, buyerInitiated: boolean): void {
  const { volume } = trade;
  let level = day.levels.get(levelKey);
  if (!level) {
    level = {
      symbol: trade.symbol,
      date: trade.date,
      board: trade.board,
      price: trade.price,
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
}

function addToBrokerDays(day: DayAccumulator, trade: Trade, buyerId: number, sellerId: number): void {
  const { volume } = trade;
  const value = trade.price * volume;
  const buyer = brokerDayOf(day, buyerId, trade.buyerBroker, trade.buyerType, trade);
  buyer.buyLot += volume;
  buyer.buyValue += value;
  buyer.buyFreq += 1;
  const seller = brokerDayOf(day, sellerId, trade.sellerBroker, trade.sellerType, trade);
  seller.sellLot += volume;
  seller.sellValue += value;
  seller.sellFreq += 1;
}

function brokerDayOf(
  day: DayAccumulator,
  brokerId: number,
  broker: string,
  investorType: Trade['buyerType'],
  trade: Trade,
): BrokerDayRow {
  const key = brokerId * 2 + (investorType === 'F' ? 1 : 0);
  let row = day.brokers.get(key);
  if (!row) {
    row = {
      symbol: trade.symbol,
      date: trade.date,
      broker,
      investorType,
      buyLot: 0,
      buyValue: 0,
      buyFreq: 0,
      sellLot: 0,
      sellValue: 0,
      sellFreq: 0,
    };
    day.brokers.set(key, row);
  }
  return row;
}

function addToBrokerPriceLevels(
  day: DayAccumulator,
  levelKey: number,
  trade: Trade,
  buyerId: number,
  sellerId: number,
): void {
  const buyer = brokerPriceLevelOf(day, levelKey, buyerId, trade.buyerBroker, trade);
  buyer.buyFreq += 1;
  buyer.buyLot += trade.volume;
  const seller = brokerPriceLevelOf(day, levelKey, sellerId, trade.sellerBroker, trade);
  seller.sellFreq += 1;
  seller.sellLot += trade.volume;
}

function brokerPriceLevelOf(
  day: DayAccumulator,
  levelKey: number,
  brokerId: number,
  broker: string,
  trade: Trade,
): BrokerPriceLevel {
  const key = levelKey * 65_536 + brokerId;
  let row = day.brokerLevels.get(key);
  if (!row) {
    const { symbol, date, board, price } = trade;
    row = { symbol, date, board, price, broker, buyFreq: 0, buyLot: 0, sellFreq: 0, sellLot: 0 };
    day.brokerLevels.set(key, row);
  }
  return row;
}

function addToMinuteBar(day: DayAccumulator, minute: number, trade: Trade, buyerInitiated: boolean): void {
  const { price, volume } = trade;
  let bar = day.minutes.get(minute);
  if (!bar) {
    bar = {
      symbol: trade.symbol,
      date: trade.date,
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
}

function addToFootprint(day: DayAccumulator, minute: number, trade: Trade, buyerInitiated: boolean): void {
  const { price, volume } = trade;
  const key = price * 2_048 + minute;
  let footprint = day.footprints.get(key);
  if (!footprint) {
    footprint = { symbol: trade.symbol, date: trade.date, minute, price, bidVolume: 0, askVolume: 0 };
    day.footprints.set(key, footprint);
  }
  if (buyerInitiated) footprint.askVolume += volume;
  else footprint.bidVolume += volume;
}

/**
 * Open, high, low and close follow the regular market, as IDX's Stock Summary publishes them; a day
 * without a regular trade falls back to its other boards. Volume, value, frequency and foreign
 * buy/sell count every board.
 */
function addToDailyBar(day: DayAccumulator, trade: Trade): void {
  const { price, volume } = trade;
  const daily = day.bar;
  const regular = trade.board === 'RG';
  if (regular && !day.closedOnRegular) {
    // The first regular trade drops the fallback the other boards' earlier prints made.
    daily.open = price;
    daily.high = price;
    daily.low = price;
    day.closedOnRegular = true;
  }
  if (regular || !day.closedOnRegular) {
    if (price > daily.high) daily.high = price;
    if (price < daily.low) daily.low = price;
    daily.close = price;
  }
  daily.volume += volume;
  daily.value += price * volume;
  daily.frequency += 1;
  if (trade.buyerType === 'F') daily.foreignBuy += volume;
  if (trade.sellerType === 'F') daily.foreignSell += volume;
}
