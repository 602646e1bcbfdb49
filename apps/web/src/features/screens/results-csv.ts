import type { TMetricValue, TScreenResultRow } from '@pantau/contracts';
import { metricLabelOfKey } from '@/lib/metric-format';

export const csvFileName = (asOf: string) => `pantau-screen-${asOf}.csv`;

function cell(value: TMetricValue): string {
  if (value === null) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The rows as shown, for a spreadsheet: labelled header, then raw values (1000000000, not
 * 'Rp1,00 B'; a dot for decimals), empty where a value is missing. RFC 4180 line ends.
 */
export function resultsCsv(columns: readonly string[], rows: readonly TScreenResultRow[]): string {
  const header = ['Symbol', 'Name', 'Sector', ...columns.map(metricLabelOfKey)];
  const lines = rows.map((row) => [
    row.symbol,
    row.name,
    row.sector,
    ...columns.map((key) => row.values[key] ?? null),
  ]);
  return [header, ...lines].map((line) => line.map(cell).join(',')).join('\r\n') + '\r\n';
}

// Revoked later, not at once: some browsers still read the blob after the click returns.
const REVOKE_AFTER_MS = 40_000;

export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
