import type { Board, CsvDelimiter, InvestorType, IsoDate, Trade } from '@pantau/market';
import { parseTradeDate, type TradeRecordColumns } from './trade-record.ts';

const CR = 0x0d;
const QUOTE = 0x22;
const DIGIT_0 = 0x30;
const DASH = 0x2d;
const A = 0x41;
const Z = 0x5a;
const NINE = 0x39;

/** Longest stock code read from bytes: its key (6 bits a character) stays an exact integer. */
const MOST_KEYED_CHARACTERS = 8;

const BOARD_OF: Record<number, Board> = {
  [(0x52 << 8) | 0x47]: 'RG',
  [(0x54 << 8) | 0x4e]: 'TN',
  [(0x4e << 8) | 0x47]: 'NG',
};
const INVESTOR_TYPE_OF: Record<number, InvestorType> = { 0x44: 'D', 0x49: 'D', 0x46: 'F', 0x41: 'F' };

/** A trade for TradeRecordBytes.read to fill: one object serves every line. */
export const blankTrade = (): Trade => ({
  date: '',
  time: 0,
  session: 1,
  board: 'RG',
  symbol: '',
  price: 0,
  volume: 0,
  buyerBroker: '',
  buyerType: 'D',
  sellerBroker: '',
  sellerType: 'D',
  buyOrder: 0,
  sellOrder: 0,
});

/**
 * Reads the usual trade-record line straight from its bytes: a full IDX day is 1.5 M lines, and
 * reading each as a string, split into fourteen cell strings, cost most of an upload's parse in
 * Node CPU and garbage. A line is accepted only in the plain form IDX writes it: ASCII without
 * quotes or padding, plain digits, upper-case codes, time as HHMMSS; and only when valid. Anything
 * else is declined, and the caller reads that line as text through parseTradeRecord, which gives
 * the same trade or the reason it is skipped: every line reads the same either way.
 */
export class TradeRecordBytes {
  private readonly starts: Int32Array;
  private readonly ends: Int32Array;
  private readonly fieldsNeeded: number;
  private readonly delimiter: number;
  private readonly symbols = new Map<number, string>();
  private readonly brokers = new Map<number, string>();
  private readonly dateBytes = new Uint8Array(16);
  private dateLength = -1;
  private date: IsoDate | null = null;

  constructor(
    private readonly columns: TradeRecordColumns,
    delimiter: CsvDelimiter,
  ) {
    this.fieldsNeeded = Math.max(...Object.values(columns)) + 1;
    this.starts = new Int32Array(this.fieldsNeeded);
    this.ends = new Int32Array(this.fieldsNeeded);
    this.delimiter = delimiter.charCodeAt(0);
  }

  /**
   * Fills `trade` from the line `bytes[start, end)` (its line end excluded) and returns true, or
   * returns false, leaving `trade` in any state, when the line is to be read as text.
   */
  read(bytes: Uint8Array, start: number, end: number, trade: Trade): boolean {
    if (end > start && bytes[end - 1] === CR) end--;
    const { starts, ends, fieldsNeeded, delimiter } = this;
    let field = 0;
    starts[0] = start;
    for (let i = start; i < end; i++) {
      const byte = bytes[i] as number;
      if (byte === delimiter) {
        if (field < fieldsNeeded) ends[field] = i;
        field++;
        if (field < fieldsNeeded) starts[field] = i + 1;
      } else if (byte <= 0x20 || byte === QUOTE || byte >= 0x7f) return false;
    }
    if (field < fieldsNeeded) ends[field] = end;
    if (field + 1 < fieldsNeeded) return false;

    const c = this.columns;
    const date = this.dateAt(bytes, starts[c.trxDate] as number, ends[c.trxDate] as number);
    if (date === null) return false;
    const time = timeAt(bytes, starts[c.trxTime] as number, ends[c.trxTime] as number);
    if (time < 0) return false;
    const sessionAt = starts[c.trxSess] as number;
    if ((ends[c.trxSess] as number) - sessionAt !== 1) return false;
    const session = (bytes[sessionAt] as number) - DIGIT_0;
    if (session !== 1 && session !== 2) return false;
    const boardAt = starts[c.trxType] as number;
    if ((ends[c.trxType] as number) - boardAt !== 2) return false;
    const board = BOARD_OF[((bytes[boardAt] as number) << 8) | (bytes[boardAt + 1] as number)];
    if (board === undefined) return false;
    const symbol = this.codeIn(bytes, c.stkCode, SYMBOL_CODE, this.symbols);
    if (symbol === null) return false;
    const volume = this.digitsIn(bytes, c.stkVolm);
    if (volume <= 0 || volume % 100 !== 0) return false;
    const price = this.digitsIn(bytes, c.stkPric);
    if (price < 1) return false;
    const buyerBroker = this.codeIn(bytes, c.brkCod1, BROKER_CODE, this.brokers);
    if (buyerBroker === null) return false;
    const sellerBroker = this.codeIn(bytes, c.brkCod2, BROKER_CODE, this.brokers);
    if (sellerBroker === null) return false;
    const buyerType = this.investorTypeIn(bytes, c.invTyp1);
    if (buyerType === undefined) return false;
    const sellerType = this.investorTypeIn(bytes, c.invTyp2);
    if (sellerType === undefined) return false;
    const buyOrder = this.digitsIn(bytes, c.trxOrd1);
    if (buyOrder < 0) return false;
    const sellOrder = this.digitsIn(bytes, c.trxOrd2);
    if (sellOrder < 0) return false;

    trade.date = date;
    trade.time = time;
    trade.session = session === 1 ? 1 : 2;
    trade.board = board;
    trade.symbol = symbol;
    trade.price = price;
    trade.volume = volume;
    trade.buyerBroker = buyerBroker;
    trade.buyerType = buyerType;
    trade.sellerBroker = sellerBroker;
    trade.sellerType = sellerType;
    trade.buyOrder = buyOrder;
    trade.sellOrder = sellOrder;
    return true;
  }

  private digitsIn(bytes: Uint8Array, column: number): number {
    return digitsAt(bytes, this.starts[column] as number, this.ends[column] as number);
  }

  private codeIn(bytes: Uint8Array, column: number, form: CodeForm, known: Map<number, string>) {
    return codeAt(bytes, this.starts[column] as number, this.ends[column] as number, form, known);
  }

  private investorTypeIn(bytes: Uint8Array, column: number): InvestorType | undefined {
    const start = this.starts[column] as number;
    return (this.ends[column] as number) - start === 1 ? INVESTOR_TYPE_OF[bytes[start] as number] : undefined;
  }

  /** A file holds one or a few dates: the last one's bytes are compared before anything is parsed. */
  private dateAt(bytes: Uint8Array, start: number, end: number): IsoDate | null {
    const length = end - start;
    if (length === this.dateLength) {
      let same = true;
      for (let k = 0; k < length && same; k++) same = bytes[start + k] === this.dateBytes[k];
      if (same) return this.date;
    }
    if (length > this.dateBytes.length) return null;
    this.dateBytes.set(bytes.subarray(start, end));
    this.dateLength = length;
    this.date = parseTradeDate(latin1(bytes, start, end));
    return this.date;
  }
}

/** What a code may be: `shortest` to `longest` characters, [A-Z0-9], and '-' where `dash`. */
type CodeForm = { shortest: number; longest: number; dash: boolean };
const SYMBOL_CODE: CodeForm = { shortest: 1, longest: MOST_KEYED_CHARACTERS, dash: true };
const BROKER_CODE: CodeForm = { shortest: 2, longest: 4, dash: false };

/** A code of its form, interned in `known` by a key computed from its bytes; or null. */
function codeAt(
  bytes: Uint8Array,
  start: number,
  end: number,
  { shortest, longest, dash }: CodeForm,
  known: Map<number, string>,
): string | null {
  const length = end - start;
  if (length < shortest || length > longest) return null;
  let key = 0;
  for (let i = start; i < end; i++) {
    const byte = bytes[i] as number;
    if (!((byte >= A && byte <= Z) || (byte >= DIGIT_0 && byte <= NINE) || (dash && byte === DASH)))
      return null;
    // Every character maps to 1..46, so codes of different lengths never share a key.
    key = key * 64 + (byte - 0x2c);
  }
  let code = known.get(key);
  if (code === undefined) {
    code = latin1(bytes, start, end);
    known.set(key, code);
  }
  return code;
}

const latin1 = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

/** Plain digits, 1 to 15 of them (exact as a double), or -1. */
function digitsAt(bytes: Uint8Array, start: number, end: number): number {
  const length = end - start;
  if (length < 1 || length > 15) return -1;
  let value = 0;
  for (let i = start; i < end; i++) {
    const digit = (bytes[i] as number) - DIGIT_0;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

/** HHMMSS or HMMSS, a real time of day, or -1 (parseTradeTime reads the other forms). */
function timeAt(bytes: Uint8Array, start: number, end: number): number {
  const length = end - start;
  if (length !== 5 && length !== 6) return -1;
  const value = digitsAt(bytes, start, end);
  if (value < 0) return -1;
  if (Math.floor(value / 10_000) > 23 || Math.floor(value / 100) % 100 > 59 || value % 100 > 59) return -1;
  return value;
}
