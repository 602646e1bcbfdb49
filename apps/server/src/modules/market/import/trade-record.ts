import { parseCsvNumber, type Board, type InvestorType, type Trade } from '@pantau/market';
import { ImportError } from './import-summary.ts';
import { headerIndex } from './csv-stream.ts';

/** The IDX trade-record fields; trxCode is accepted and not stored. */
const REQUIRED_FIELDS = [
  'trxSess',
  'trxType',
  'brkCod1',
  'invTyp1',
  'brkCod2',
  'invTyp2',
  'stkCode',
  'stkVolm',
  'stkPric',
  'trxDate',
  'trxOrd1',
  'trxOrd2',
  'trxTime',
] as const;
type Field = (typeof REQUIRED_FIELDS)[number];

/** The header IDX publishes, in its column order (the export writes it). */
export const TRADE_RECORD_HEADER = ['trxCode', ...REQUIRED_FIELDS] as const;

export type TradeRecordColumns = Record<Field, number>;

export function tradeRecordColumns(header: readonly string[]): TradeRecordColumns {
  const find = headerIndex(header);
  const missing = REQUIRED_FIELDS.filter((field) => find(field) === undefined);
  if (missing.length > 0) {
    throw new ImportError(
      `The trade-record header lacks ${missing.join(', ')} (found: ${header.join(', ')})`,
    );
  }
  return Object.fromEntries(REQUIRED_FIELDS.map((field) => [field, find(field)])) as TradeRecordColumns;
}

const BOARDS = new Set<Board>(['RG', 'TN', 'NG']);
const BROKER_CODE = /^[A-Z0-9]{2,4}$/;
const SYMBOL = /^[A-Z0-9-]{1,12}$/;
/** D/F as IDX writes them; I (Indonesia) and A (Asing) as the screens say them. */
const INVESTOR_TYPES: Record<string, InvestorType> = { D: 'D', I: 'D', F: 'F', A: 'F' };

/** Plain digits, the way IDX writes volumes and prices: read without the general number parser. */
const DIGITS = /^\d{1,15}$/;
const wholeNumber = (text: string) => (DIGITS.test(text) ? Number(text) : parseCsvNumber(text));

/**
 * One trade-record row: a Trade, or why the row is skipped. Runs once per trade, 1.5 M times for an
 * IDX day: the cells come trimmed from splitCsvLine and are read by index, with no closure per row.
 */
export function parseTradeRecord(
  cells: readonly string[],
  columns: TradeRecordColumns,
): Trade | { reason: string } {
  const dateText = cells[columns.trxDate] ?? '';
  const date = parseTradeDate(dateText);
  if (!date) return { reason: `invalid trxDate '${dateText}'` };
  const timeText = cells[columns.trxTime] ?? '';
  const time = parseTradeTime(timeText);
  if (time === null) return { reason: `invalid trxTime '${timeText}'` };
  const session = cells[columns.trxSess] ?? '';
  if (session !== '1' && session !== '2') return { reason: `invalid trxSess '${session}' (1 or 2)` };
  const boardText = cells[columns.trxType] ?? '';
  const board = boardText.toUpperCase() as Board;
  if (!BOARDS.has(board)) return { reason: `invalid trxType '${boardText}' (RG, TN or NG)` };
  const symbolText = cells[columns.stkCode] ?? '';
  const symbol = symbolText.toUpperCase();
  if (!SYMBOL.test(symbol)) return { reason: `invalid stkCode '${symbolText}'` };
  const volumeText = cells[columns.stkVolm] ?? '';
  const volume = wholeNumber(volumeText);
  if (volume === null || !Number.isInteger(volume) || volume <= 0) {
    return { reason: `invalid stkVolm '${volumeText}'` };
  }
  // Rollups store lots as whole numbers: odd-lot prints (negotiated board only) are not kept.
  if (volume % 100 !== 0) return { reason: `stkVolm ${volume} is not whole lots of 100 shares` };
  const priceText = cells[columns.stkPric] ?? '';
  const price = wholeNumber(priceText);
  if (price === null || !Number.isInteger(price) || price < 1)
    return { reason: `invalid stkPric '${priceText}'` };
  const buyerBroker = (cells[columns.brkCod1] ?? '').toUpperCase();
  if (!BROKER_CODE.test(buyerBroker)) return { reason: `invalid brkCod1 '${buyerBroker}'` };
  const sellerBroker = (cells[columns.brkCod2] ?? '').toUpperCase();
  if (!BROKER_CODE.test(sellerBroker)) return { reason: `invalid brkCod2 '${sellerBroker}'` };
  const buyerTypeText = cells[columns.invTyp1] ?? '';
  const buyerType = INVESTOR_TYPES[buyerTypeText.toUpperCase()];
  if (!buyerType) return { reason: `invalid invTyp1 '${buyerTypeText}' (D or F)` };
  const sellerTypeText = cells[columns.invTyp2] ?? '';
  const sellerType = INVESTOR_TYPES[sellerTypeText.toUpperCase()];
  if (!sellerType) return { reason: `invalid invTyp2 '${sellerTypeText}' (D or F)` };
  const buyOrderText = cells[columns.trxOrd1] ?? '';
  if (!DIGITS.test(buyOrderText)) return { reason: `invalid trxOrd1 '${buyOrderText}'` };
  const sellOrderText = cells[columns.trxOrd2] ?? '';
  if (!DIGITS.test(sellOrderText)) return { reason: `invalid trxOrd2 '${sellOrderText}'` };
  return {
    date,
    time,
    session: session === '1' ? 1 : 2,
    board,
    symbol,
    price,
    volume,
    buyerBroker,
    buyerType,
    sellerBroker,
    sellerType,
    buyOrder: Number(buyOrderText),
    sellOrder: Number(sellOrderText),
  };
}

// A file holds one or a few dates over a million rows: the last answer is nearly always the next.
let lastDate: { text: string; iso: string | null } = { text: '', iso: null };

/** 'YYYY-MM-DD', 'YYYY/MM/DD' or 'YYYYMMDD', a real calendar date. */
export function parseTradeDate(text: string): string | null {
  if (text === lastDate.text) return lastDate.iso;
  const iso = calendarDate(text);
  lastDate = { text, iso };
  return iso;
}

function calendarDate(text: string): string | null {
  const match = /^(\d{4})[-/]?(\d{2})[-/]?(\d{2})$/.exec(text);
  if (!match) return null;
  const iso = `${match[1]}-${match[2]}-${match[3]}`;
  const parsed = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== iso ? null : iso;
}

/** HHMMSS as an integer (93015, or 093015) or 'HH:MM:SS'; returns HHMMSS as a number. */
export function parseTradeTime(text: string): number | null {
  let value: number;
  if (/^\d{5,6}$/.test(text)) value = Number(text);
  else {
    const match = /^(\d{1,2}):(\d{2}):(\d{2})$/.exec(text);
    if (!match) return null;
    value = Number(match[1]) * 10_000 + Number(match[2]) * 100 + Number(match[3]);
  }
  const hour = Math.floor(value / 10_000);
  const minute = Math.floor(value / 100) % 100;
  if (hour > 23 || minute > 59 || value % 100 > 59) return null;
  return value;
}
