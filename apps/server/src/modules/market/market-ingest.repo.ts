import type {
  Board,
  BrokerBoardDay,
  BrokerDayRow,
  BrokerPriceLevel,
  DailyBar,
  MinuteBar,
  MinutePriceLevel,
  PriceLevelRow,
  Trade,
  TradeRollups,
} from '@pantau/market';
import type { BulkWriter } from '../../db/bulk.ts';
import { codeNumber, type TradeCodes } from './trade-codes.ts';

/** COPY loaders, one per table; column order matches the row mappers below. */
export const copyDailyBars = (
  writer: BulkWriter,
  bars: Iterable<DailyBar>,
  /** Null for bars that come from no stored source (the demo market's history without trades). */
  source: 'trades' | null = 'trades',
) =>
  writer.copy(
    'daily_bars',
    [
      'symbol',
      'date',
      'open',
      'high',
      'low',
      'close',
      'volume',
      'value',
      'frequency',
      'foreign_buy',
      'foreign_sell',
      'source',
    ],
    map(bars, (b) => [
      b.symbol,
      b.date,
      b.open,
      b.high,
      b.low,
      b.close,
      b.volume,
      b.value,
      b.frequency,
      b.foreignBuy,
      b.foreignSell,
      source,
    ]),
  );

/** The trades table's columns, in the order the trade writers give them. */
export const TRADE_COLUMNS = [
  'trade_date',
  'stock_id',
  'seq',
  'time',
  'session',
  'board',
  'price',
  'volume',
  'buyer_id',
  'buyer_type',
  'seller_id',
  'seller_type',
  'buy_order',
  'sell_order',
] as const;

/** The byte trade records keep for a board: its first letter, which tells RG, TN and NG apart. */
export const boardByte = (board: Board) => board.charAt(0);

/**
 * `codes` numbers every code of the trades (`tradeCodes`); `table`: `trades`, or a table of one day's
 * records that is to become its partition.
 */
export const copyTrades = (
  writer: BulkWriter,
  trades: Iterable<Trade>,
  codes: TradeCodes,
  table = 'trades',
) => {
  const seqBySymbol = new Map<string, number>();
  return writer.copy(
    table,
    TRADE_COLUMNS,
    map(trades, (t) => {
      const seq = (seqBySymbol.get(t.symbol) ?? 0) + 1;
      seqBySymbol.set(t.symbol, seq);
      return [
        t.date,
        codeNumber(codes.stock, t.symbol),
        seq,
        t.time,
        t.session,
        boardByte(t.board),
        t.price,
        t.volume,
        codeNumber(codes.broker, t.buyerBroker),
        t.buyerType,
        codeNumber(codes.broker, t.sellerBroker),
        t.sellerType,
        t.buyOrder,
        t.sellOrder,
      ];
    }),
  );
};

export const copyPriceLevels = (writer: BulkWriter, rows: readonly PriceLevelRow[]) =>
  writer.copy(
    'price_levels',
    [
      'symbol',
      'date',
      'board',
      'price',
      'buy_freq',
      'buy_lot',
      'sell_freq',
      'sell_lot',
      'total_freq',
      'total_lot',
    ],
    map(rows, (r) => [
      r.symbol,
      r.date,
      r.board,
      r.price,
      r.buyFreq,
      r.buyLot,
      r.sellFreq,
      r.sellLot,
      r.totalFreq,
      r.totalLot,
    ]),
  );

export const copyBrokerPriceLevels = (writer: BulkWriter, rows: readonly BrokerPriceLevel[]) =>
  writer.copy(
    'broker_price_levels',
    ['symbol', 'date', 'board', 'price', 'broker', 'buy_freq', 'buy_lot', 'sell_freq', 'sell_lot'],
    map(rows, (r) => [
      r.symbol,
      r.date,
      r.board,
      r.price,
      r.broker,
      r.buyFreq,
      r.buyLot,
      r.sellFreq,
      r.sellLot,
    ]),
  );

export const copyBrokerDays = (writer: BulkWriter, rows: readonly BrokerDayRow[]) =>
  writer.copy(
    'broker_days',
    [
      'symbol',
      'date',
      'broker',
      'investor_type',
      'buy_lot',
      'buy_value',
      'buy_freq',
      'sell_lot',
      'sell_value',
      'sell_freq',
    ],
    map(rows, (r) => [
      r.symbol,
      r.date,
      r.broker,
      r.investorType,
      r.buyLot,
      r.buyValue,
      r.buyFreq,
      r.sellLot,
      r.sellValue,
      r.sellFreq,
    ]),
  );

export const copyBrokerBoardDays = (writer: BulkWriter, rows: readonly BrokerBoardDay[]) =>
  writer.copy(
    'broker_board_days',
    [
      'symbol',
      'date',
      'board',
      'broker',
      'buy_lot',
      'buy_value',
      'buy_freq',
      'sell_lot',
      'sell_value',
      'sell_freq',
    ],
    map(rows, (r) => [
      r.symbol,
      r.date,
      r.board,
      r.broker,
      r.buyLot,
      r.buyValue,
      r.buyFreq,
      r.sellLot,
      r.sellValue,
      r.sellFreq,
    ]),
  );

export const copyMinuteBars = (writer: BulkWriter, rows: readonly MinuteBar[]) =>
  writer.copy(
    'minute_bars',
    [
      'symbol',
      'date',
      'minute',
      'open',
      'high',
      'low',
      'close',
      'volume',
      'buy_volume',
      'sell_volume',
      'frequency',
    ],
    map(rows, (r) => [
      r.symbol,
      r.date,
      r.minute,
      r.open,
      r.high,
      r.low,
      r.close,
      r.volume,
      r.buyVolume,
      r.sellVolume,
      r.frequency,
    ]),
  );

export const copyMinutePriceLevels = (writer: BulkWriter, rows: readonly MinutePriceLevel[]) =>
  writer.copy(
    'minute_price_levels',
    ['symbol', 'date', 'minute', 'price', 'bid_volume', 'ask_volume'],
    map(rows, (r) => [r.symbol, r.date, r.minute, r.price, r.bidVolume, r.askVolume]),
  );

/** Tables holding one trading day's trade-derived data, all keyed by a date column. */
export const TRADE_DAY_TABLES: ReadonlyArray<[table: string, dateColumn: string]> = [
  ['trades', 'trade_date'],
  ['price_levels', 'date'],
  ['broker_price_levels', 'date'],
  ['broker_days', 'date'],
  ['broker_board_days', 'date'],
  ['minute_bars', 'date'],
  ['minute_price_levels', 'date'],
  ['stock_trade_days', 'date'],
];

function* map<T, R>(items: Iterable<T>, mapper: (item: T) => R): Generator<R> {
  for (const item of items) yield mapper(item);
}

/** Every rollup of some stock-days, with their daily bars (for stocks with trades). */
export async function copyRollups(writer: BulkWriter, rollups: TradeRollups): Promise<void> {
  await copyPriceLevels(writer, rollups.priceLevels);
  await copyBrokerPriceLevels(writer, rollups.brokerPriceLevels);
  await copyBrokerDays(writer, rollups.brokerDays);
  await copyBrokerBoardDays(writer, rollups.brokerBoardDays);
  await copyMinuteBars(writer, rollups.minuteBars);
  await copyMinutePriceLevels(writer, rollups.minutePriceLevels);
  await copyDailyBars(writer, rollups.dailyBars);
}
