import {
  compactDate,
  excelDate,
  idxJsonDate,
  writeIdxJson,
  writeXlsx,
  type XlsxCell,
} from './export-files.ts';

/** One stock's day in the IDX Stock Summary (data-sources.md §2). Prices rupiah, volumes shares. */
export type StockSummaryRecord = {
  date: string;
  code: string;
  name: string;
  remarks: string;
  previous: number;
  openPrice: number;
  /** The last day the stock traded, on or before `date`. */
  lastTradeDate: string;
  firstTrade: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  value: number;
  frequency: number;
  indexIndividual: number;
  offer: number;
  offerVolume: number;
  bid: number;
  bidVolume: number;
  listedShares: number;
  tradeableShares: number;
  weightForIndex: number;
  foreignSell: number;
  foreignBuy: number;
  nonRegularVolume: number;
  nonRegularValue: number;
  nonRegularFrequency: number;
};

/** The published JSON record: the exchange's field names, in its order. */
function jsonRecord(record: StockSummaryRecord, index: number): Record<string, unknown> {
  return {
    No: index + 1,
    IDStockSummary: index + 1,
    Date: idxJsonDate(record.date),
    StockCode: record.code,
    StockName: record.name,
    Remarks: record.remarks,
    Previous: record.previous,
    OpenPrice: record.openPrice,
    FirstTrade: record.firstTrade,
    High: record.high,
    Low: record.low,
    Close: record.close,
    Change: record.close - record.previous,
    Volume: record.volume,
    Value: record.value,
    Frequency: record.frequency,
    IndexIndividual: record.indexIndividual,
    Offer: record.offer,
    OfferVolume: record.offerVolume,
    Bid: record.bid,
    BidVolume: record.bidVolume,
    ListedShares: record.listedShares,
    TradebleShares: record.tradeableShares,
    WeightForIndex: record.weightForIndex,
    ForeignSell: record.foreignSell,
    ForeignBuy: record.foreignBuy,
    DelistingDate: '',
    NonRegularVolume: record.nonRegularVolume,
    NonRegularValue: record.nonRegularValue,
    NonRegularFrequency: record.nonRegularFrequency,
    persen: null,
    percentage: null,
  };
}

/** The XLSX download's Indonesian headers, in its order. */
export const STOCK_SUMMARY_XLSX_HEADERS = [
  'No',
  'Kode Saham',
  'Nama Perusahaan',
  'Remarks',
  'Sebelumnya',
  'Open Price',
  'Tanggal Perdagangan Terakhir',
  'First Trade',
  'Tertinggi',
  'Terendah',
  'Penutupan',
  'Selisih',
  'Volume',
  'Nilai',
  'Frekuensi',
  'Index Individual',
  'Offer',
  'Offer Volume',
  'Bid',
  'Bid Volume',
  'Listed Shares',
  'Tradeble Shares',
  'Weight For Index',
  'Foreign Sell',
  'Foreign Buy',
  'Non Regular Volume',
  'Non Regular Value',
  'Non Regular Frequency',
] as const;

function xlsxRow(record: StockSummaryRecord, index: number): XlsxCell[] {
  return [
    index + 1,
    record.code,
    record.name,
    record.remarks,
    record.previous,
    record.openPrice,
    excelDate(record.lastTradeDate),
    record.firstTrade,
    record.high,
    record.low,
    record.close,
    record.close - record.previous,
    record.volume,
    record.value,
    record.frequency,
    record.indexIndividual,
    record.offer,
    record.offerVolume,
    record.bid,
    record.bidVolume,
    record.listedShares,
    record.tradeableShares,
    record.weightForIndex,
    record.foreignSell,
    record.foreignBuy,
    record.nonRegularVolume,
    record.nonRegularValue,
    record.nonRegularFrequency,
  ];
}

export const stockSummaryFileName = (date: string, extension: 'json' | 'xlsx') =>
  `${compactDate(date)}.${extension}`;

export async function writeStockSummaryJson(
  path: string,
  records: readonly StockSummaryRecord[],
): Promise<void> {
  await writeIdxJson(path, records.map(jsonRecord));
}

/**
 * The XLSX download: a title row naming the trading day (the sheet's rows do not carry it; the
 * importer reads it there), a blank row, the header, one row a stock.
 */
export async function writeStockSummaryXlsx(
  path: string,
  date: string,
  records: readonly StockSummaryRecord[],
): Promise<void> {
  await writeXlsx(path, {
    name: 'Ringkasan Saham',
    title: [[`Ringkasan Saham ${date}`], []],
    headers: STOCK_SUMMARY_XLSX_HEADERS,
    rows: records.map(xlsxRow),
  });
}
