import { excelDate, idxJsonDate, writeIdxJson, writeXlsx } from './export-files.ts';

/** One index's day in the IDX Index Summary (data-sources.md §3). */
export type IndexSummaryRecord = {
  date: string;
  /** The exchange's code: COMPOSITE, LQ45, IDXFINANCE … */
  code: string;
  previous: number;
  open: number;
  high: number;
  low: number;
  close: number;
  /** Shares traded in the index's members. */
  volume: number;
  value: number;
  frequency: number;
  marketCapital: number;
};

/** Pantau's sector levels (`SECTOR:<IDX-IC code>`) under the exchange's sector index codes. */
export const SECTOR_INDEX_CODES: Record<string, string> = {
  A: 'IDXENERGY',
  B: 'IDXBASIC',
  C: 'IDXINDUST',
  D: 'IDXNONCYC',
  E: 'IDXCYCLIC',
  F: 'IDXHEALTH',
  G: 'IDXFINANCE',
  H: 'IDXPROPERT',
  I: 'IDXTECHNO',
  J: 'IDXINFRA',
  K: 'IDXTRANS',
};

/** The exchange's code of a stored index level, or null for one it does not publish. */
export function idxIndexCode(storedCode: string): string | null {
  if (!storedCode.startsWith('SECTOR:')) return storedCode;
  return SECTOR_INDEX_CODES[storedCode.slice('SECTOR:'.length)] ?? null;
}

export const INDEX_SUMMARY_XLSX_HEADERS = [
  'Date',
  'Kode Indeks',
  'Sebelumnya',
  'Pembukaan',
  'Tertinggi',
  'Terendah',
  'Penutupan',
  'Volume',
  'Nilai',
  'Frekuensi',
  'Kapitalisasi Pasar',
] as const;

export async function writeIndexSummaryJson(
  path: string,
  records: readonly IndexSummaryRecord[],
): Promise<void> {
  await writeIdxJson(
    path,
    records.map((record) => ({
      Date: idxJsonDate(record.date),
      IndexCode: record.code,
      Previous: record.previous,
      Open: record.open,
      High: record.high,
      Low: record.low,
      Close: record.close,
      Volume: record.volume,
      Value: record.value,
      Frequency: record.frequency,
      MarketCapital: record.marketCapital,
    })),
  );
}

export async function writeIndexSummaryXlsx(
  path: string,
  records: readonly IndexSummaryRecord[],
): Promise<void> {
  await writeXlsx(path, {
    name: 'Ringkasan Indeks',
    headers: INDEX_SUMMARY_XLSX_HEADERS,
    rows: records.map((record) => [
      excelDate(record.date),
      record.code,
      record.previous,
      record.open,
      record.high,
      record.low,
      record.close,
      record.volume,
      record.value,
      record.frequency,
      record.marketCapital,
    ]),
  });
}
