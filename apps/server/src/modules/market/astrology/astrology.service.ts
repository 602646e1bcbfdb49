import {
  ASTROLOGY_CALENDAR_YEARS,
  ASTROLOGY_STOCKS,
  type TAstrologyRecord,
  type TCalendarPillar,
  type TGetAstrologyCalendarData,
  type TGetAstrologyCalendarQuery,
  type TGetAstrologyData,
  type TGetAstrologyQuery,
} from '@pantau/contracts';
import {
  buildAstrologyRecords,
  elementAnalysis,
  filterAstrologyRecords,
  highestSpikeList,
  monthCalendar,
  pivotAnalysis,
  shiftMonth,
  STEMS,
  ZODIAC_ANIMALS,
  type AstrologyRecord,
  type Pillar,
} from '@pantau/market';
import type { Db } from '../../../db/client.ts';
import { rememberAnswer } from '../answer-cache.ts';
import { requireAsOf } from '../technical-analysis/chart-instrument.service.ts';
import { loadDailyBarsOf } from './astrology.repo.ts';

// Ba Zi pillars for ~1,500 dates take a while to compute: kept per asOf like every answer.
function loadRecords(db: Db, asOf: string): Promise<AstrologyRecord[]> {
  return rememberAnswer(db, 'astrology-records', asOf, async () =>
    buildAstrologyRecords(await loadDailyBarsOf(db, ASTROLOGY_STOCKS)),
  );
}

const thresholdOf = (choice: 'all' | '5' | '10') => (choice === 'all' ? null : Number(choice));

/**
 * The Astrology screen over the stored daily bars of the spec's eight stocks (ALL = all eight):
 * records (buildAstrologyRecords), the screen's filters, the Highest Spike List of the chosen tab,
 * the Element Analysis of the day stem, and the pivot by year, month and day element–shio.
 */
export async function getAstrology(db: Db, query: TGetAstrologyQuery): Promise<TGetAstrologyData> {
  const asOf = await requireAsOf(db);
  const key = [asOf, ...Object.entries(query).map(([name, value]) => `${name}=${value}`)].join('|');
  return rememberAnswer(db, 'astrology', key, async () => {
    const records = await loadRecords(db, asOf);
    const ofStock =
      query.symbol === 'ALL' ? records : records.filter((record) => record.stock === query.symbol);
    const matching = filterAstrologyRecords(ofStock, {
      priceChangeAbove: thresholdOf(query.priceChange),
      spikeAbove: thresholdOf(query.spike),
      yearElement: query.yearElement,
      monthElement: query.monthElement,
      dayElement: query.dayElement,
      yearZodiac: query.yearZodiac,
      monthZodiac: query.monthZodiac,
      dayZodiac: query.dayZodiac,
    });
    return {
      asOf,
      totalRecords: ofStock.length,
      matchingRecords: matching.length,
      from: matching[0]?.date ?? null,
      to: matching[matching.length - 1]?.date ?? null,
      tab: query.tab,
      highestSpikes: highestSpikeList(matching, query.tab).map((group) => ({
        ...group,
        records: group.records.map(toRecord),
      })),
      elementAnalysis: elementAnalysis(matching, 'day'),
      pivot: {
        year: pivotAnalysis(matching, 'year'),
        month: pivotAnalysis(matching, 'month'),
        day: pivotAnalysis(matching, 'day'),
      },
    };
  });
}

function toRecord(record: AstrologyRecord): TAstrologyRecord {
  const { pillars, ...fields } = record;
  return {
    ...fields,
    yearElement: pillars.year.element,
    yearZodiac: pillars.year.animal,
    monthElement: pillars.month.element,
    monthZodiac: pillars.month.animal,
  };
}

/**
 * The lunar sub-view: every day of one month with its year, month and day pillars, and the chosen
 * stock's astrology record on the days it traded. The month defaults to that of the latest trading day.
 */
export async function getAstrologyCalendar(
  db: Db,
  query: TGetAstrologyCalendarQuery,
): Promise<TGetAstrologyCalendarData> {
  const asOf = await requireAsOf(db);
  const month = query.month ?? asOf.slice(0, 7);
  return rememberAnswer(db, 'astrology-calendar', `${asOf}|${query.symbol}|${month}`, async () => {
    const records = (await loadRecords(db, asOf)).filter((record) => record.stock === query.symbol);
    const byDate = new Map(records.map((record) => [record.date, record]));
    const days = monthCalendar(month).map((day) => {
      const record = byDate.get(day.date);
      return {
        date: day.date,
        weekday: day.weekday,
        year: toCalendarPillar(day.pillars.year),
        month: toCalendarPillar(day.pillars.month),
        day: toCalendarPillar(day.pillars.day),
        trading: record
          ? {
              close: record.close,
              priceChange: record.priceChange,
              spikeChange: record.spikeChange,
              avgChange: record.avgChange,
              isRising: record.isRising,
            }
          : null,
      };
    });
    const previousMonth = shiftMonth(month, -1);
    const nextMonth = shiftMonth(month, 1);
    const inRange = (candidate: string) => {
      const year = Number(candidate.slice(0, 4));
      return year >= ASTROLOGY_CALENDAR_YEARS.min && year <= ASTROLOGY_CALENDAR_YEARS.max;
    };
    return {
      asOf,
      symbol: query.symbol,
      month,
      previousMonth: inRange(previousMonth) ? previousMonth : null,
      nextMonth: inRange(nextMonth) ? nextMonth : null,
      firstDate: records[0]?.date ?? null,
      lastDate: records[records.length - 1]?.date ?? null,
      tradingDays: days.filter((day) => day.trading !== null).length,
      days,
    };
  });
}

const STEM_CHINESE = new Map(STEMS.map((stem) => [stem.name, stem.chinese]));
const BRANCH_CHINESE = new Map(ZODIAC_ANIMALS.map((animal) => [animal.branch, animal.chinese]));

function toCalendarPillar(pillar: Pillar): TCalendarPillar {
  return {
    stem: pillar.stem,
    branch: pillar.branch,
    chinese: `${STEM_CHINESE.get(pillar.stem) ?? ''}${BRANCH_CHINESE.get(pillar.branch) ?? ''}`,
    element: pillar.element,
    polarity: pillar.polarity,
    zodiac: pillar.animal,
  };
}
