import {
  ASTROLOGY_STOCKS,
  type TAstrologyRecord,
  type TGetAstrologyData,
  type TGetAstrologyQuery,
} from '@pantau/contracts';
import {
  buildAstrologyRecords,
  elementAnalysis,
  filterAstrologyRecords,
  highestSpikeList,
  pivotAnalysis,
  type AstrologyRecord,
} from '@pantau/market';
import type { Db } from '../../../db/client.ts';
import { DbMemo } from './charts-memo.ts';
import { requireAsOf } from './chart-instrument.service.ts';
import { loadDailyBarsOf } from './astrology.repo.ts';

// Ba Zi pillars for ~1,500 dates take a while to compute: keep the records of the latest asOf.
const recordsMemo = new DbMemo<AstrologyRecord[]>(2);
const answersMemo = new DbMemo<TGetAstrologyData>(100);

const thresholdOf = (choice: 'all' | '5' | '10') => (choice === 'all' ? null : Number(choice));

/**
 * The Astrology screen over the stored daily bars of the spec's eight stocks (ALL = all eight):
 * records (buildAstrologyRecords), the screen's filters, the Highest Spike List of the chosen tab,
 * the Element Analysis of the day stem, and the pivot by year, month and day element–shio.
 */
export async function getAstrology(db: Db, query: TGetAstrologyQuery): Promise<TGetAstrologyData> {
  const asOf = await requireAsOf(db);
  const key = [asOf, ...Object.entries(query).map(([name, value]) => `${name}=${value}`)].join('|');
  return answersMemo.get(db, key, async () => {
    const records = await recordsMemo.get(db, asOf, async () =>
      buildAstrologyRecords(await loadDailyBarsOf(db, ASTROLOGY_STOCKS)),
    );
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
