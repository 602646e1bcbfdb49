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
/** D/F as IDX writes them; I (Indonesia) and A (Asing) as the screens say them. */
const INVESTOR_TYPES: Record<string, InvestorType> = { D: 'D', I: 'D', F: 'F', A: 'F' };

/** One trade-record row: a Trade, or why the row is skipped. */
export function parseTradeRecord(
  cells: readonly string[],
  columns: TradeRecordColumns,
): Trade | { reason: string } {
  const cell = (field: Field) => (cells[columns[field]] ?? '').trim();
  const date = parseTradeDate(cell('trxDate'));
  if (!date) return { reason: `invalid trxDate '${cell('trxDate')}'` };
  const time = parseTradeTime(cell('trxTime'));
  if (time === null) return { reason: `invalid trxTime '${cell('trxTime')}'` };
  const session = cell('trxSess');
  if (session !== '1' && session !== '2') return { reason: `invalid trxSess '${session}' (1 or 2)` };
  const board = cell('trxType').toUpperCase() as Board;
  if (!BOARDS.has(board)) return { reason: `invalid trxType '${cell('trxType')}' (RG, TN or NG)` };
  const symbol = cell('stkCode').toUpperCase();
  if (!/^[A-Z0-9-]{1,12}$/.test(symbol)) return { reason: `invalid stkCode '${cell('stkCode')}'` };
  const volume = parseCsvNumber(cell('stkVolm'));
  if (volume === null || !Number.isInteger(volume) || volume <= 0) {
    return { reason: `invalid stkVolm '${cell('stkVolm')}'` };
  }
  // Rollups store lots as whole numbers: odd-lot prints (negotiated board only) are not kept.
  if (volume % 100 !== 0) return { reason: `stkVolm ${volume} is not whole lots of 100 shares` };
  const price = parseCsvNumber(cell('stkPric'));
  if (price === null || !Number.isInteger(price) || price < 1)
    return { reason: `invalid stkPric '${cell('stkPric')}'` };
  const buyerBroker = cell('brkCod1').toUpperCase();
  const sellerBroker = cell('brkCod2').toUpperCase();
  for (const [name, code] of [
    ['brkCod1', buyerBroker],
    ['brkCod2', sellerBroker],
  ] as const) {
    if (!/^[A-Z0-9]{2,4}$/.test(code)) return { reason: `invalid ${name} '${code}'` };
  }
  const buyerType = INVESTOR_TYPES[cell('invTyp1').toUpperCase()];
  if (!buyerType) return { reason: `invalid invTyp1 '${cell('invTyp1')}' (D or F)` };
  const sellerType = INVESTOR_TYPES[cell('invTyp2').toUpperCase()];
  if (!sellerType) return { reason: `invalid invTyp2 '${cell('invTyp2')}' (D or F)` };
  const buyOrder = orderNumber(cell('trxOrd1'));
  if (buyOrder === null) return { reason: `invalid trxOrd1 '${cell('trxOrd1')}'` };
  const sellOrder = orderNumber(cell('trxOrd2'));
  if (sellOrder === null) return { reason: `invalid trxOrd2 '${cell('trxOrd2')}'` };
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
    buyOrder,
    sellOrder,
  };
}

/** 'YYYY-MM-DD', 'YYYY/MM/DD' or 'YYYYMMDD', a real calendar date. */
export function parseTradeDate(text: string): string | null {
  const match = /^(\d{4})[-/]?(\d{2})[-/]?(\d{2})$/.exec(text);
  if (!match) return null;
  const iso = `${match[1]}-${match[2]}-${match[3]}`;
  const parsed = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== iso ? null : iso;
}

/** HHMMSS as an integer (93015, or 093015) or 'HH:MM:SS'; returns HHMMSS as a number. */
export function parseTradeTime(text: string): number | null {
  const match = /^(\d{1,2}):(\d{2}):(\d{2})$/.exec(text) ?? /^(\d{1,2})(\d{2})(\d{2})$/.exec(text);
  if (!match) return null;
  const [hour, minute, second] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (hour > 23 || minute > 59 || second > 59) return null;
  return hour * 10_000 + minute * 100 + second;
}

function orderNumber(text: string): number | null {
  if (!/^\d{1,15}$/.test(text)) return null;
  return Number(text);
}
