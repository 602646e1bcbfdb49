import {
  COVERAGE_MESSAGES,
  MARKET_DATASETS,
  MAX_COVERAGE_RANGE_DAYS,
  type TCoverageDay,
  type TGetCoverageData,
  type TGetCoverageQuery,
  type TImportKind,
  type TMarketDataCoverageData,
  type TMarketDataCoverageQuery,
  type TMarketDataset,
} from '@pantau/contracts';
import type { IsoDate } from '@pantau/market';
import type { Db } from '../../../db/client.ts';
import { checkDateRange, shiftDays, shiftMonths } from '../flows/flow-dates.ts';
import { findMarketTradeDates, findSymbolTradeDates } from '../flows/flow-lookups.repo.ts';
import { requireAsOf, requireSymbol } from '../flows/flow-lookups.service.ts';
import { findCalendarYears, findHolidaysBetween } from '../calendar/holidays.repo.ts';
import {
  countBarsByDateAndSource,
  countBrokerMarketRowsByDate,
  countOfficialIndexLevelsByDate,
  countOwnershipStocksByDate,
  findLastImports,
  findLatestDates,
  findMarketTradeRecordSpan,
  findSymbolBarSources,
  findSymbolLastBar,
  findSymbolTradeRecordSpan,
  findTradingDays,
  type DailyBarSource,
  type DateRange,
} from './coverage.repo.ts';

/** The import kinds that feed each dataset (the freshness' last_import_at). */
const KINDS_OF_DATASET: Record<TMarketDataset, readonly TImportKind[]> = {
  'trade-records': ['trades'],
  'stock-summary': ['stock-summary'],
  'index-summary': ['index-summary'],
  'broker-summary': ['broker-summary'],
  ownership: ['ksei-balancepos', 'ownership'],
};

function checkCoverageRange(range: DateRange): void {
  checkDateRange(range.from, range.to, MAX_COVERAGE_RANGE_DAYS, COVERAGE_MESSAGES.rangeTooLong);
}

/** Monday to Friday from `from` to `to`: the days an exchange calendar can hold. */
function weekdaysOf(range: DateRange): IsoDate[] {
  const days: IsoDate[] = [];
  for (let date = range.from; date <= range.to; date = shiftDays(date, 1)) {
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(date);
  }
  return days;
}

/** The admin Market data page's calendar: per weekday, how many rows each dataset holds. */
export async function getMarketDataCoverage(
  db: Db,
  range: TMarketDataCoverageQuery,
): Promise<TMarketDataCoverageData> {
  checkCoverageRange(range);
  const [calendar, holidayRows, calendarYears, bars, indexLevels, brokerRows, ownership, latest, imports] =
    await Promise.all([
      findTradingDays(db, range),
      findHolidaysBetween(db, range.from, range.to),
      findCalendarYears(db),
      countBarsByDateAndSource(db, range),
      countOfficialIndexLevelsByDate(db, range),
      countBrokerMarketRowsByDate(db, range),
      countOwnershipStocksByDate(db, range),
      findLatestDates(db),
      findLastImports(
        db,
        Object.values(KINDS_OF_DATASET).flatMap((kinds) => kinds),
      ),
    ]);
  const tradingDays = new Set(calendar);
  const tradeRecords = new Map<IsoDate, number>();
  const stockSummary = new Map<IsoDate, number>();
  for (const row of bars) {
    if (row.source === 'trades') tradeRecords.set(row.date, row.frequency);
    if (row.source === 'stock-summary') stockSummary.set(row.date, row.bars);
  }
  const byDate = <T extends { date: IsoDate }>(rows: T[], value: (row: T) => number) =>
    new Map(rows.map((row) => [row.date, value(row)]));
  const indexSummary = byDate(indexLevels, (row) => row.rows);
  const brokerSummary = byDate(brokerRows, (row) => row.rows);
  const ownershipStocks = byDate(ownership, (row) => row.stocks);
  const holidays = new Map(holidayRows.map((row) => [row.date, row.name]));
  const withBars = new Set(bars.map((row) => row.date));
  const lastStored = [latest.tradeRecords, latest.stockSummary]
    .filter((date) => date !== null)
    .sort()
    .at(-1);
  const days: TCoverageDay[] = weekdaysOf(range).map((date) => {
    const holiday = holidays.get(date) ?? null;
    // A year with a calendar knows its trading days before their data arrives; without one, only
    // the days that have data are known to have traded.
    const tradingDay =
      tradingDays.has(date) || (calendarYears.includes(Number(date.slice(0, 4))) && holiday === null);
    return {
      date,
      trading_day: tradingDay,
      holiday,
      missing: tradingDay && !withBars.has(date) && lastStored !== undefined && date <= lastStored,
      trade_records: tradeRecords.get(date) ?? 0,
      stock_summary: stockSummary.get(date) ?? 0,
      index_summary: indexSummary.get(date) ?? 0,
      broker_summary: brokerSummary.get(date) ?? 0,
      ownership: ownershipStocks.get(date) ?? 0,
    };
  });
  const latestDate: Record<TMarketDataset, IsoDate | null> = {
    'trade-records': latest.tradeRecords,
    'stock-summary': latest.stockSummary,
    'index-summary': latest.indexSummary,
    'broker-summary': latest.brokerSummary,
    ownership: latest.ownership,
  };
  const freshness = MARKET_DATASETS.map((dataset) => {
    const finished = KINDS_OF_DATASET[dataset]
      .map((kind) => imports.get(kind))
      .filter((at): at is Date => at instanceof Date)
      .sort((a, b) => b.getTime() - a.getTime());
    return {
      dataset,
      latest_date: latestDate[dataset],
      last_import_at: finished[0]?.toISOString() ?? null,
    };
  });
  return { from: range.from, to: range.to, days, freshness };
}

/**
 * What data each trading day holds for one stock or the whole market, for the screens' coverage
 * note: trade records, where the daily bar came from, ownership.
 */
export async function getCoverage(db: Db, query: TGetCoverageQuery): Promise<TGetCoverageData> {
  const asOf = await requireAsOf(db);
  const to = query.to ?? (query.from && query.from > asOf ? query.from : asOf);
  const range = { from: query.from ?? shiftMonths(to, -1), to };
  checkCoverageRange(range);
  const symbol = query.symbol;
  if (symbol) await requireSymbol(db, symbol);
  const [calendar, tradeDates, barSources, ownership, tradeRecords, lastBar] = await Promise.all([
    findTradingDays(db, range),
    symbol ? findSymbolTradeDates(db, symbol, range) : findMarketTradeDates(db, range),
    symbol ? findSymbolBarSources(db, symbol, range) : findMarketBarSources(db, range),
    countOwnershipStocksByDate(db, range, symbol),
    symbol ? findSymbolTradeRecordSpan(db, symbol) : findMarketTradeRecordSpan(db),
    symbol ? findSymbolLastBar(db, symbol) : findMarketLastBar(db, asOf),
  ]);
  const withTrades = new Set(tradeDates);
  const sourceOf = new Map(barSources.map((row) => [row.date, row.source]));
  const ownershipDays = new Set(ownership.filter((row) => row.stocks > 0).map((row) => row.date));
  return {
    asOf,
    symbol: symbol ?? null,
    from: range.from,
    to: range.to,
    days: calendar.map((date) => ({
      date,
      tradeRecords: withTrades.has(date),
      barSource: sourceOf.get(date) ?? null,
      ownership: ownershipDays.has(date),
    })),
    tradeRecords,
    lastBar,
  };
}

/** Per date, the source of most stocks' bars. */
async function findMarketBarSources(db: Db, range: DateRange) {
  const best = new Map<IsoDate, { source: DailyBarSource | null; bars: number }>();
  for (const row of await countBarsByDateAndSource(db, range)) {
    const current = best.get(row.date);
    if (!current || row.bars > current.bars) best.set(row.date, { source: row.source, bars: row.bars });
  }
  return [...best].map(([date, { source }]) => ({ date, source }));
}

async function findMarketLastBar(db: Db, asOf: IsoDate) {
  const [day] = await findMarketBarSources(db, { from: asOf, to: asOf });
  return { date: asOf, source: day?.source ?? null };
}
