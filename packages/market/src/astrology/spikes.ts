import type { DailyBar, IsoDate } from '../types.ts';
import { pillarsOf, type Pillars } from './bazi.ts';
import { ELEMENTS, type AnimalName, type Element, type StemName } from './calendar.ts';

/** Volume spike baseline: the average volume of up to this many previous trading days. */
export const SPIKE_LOOKBACK_DAYS = 20;
/** A day "rises" when its average change is above this percentage (strictly). */
export const RISING_THRESHOLD_PERCENT = 5;
/** Highest Spike List length per group. */
export const SPIKE_LIST_SIZE = 10;

export type PillarLevel = 'year' | 'month' | 'day';

/** The spec's astrology record plus the full pillars the level filters need. */
export type AstrologyRecord = {
  /** `${stock}-${date}` */
  id: string;
  date: IsoDate;
  yearStem: StemName;
  monthStem: StemName;
  dayStem: StemName;
  /** The day stem's element. */
  element: Element;
  /** The day branch's animal. */
  zodiac: AnimalName;
  open: number;
  high: number;
  low: number;
  close: number;
  prevClose: number;
  volume: number;
  /** % change of close vs the previous trading day's close. */
  priceChange: number;
  /** % of volume above (or below) the average volume of up to 20 previous trading days. */
  spikeChange: number;
  /** (priceChange + spikeChange) / 2 */
  avgChange: number;
  /** avgChange > 5 */
  isRising: boolean;
  stock: string;
  pillars: Pillars;
};

/**
 * Astrology records from daily bars of any number of stocks. Per stock, in date order: the first bar
 * has no previous close and yields no record; each later bar compares its close with the previous
 * bar's and its volume with the mean volume of the previous min(20, available) bars
 * (spikeChange = volume / mean × 100 − 100; 0 when that mean is 0). Output sorted by date, then stock.
 */
export function buildAstrologyRecords(
  bars: readonly DailyBar[],
  pillarsFor: (date: IsoDate) => Pillars = pillarsOf,
): AstrologyRecord[] {
  const pillarCache = new Map<IsoDate, Pillars>();
  const pillarsOfDate = (date: IsoDate): Pillars => {
    let pillars = pillarCache.get(date);
    if (!pillars) {
      pillars = pillarsFor(date);
      pillarCache.set(date, pillars);
    }
    return pillars;
  };
  const byStock = new Map<string, DailyBar[]>();
  for (const bar of bars) {
    const list = byStock.get(bar.symbol);
    if (list) list.push(bar);
    else byStock.set(bar.symbol, [bar]);
  }
  const records: AstrologyRecord[] = [];
  for (const [stock, list] of byStock) {
    list.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    let windowVolume = 0;
    for (let i = 1; i < list.length; i += 1) {
      const bar = list[i] as DailyBar;
      const previous = list[i - 1] as DailyBar;
      // Rolling sum of the previous SPIKE_LOOKBACK_DAYS volumes.
      windowVolume += previous.volume;
      if (i > SPIKE_LOOKBACK_DAYS) windowVolume -= (list[i - 1 - SPIKE_LOOKBACK_DAYS] as DailyBar).volume;
      const meanVolume = windowVolume / Math.min(i, SPIKE_LOOKBACK_DAYS);
      const priceChange = previous.close === 0 ? 0 : ((bar.close - previous.close) * 100) / previous.close;
      const spikeChange = meanVolume === 0 ? 0 : (bar.volume * 100) / meanVolume - 100;
      const avgChange = (priceChange + spikeChange) / 2;
      const pillars = pillarsOfDate(bar.date);
      records.push({
        id: `${stock}-${bar.date}`,
        date: bar.date,
        yearStem: pillars.year.stem,
        monthStem: pillars.month.stem,
        dayStem: pillars.day.stem,
        element: pillars.day.element,
        zodiac: pillars.day.animal,
        open: bar.open,
        high: bar.high,
        low: bar.low,
        close: bar.close,
        prevClose: previous.close,
        volume: bar.volume,
        priceChange,
        spikeChange,
        avgChange,
        isRising: avgChange > RISING_THRESHOLD_PERCENT,
        stock,
        pillars,
      });
    }
  }
  return records.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.stock < b.stock ? -1 : 1));
}

/** The screen's filters; 'ALL', null or omitted means no filter. Thresholds are strict ("above"). */
export type AstrologyFilters = {
  stock?: string;
  priceChangeAbove?: number | null;
  spikeAbove?: number | null;
  yearElement?: Element | 'ALL';
  yearZodiac?: AnimalName | 'ALL';
  monthElement?: Element | 'ALL';
  monthZodiac?: AnimalName | 'ALL';
  dayElement?: Element | 'ALL';
  dayZodiac?: AnimalName | 'ALL';
};

export function filterAstrologyRecords(
  records: readonly AstrologyRecord[],
  filters: AstrologyFilters,
): AstrologyRecord[] {
  const wants = <T extends string>(choice: T | 'ALL' | undefined, actual: T) =>
    choice === undefined || choice === 'ALL' || choice === actual;
  return records.filter(
    (record) =>
      (filters.stock === undefined || filters.stock === 'ALL' || record.stock === filters.stock) &&
      (filters.priceChangeAbove == null || record.priceChange > filters.priceChangeAbove) &&
      (filters.spikeAbove == null || record.spikeChange > filters.spikeAbove) &&
      wants(filters.yearElement, record.pillars.year.element) &&
      wants(filters.yearZodiac, record.pillars.year.animal) &&
      wants(filters.monthElement, record.pillars.month.element) &&
      wants(filters.monthZodiac, record.pillars.month.animal) &&
      wants(filters.dayElement, record.pillars.day.element) &&
      wants(filters.dayZodiac, record.pillars.day.animal),
  );
}

export type SpikeTab = 'all' | PillarLevel;

export type SpikeGroup = {
  /** 'All', or the pillar of that level, e.g. 'Jia-Chen'. */
  key: string;
  /** e.g. 'Wood Dragon'; 'All' for the All tab. */
  label: string;
  /** Records with avgChange above 5, highest first, at most 10. */
  records: AstrologyRecord[];
};

/**
 * Highest Spike List. Tab 'all': one group of the 10 highest records with avgChange > 5. By Year /
 * Month / Day: records grouped by their pillar (stem-branch) of that level, each group its own top
 * 10; groups ordered by their best avgChange. Groups without a qualifying record are left out.
 */
export function highestSpikeList(records: readonly AstrologyRecord[], tab: SpikeTab = 'all'): SpikeGroup[] {
  const qualifying = records
    .filter((record) => record.avgChange > RISING_THRESHOLD_PERCENT)
    .sort((a, b) => b.avgChange - a.avgChange || (a.id < b.id ? -1 : 1));
  if (tab === 'all') {
    return qualifying.length === 0
      ? []
      : [{ key: 'All', label: 'All', records: qualifying.slice(0, SPIKE_LIST_SIZE) }];
  }
  const groups = new Map<string, SpikeGroup>();
  for (const record of qualifying) {
    const pillar = record.pillars[tab];
    const key = `${pillar.stem}-${pillar.branch}`;
    let group = groups.get(key);
    if (!group) {
      group = { key, label: `${pillar.element} ${pillar.animal}`, records: [] };
      groups.set(key, group);
    }
    if (group.records.length < SPIKE_LIST_SIZE) group.records.push(record);
  }
  // Insertion order already follows each group's best record (records were sorted first).
  return [...groups.values()];
}

export type ElementStats = {
  element: Element;
  count: number;
  risingCount: number;
  /** Mean avgChange of the element's records; 0 without records. */
  averageChange: number;
};

/** Element Analysis card: per element of the chosen level's stem (day by default), in card order. */
export function elementAnalysis(
  records: readonly AstrologyRecord[],
  level: PillarLevel = 'day',
): ElementStats[] {
  return ELEMENTS.map((element) => {
    const own = records.filter((record) => record.pillars[level].element === element);
    return {
      element,
      count: own.length,
      risingCount: own.filter((record) => record.isRising).length,
      averageChange: meanOf(own, (record) => record.avgChange),
    };
  });
}

export type PivotRow = {
  element: Element;
  zodiac: AnimalName;
  /** e.g. 'Wood Dragon'. */
  label: string;
  count: number;
  risingCount: number;
  /** risingCount / count × 100. */
  risingRate: number;
  averageChange: number;
  averagePriceChange: number;
  averageSpikeChange: number;
};

/**
 * Pivot analysis by the element-shio combination of one level (yearly, monthly or daily pillar),
 * i.e. one row per pillar seen; sorted by averageChange, then count, then label.
 */
export function pivotAnalysis(records: readonly AstrologyRecord[], level: PillarLevel): PivotRow[] {
  const groups = new Map<string, AstrologyRecord[]>();
  for (const record of records) {
    const pillar = record.pillars[level];
    const key = `${pillar.element} ${pillar.animal}`;
    const list = groups.get(key);
    if (list) list.push(record);
    else groups.set(key, [record]);
  }
  const rows: PivotRow[] = [];
  for (const [label, list] of groups) {
    const pillar = (list[0] as AstrologyRecord).pillars[level];
    const risingCount = list.filter((record) => record.isRising).length;
    rows.push({
      element: pillar.element,
      zodiac: pillar.animal,
      label,
      count: list.length,
      risingCount,
      risingRate: (risingCount * 100) / list.length,
      averageChange: meanOf(list, (record) => record.avgChange),
      averagePriceChange: meanOf(list, (record) => record.priceChange),
      averageSpikeChange: meanOf(list, (record) => record.spikeChange),
    });
  }
  return rows.sort(
    (a, b) => b.averageChange - a.averageChange || b.count - a.count || (a.label < b.label ? -1 : 1),
  );
}

function meanOf<T>(items: readonly T[], pick: (item: T) => number): number {
  if (items.length === 0) return 0;
  let total = 0;
  for (const item of items) total += pick(item);
  return total / items.length;
}
