import type { Board, IsoDate, Trade } from '../types.ts';

/**
 * One day's trades, handed out one stock at a time. Rollups are per stock-day, so rolling up each
 * stock on its own gives exactly what `rollUpTrades` gives for the whole day, while only one
 * stock's trades need to exist as objects at a time.
 */
export type TradeDay = {
  date: IsoDate;
  /** Trades in the day. */
  size: number;
  symbols: readonly string[];
  /** Every broker code on either side of a trade of the day. */
  brokers: readonly string[];
  /**
   * Each stock's trades in the order given (which `seq` keeps), stocks in the order of `rank` (the
   * numbers the stored records' key (date, stock, seq) holds for the codes), else in code order.
   * PostgreSQL builds that key from rows already in its order about three times as fast as from rows
   * in any other (0.6 s against 1.9 s for a full day).
   */
  stocks(rank?: ReadonlyMap<string, number>): Iterable<readonly Trade[]>;
};

/** A day held as trade objects (the demo market's days). */
export function tradeDayOf(date: IsoDate, trades: readonly Trade[]): TradeDay {
  const bySymbol = new Map<string, Trade[]>();
  const brokers = new Set<string>();
  for (const trade of trades) {
    if (trade.date !== date) throw new RangeError(`trade of ${trade.date} in the batch for ${date}`);
    brokers.add(trade.buyerBroker).add(trade.sellerBroker);
    const group = bySymbol.get(trade.symbol);
    if (group) group.push(trade);
    else bySymbol.set(trade.symbol, [trade]);
  }
  const symbols = [...bySymbol.keys()];
  return {
    date,
    size: trades.length,
    symbols,
    brokers: [...brokers],
    stocks: (rank) => [...symbols].sort(ranked(rank)).map((symbol) => bySymbol.get(symbol) as Trade[]),
  };
}

/** By rank, then as the database orders codes: by byte (codes are ASCII), which is UTF-16 order. */
const ranked =
  (rank: ReadonlyMap<string, number> = new Map()) =>
  (a: string, b: string) =>
    (rank.get(a) ?? Infinity) - (rank.get(b) ?? Infinity) || (a < b ? -1 : a > b ? 1 : 0);

const CHUNK_BITS = 16;
const CHUNK = 1 << CHUNK_BITS;
const BOARDS: readonly Board[] = ['RG', 'TN', 'NG'];
const BOARD_INDEX: Record<Board, number> = { RG: 0, TN: 1, NG: 2 };
// flags: bit 0 session 2, bits 1–2 board index, bit 3 buyer F, bit 4 seller F.
const SESSION_2 = 1;
const BUYER_FOREIGN = 8;
const SELLER_FOREIGN = 16;

type Chunk = {
  symbol: Uint16Array;
  buyer: Uint16Array;
  seller: Uint16Array;
  time: Int32Array;
  flags: Uint8Array;
  price: Float64Array;
  volume: Float64Array;
  buyOrder: Float64Array;
  sellOrder: Float64Array;
};

const newChunk = (): Chunk => ({
  symbol: new Uint16Array(CHUNK),
  buyer: new Uint16Array(CHUNK),
  seller: new Uint16Array(CHUNK),
  time: new Int32Array(CHUNK),
  flags: new Uint8Array(CHUNK),
  price: new Float64Array(CHUNK),
  volume: new Float64Array(CHUNK),
  buyOrder: new Float64Array(CHUNK),
  sellOrder: new Float64Array(CHUNK),
});

/** Interns strings as small ids, so a column holds 2 bytes where an object holds a string pointer. */
class Names {
  readonly list: string[] = [];
  private readonly ids = new Map<string, number>();
  idOf(name: string, what: string): number {
    let id = this.ids.get(name);
    if (id === undefined) {
      id = this.list.length;
      if (id > 0xffff) throw new RangeError(`more than 65,536 distinct ${what} in one day`);
      this.ids.set(name, id);
      this.list.push(name);
    }
    return id;
  }
}

/**
 * A day of trades in columns, ~43 bytes a trade (a `Trade` object with its strings takes several
 * times that): a full IDX day of 1.5 M trades fits in ~65 MB. Chunks of 65,536 trades are added as
 * it fills, so it never copies itself to grow. Trades become objects again one stock at a time.
 */
export class TradeDayBuffer implements TradeDay {
  size = 0;
  private readonly chunks: Chunk[] = [];
  private readonly symbolNames = new Names();
  private readonly brokerNames = new Names();

  constructor(readonly date: IsoDate) {}

  get symbols(): readonly string[] {
    return this.symbolNames.list;
  }

  get brokers(): readonly string[] {
    return this.brokerNames.list;
  }

  push(trade: Trade): void {
    if (trade.date !== this.date) {
      throw new RangeError(`trade of ${trade.date} in the batch for ${this.date}`);
    }
    const at = this.size & (CHUNK - 1);
    if (at === 0) this.chunks.push(newChunk());
    const chunk = this.chunks[this.chunks.length - 1] as Chunk;
    chunk.symbol[at] = this.symbolNames.idOf(trade.symbol, 'stocks');
    chunk.buyer[at] = this.brokerNames.idOf(trade.buyerBroker, 'brokers');
    chunk.seller[at] = this.brokerNames.idOf(trade.sellerBroker, 'brokers');
    chunk.time[at] = trade.time;
    chunk.flags[at] =
      (trade.session === 2 ? SESSION_2 : 0) |
      (BOARD_INDEX[trade.board] << 1) |
      (trade.buyerType === 'F' ? BUYER_FOREIGN : 0) |
      (trade.sellerType === 'F' ? SELLER_FOREIGN : 0);
    chunk.price[at] = trade.price;
    chunk.volume[at] = trade.volume;
    chunk.buyOrder[at] = trade.buyOrder;
    chunk.sellOrder[at] = trade.sellOrder;
    this.size++;
  }

  *stocks(rank?: ReadonlyMap<string, number>): Generator<readonly Trade[]> {
    const stockCount = this.symbolNames.list.length;
    // Trade indices grouped by stock, each group in the order given (a stable counting sort).
    const starts = new Uint32Array(stockCount + 1);
    for (let i = 0; i < this.size; i++) (starts[this.symbolAt(i) + 1] as number)++;
    for (let s = 0; s < stockCount; s++) starts[s + 1] = (starts[s + 1] as number) + (starts[s] as number);
    const filled = starts.slice(0, stockCount);
    const grouped = new Uint32Array(this.size);
    for (let i = 0; i < this.size; i++) {
      const s = this.symbolAt(i);
      grouped[filled[s] as number] = i;
      filled[s] = (filled[s] as number) + 1;
    }
    const names = this.symbolNames.list;
    const inOrder = ranked(rank);
    const order = Array.from({ length: stockCount }, (_, s) => s).sort((a, b) =>
      inOrder(names[a] as string, names[b] as string),
    );
    for (const s of order) {
      const trades: Trade[] = [];
      for (let k = starts[s] as number; k < (starts[s + 1] as number); k++) {
        trades.push(this.tradeAt(grouped[k] as number));
      }
      yield trades;
    }
  }

  private symbolAt(i: number): number {
    return (this.chunks[i >>> CHUNK_BITS] as Chunk).symbol[i & (CHUNK - 1)] as number;
  }

  private tradeAt(i: number): Trade {
    const chunk = this.chunks[i >>> CHUNK_BITS] as Chunk;
    const at = i & (CHUNK - 1);
    const flags = chunk.flags[at] as number;
    return {
      date: this.date,
      time: chunk.time[at] as number,
      session: flags & SESSION_2 ? 2 : 1,
      board: BOARDS[(flags >> 1) & 3] as Board,
      symbol: this.symbolNames.list[chunk.symbol[at] as number] as string,
      price: chunk.price[at] as number,
      volume: chunk.volume[at] as number,
      buyerBroker: this.brokerNames.list[chunk.buyer[at] as number] as string,
      buyerType: flags & BUYER_FOREIGN ? 'F' : 'D',
      sellerBroker: this.brokerNames.list[chunk.seller[at] as number] as string,
      sellerType: flags & SELLER_FOREIGN ? 'F' : 'D',
      buyOrder: chunk.buyOrder[at] as number,
      sellOrder: chunk.sellOrder[at] as number,
    };
  }
}
