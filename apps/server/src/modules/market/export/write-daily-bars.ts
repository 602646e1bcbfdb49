import type { DailyBar } from '@pantau/market';
import { writeText } from './export-files.ts';

export const DAILY_BARS_HEADER = 'Symbol,Date,Open,High,Low,Close,Volume';

/** The multi-stock chart CSV: one line a stock-day, volume in shares, dates YYYY-MM-DD. */
export async function writeDailyBarsCsv(path: string, bars: readonly DailyBar[]): Promise<void> {
  function* lines(): Generator<string> {
    yield `${DAILY_BARS_HEADER}\n`;
    for (const bar of bars) {
      yield `${bar.symbol},${bar.date},${bar.open},${bar.high},${bar.low},${bar.close},${bar.volume}\n`;
    }
  }
  await writeText(path, lines());
}
