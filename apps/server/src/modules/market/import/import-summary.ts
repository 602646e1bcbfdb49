/** A problem the person running the import must fix (bad arguments, unusable file). */
export class ImportError extends Error {
  override name = 'ImportError';
}

import type { TImportDayOutcome, TImportKind } from '@pantau/contracts';

export type ImportKind = TImportKind;

export type ImportSummary = {
  kind: ImportKind;
  file: string;
  /** Non-blank data lines after the header. */
  rowsRead: number;
  rowsImported: number;
  rowsSkipped: number;
  /** The first 100 skipped rows (file line numbers, header = its own line) and why. */
  skippedExamples: Array<{ row: number; reason: string }>;
  /** Rows refused as wrong, by importers that tell them apart from rows skipped on purpose. */
  rowsRejected?: number;
  /** The first 100 rejected rows: file line, column and why. */
  rowErrors?: Array<{ row: number; column: string; reason: string }>;
  /** Each market date the file held, and whether it was new, replaced older data, or was identical. */
  days: TImportDayOutcome[];
  /** What else happened: days replaced, bars written, unknown brokers… */
  notes: string[];
};

const MAX_EXAMPLES = 100;

export class SummaryRecorder {
  readonly summary: ImportSummary;

  constructor(kind: ImportKind, file: string) {
    this.summary = {
      kind,
      file,
      rowsRead: 0,
      rowsImported: 0,
      rowsSkipped: 0,
      skippedExamples: [],
      days: [],
      notes: [],
    };
  }

  read(): void {
    this.summary.rowsRead++;
  }

  imported(count = 1): void {
    this.summary.rowsImported += count;
  }

  skip(row: number, reason: string): void {
    this.summary.rowsSkipped++;
    if (this.summary.skippedExamples.length < MAX_EXAMPLES)
      this.summary.skippedExamples.push({ row, reason });
  }

  /** A row refused as wrong: its line, the column at fault and why. */
  reject(row: number, column: string, reason: string): void {
    this.summary.rowsRejected = (this.summary.rowsRejected ?? 0) + 1;
    this.summary.rowErrors ??= [];
    if (this.summary.rowErrors.length < MAX_EXAMPLES) this.summary.rowErrors.push({ row, column, reason });
  }

  day(date: TImportDayOutcome['date'], outcome: TImportDayOutcome['outcome']): void {
    this.summary.days.push({ date, outcome });
  }

  note(text: string): void {
    this.summary.notes.push(text);
  }
}

export function formatSummary(summary: ImportSummary): string {
  const lines = [
    `${summary.kind} import of ${summary.file}`,
    `  rows read      ${summary.rowsRead.toLocaleString('en-US')}`,
    `  rows imported  ${summary.rowsImported.toLocaleString('en-US')}`,
    `  rows skipped   ${summary.rowsSkipped.toLocaleString('en-US')}`,
    ...summary.skippedExamples.map((example) => `    row ${example.row}: ${example.reason}`),
    ...(summary.skippedExamples.length > 0 && summary.rowsSkipped > summary.skippedExamples.length
      ? [`    … and ${summary.rowsSkipped - summary.skippedExamples.length} more`]
      : []),
    ...(summary.rowsRejected === undefined
      ? []
      : [`  rows rejected  ${summary.rowsRejected.toLocaleString('en-US')}`]),
    ...(summary.rowErrors ?? []).map((error) => `    row ${error.row}, ${error.column}: ${error.reason}`),
    ...(summary.rowsRejected !== undefined && summary.rowsRejected > (summary.rowErrors?.length ?? 0)
      ? [`    … and ${summary.rowsRejected - (summary.rowErrors?.length ?? 0)} more`]
      : []),
    ...(summary.days.length === 0
      ? []
      : [`  days           ${summary.days.map((day) => `${day.date} ${day.outcome}`).join(', ')}`]),
    ...summary.notes.map((note) => `  ${note}`),
  ];
  return lines.join('\n');
}
