import { excelDate, idxJsonDate, writeIdxJson, writeXlsx } from './export-files.ts';

/** One broker's market-wide day in the IDX Broker Summary (data-sources.md §4): no per-stock split. */
export type BrokerSummaryRecord = {
  date: string;
  code: string;
  name: string;
  /** Shares bought plus shares sold, over every stock and board. */
  volume: number;
  value: number;
  frequency: number;
};

export const BROKER_SUMMARY_XLSX_HEADERS = [
  'Date',
  'Kode Broker',
  'Nama Broker',
  'Volume',
  'Nilai',
  'Frekuensi',
] as const;

export async function writeBrokerSummaryJson(
  path: string,
  records: readonly BrokerSummaryRecord[],
): Promise<void> {
  await writeIdxJson(
    path,
    records.map((record) => ({
      Date: idxJsonDate(record.date),
      IDFirm: record.code,
      FirmName: record.name,
      Volume: record.volume,
      Value: record.value,
      Frequency: record.frequency,
    })),
  );
}

export async function writeBrokerSummaryXlsx(
  path: string,
  records: readonly BrokerSummaryRecord[],
): Promise<void> {
  await writeXlsx(path, {
    name: 'Ringkasan Broker',
    headers: BROKER_SUMMARY_XLSX_HEADERS,
    rows: records.map((record) => [
      excelDate(record.date),
      record.code,
      record.name,
      record.volume,
      record.value,
      record.frequency,
    ]),
  });
}
