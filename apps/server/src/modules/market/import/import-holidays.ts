import { ZIsoDateSchema } from '@pantau/contracts';
import type { IsoDate } from '@pantau/market';
import type { Database } from '../../../db/client.ts';
import { findHolidaysOfYear, replaceHolidayYears } from '../calendar/holidays.repo.ts';
import { isWeekend } from '../calendar/holidays.service.ts';
import { cellAt, headerIndex, openCsvStream, requireColumns, type ImportProgress } from './csv-stream.ts';
import { finishImport } from './import-finish.ts';
import { SummaryRecorder, type ImportSummary } from './import-summary.ts';
import { parseTradeDate } from './trade-record.ts';

/**
 * The exchange calendar from a CSV of `date,name` (name optional): the weekdays IDX is closed.
 * Each year the file covers is replaced whole, in one transaction, so a revised calendar drops the
 * holidays it no longer lists.
 */
export async function importHolidays(
  database: Database,
  file: string,
  options: { onProgress?: ImportProgress } = {},
): Promise<ImportSummary> {
  const startedAt = new Date();
  const csv = await openCsvStream(file, options.onProgress);
  const find = headerIndex(csv.header);
  const columns = {
    date: find('date', 'tanggal', 'holiday_date'),
    name: find('name', 'holiday', 'keterangan', 'description'),
  };
  await requireColumns(csv, 'holidays', { date: columns.date });
  const recorder = new SummaryRecorder('holidays', file);
  const holidays = new Map<IsoDate, string>();
  for await (const { row, cells } of csv.rows) {
    recorder.read();
    const text = cellAt(cells, columns.date);
    const date = parseTradeDate(text);
    if (!date || !ZIsoDateSchema.safeParse(date).success) {
      recorder.reject(row, 'date', `invalid date '${text}'`);
      continue;
    }
    if (isWeekend(date)) {
      recorder.reject(row, 'date', `${date} is a weekend: the exchange never trades then`);
      continue;
    }
    holidays.set(date, cellAt(cells, columns.name).slice(0, 120));
    recorder.imported();
  }
  const years = [...new Set([...holidays.keys()].map((date) => Number(date.slice(0, 4))))].sort();
  await database.db.transaction(async (tx) => {
    const before = new Map(
      (await Promise.all(years.map((year) => findHolidaysOfYear(tx, year))))
        .flat()
        .map((h) => [h.date, h.name]),
    );
    await replaceHolidayYears(
      tx,
      years,
      [...holidays].map(([date, name]) => ({ date, name })),
    );
    for (const [date, name] of [...holidays].sort()) {
      recorder.day(date, !before.has(date) ? 'stored' : before.get(date) === name ? 'unchanged' : 'replaced');
    }
    const dropped = [...before.keys()].filter((date) => !holidays.has(date));
    if (dropped.length > 0) recorder.note(`no longer holidays: ${dropped.sort().join(', ')}`);
  });
  await finishImport(database, recorder.summary, startedAt);
  return recorder.summary;
}
