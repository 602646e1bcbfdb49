import {
  DATE_MESSAGES,
  MAX_SELECTED_DATES,
  type TGetDoneSummaryData,
  type TGetDoneSummaryQuery,
} from '@pantau/contracts';
import { buildBrokerBreakdown, buildDoneSummary } from '@pantau/market';
import type { Db } from '../../../db/client.ts';
import { rememberAnswer } from '../answer-cache.ts';
import { checkDateCount } from '../flows/flow-dates.ts';
import { requireAsOf, requireSymbol } from '../flows/flow-lookups.service.ts';
import { requireTradeRecords } from '../coverage/trade-records-check.ts';
import { findBrokerPriceLevels, findDatesWithData, findPriceLevels } from './done-summary.repo.ts';

/**
 * Done Summary of one stock: at most 7 dates (the screen's range limit, with its message), oldest
 * first; a date without trades is an empty column, not an error. Reads the ingest rollups only.
 */
export async function getDoneSummary(db: Db, query: TGetDoneSummaryQuery): Promise<TGetDoneSummaryData> {
  checkDateCount(query.dates, MAX_SELECTED_DATES, DATE_MESSAGES.rangeTooLong);
  const asOf = await requireAsOf(db);
  const key = `${asOf}|${query.symbol}|${query.dates.join(',')}|${query.board}|${query.view}`;
  return rememberAnswer(db, 'done-summary', key, async () => {
    await requireSymbol(db, query.symbol);
    const { symbol, dates, board } = query;
    const withData = await findDatesWithData(db, symbol, dates);
    const datesWithoutData = dates.filter((date) => !withData.has(date));
    const range = { from: dates[0]!, to: dates.at(-1)! };
    await requireTradeRecords(db, { symbol, dates, ...range, field: 'dates' }, [...withData]);
    const common = { asOf, symbol, board, dates, datesWithoutData };
    if (query.view === 'broker') {
      const table = buildBrokerBreakdown(await findBrokerPriceLevels(db, symbol, dates, board), dates);
      return {
        view: 'broker' as const,
        ...common,
        rows: table.rows,
        total: table.total,
        columnMax: table.columnMax,
      };
    }
    const table = buildDoneSummary(await findPriceLevels(db, symbol, dates, board), dates);
    return {
      view: 'summary' as const,
      ...common,
      rows: table.rows,
      total: table.total,
      columnMax: table.columnMax,
    };
  });
}
