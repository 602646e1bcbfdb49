import { describe, expect, it } from 'vitest';
import type { DailyBar } from '../types.ts';
import { pillarAt, type Pillars } from './bazi.ts';
import {
  buildAstrologyRecords,
  elementAnalysis,
  filterAstrologyRecords,
  highestSpikeList,
  pivotAnalysis,
  type AstrologyRecord,
} from './spikes.ts';

function bar(symbol: string, date: string, close: number, volume: number): DailyBar {
  return {
    symbol,
    date,
    open: close,
    high: close,
    low: close,
    close,
    volume,
    value: close * volume,
    frequency: 1,
    foreignBuy: 0,
    foreignSell: 0,
  };
}

describe('buildAstrologyRecords', () => {
  // Real pillars: 2026-01-01 is Yi-Hai (cycle 11), so 2 Jan is 12 Bing-Zi, 5 Jan is 15 Ji-Mao, 6 Jan 16 Geng-Chen
  const records = buildAstrologyRecords([
    bar('BBRI', '2026-01-05', 99, 3_000),
    bar('BBRI', '2025-12-31', 100, 1_000),
    bar('BBRI', '2026-01-02', 110, 1_000),
    bar('BBRI', '2026-01-06', 99, 1_500),
  ]);

  it('skips the first bar, which has no previous close', () => {
    expect(records.map((record) => record.date)).toEqual(['2026-01-02', '2026-01-05', '2026-01-06']);
  });

  it('measures price change against the previous close and volume against the previous days', () => {
    const [first, second, third] = records;
    // 2 Jan: (110 − 100) / 100 = +10%; volume 1,000 vs mean 1,000 → 0%; avg 5 is not above 5
    expect(first).toMatchObject({
      prevClose: 100,
      priceChange: 10,
      spikeChange: 0,
      avgChange: 5,
      isRising: false,
    });
    // 5 Jan: (99 − 110) / 110 = −10%; 3,000 vs mean(1,000, 1,000) → +200%; avg (−10 + 200) / 2 = 95
    expect(second).toMatchObject({ priceChange: -10, spikeChange: 200, avgChange: 95, isRising: true });
    // 6 Jan: 0%; 1,500 vs mean(1,000, 1,000, 3,000) = 1,666.67 → 90% of it → −10%; avg −5
    expect(third?.priceChange).toBe(0);
    expect(third?.spikeChange).toBeCloseTo(-10, 9);
    expect(third?.avgChange).toBeCloseTo(-5, 9);
  });

  it('labels each record with its pillars', () => {
    expect(records[0]).toMatchObject({
      id: 'BBRI-2026-01-02',
      stock: 'BBRI',
      dayStem: 'Bing',
      element: 'Fire',
      zodiac: 'Rat',
      yearStem: 'Yi', // still the 2025 Yi-Si year before Lichun
    });
    expect(records[2]).toMatchObject({ dayStem: 'Geng', element: 'Metal', zodiac: 'Dragon' });
  });

  it('averages volume over at most the previous 20 days', () => {
    // 21 days of 1,000 shares, then a day with 1,000,000 and one more with 3,000
    const bars: DailyBar[] = [];
    for (let day = 1; day <= 21; day += 1)
      bars.push(bar('TLKM', `2025-03-${String(day).padStart(2, '0')}`, 3_000, 1_000));
    bars.push(bar('TLKM', '2025-03-22', 3_000, 1_000_000));
    bars.push(bar('TLKM', '2025-03-23', 3_000, 3_000));
    const list = buildAstrologyRecords(bars, () => ({
      year: pillarAt(0),
      month: pillarAt(0),
      day: pillarAt(0),
    }));
    expect(list.at(-2)?.spikeChange).toBe(99_900); // 1,000,000 / 1,000 × 100 − 100
    // previous 20: nineteen × 1,000 + 1,000,000 = 1,019,000 → mean 50,950; 3,000 / 50,950 × 100 − 100
    expect(list.at(-1)?.spikeChange).toBeCloseTo((3_000 / 50_950) * 100 - 100, 9);
  });
});

function pillars(year: number, month: number, day: number): Pillars {
  return { year: pillarAt(year), month: pillarAt(month), day: pillarAt(day) };
}

function record(
  stock: string,
  n: number,
  avgChange: number,
  p: Pillars,
  priceChange = avgChange,
  spikeChange = avgChange,
): AstrologyRecord {
  return {
    id: `${stock}-${n}`,
    date: `2025-01-${String(n).padStart(2, '0')}`,
    yearStem: p.year.stem,
    monthStem: p.month.stem,
    dayStem: p.day.stem,
    element: p.day.element,
    zodiac: p.day.animal,
    open: 100,
    high: 100,
    low: 100,
    close: 100,
    prevClose: 100,
    volume: 1,
    priceChange,
    spikeChange,
    avgChange,
    isRising: avgChange > 5,
    stock,
    pillars: p,
  };
}

// cycle 40 Jia-Chen (Wood Dragon), 41 Yi-Si (Wood Snake), 0 Jia-Zi (Wood Rat), 2 Bing-Yin (Fire Tiger),
// 6 Geng-Wu (Metal Horse), 54 Wu-Wu (Earth Horse), 59 Gui-Hai (Water Pig)
const JIA_CHEN = pillars(40, 2, 0);
const YI_SI = pillars(41, 6, 54);

describe('highestSpikeList', () => {
  const many = Array.from({ length: 14 }, (_, i) =>
    record('BBCA', i + 1, 4 + i, i % 2 === 0 ? JIA_CHEN : YI_SI),
  );
  // avgChange 4, 5, 6, …, 17: 12 are above 5 (6 … 17)

  it('All: the first ten with an average above 5%, highest first', () => {
    const [all] = highestSpikeList(many);
    expect(all?.records.map((r) => r.avgChange)).toEqual([17, 16, 15, 14, 13, 12, 11, 10, 9, 8]);
  });

  it('By Day: groups by the day pillar, best group first', () => {
    const groups = highestSpikeList(many, 'day');
    // YI_SI days have odd i (avg 5, 7, …, 17 → above 5: 7 … 17, six); JIA_CHEN even i (4, 6, …, 16 → 6 … 16, six)
    expect(groups.map((g) => [g.key, g.label, g.records.length])).toEqual([
      ['Wu-Wu', 'Earth Horse', 6],
      ['Jia-Zi', 'Wood Rat', 6],
    ]);
    expect(groups[0]?.records[0]?.avgChange).toBe(17);
  });

  it('By Year: groups by the year pillar', () => {
    expect(highestSpikeList(many, 'year').map((g) => g.label)).toEqual(['Wood Snake', 'Wood Dragon']);
  });

  it('is empty when nothing averages above 5%', () => {
    expect(highestSpikeList([record('BBCA', 1, 5, JIA_CHEN)])).toEqual([]);
  });
});

describe('filterAstrologyRecords', () => {
  const list = [
    record('BBCA', 1, 8, JIA_CHEN, 12, 4),
    record('BBRI', 2, 8, YI_SI, 6, 10),
    record('BBRI', 3, 3, JIA_CHEN, 10, -4),
  ];

  it('applies stock and strict above-thresholds', () => {
    expect(filterAstrologyRecords(list, { stock: 'BBRI' }).map((r) => r.id)).toEqual(['BBRI-2', 'BBRI-3']);
    // price change above 10: only 12 (10 itself is not above)
    expect(filterAstrologyRecords(list, { priceChangeAbove: 10 }).map((r) => r.id)).toEqual(['BBCA-1']);
    expect(filterAstrologyRecords(list, { spikeAbove: 5, stock: 'ALL' }).map((r) => r.id)).toEqual([
      'BBRI-2',
    ]);
  });

  it('matches element and zodiac of each pillar level', () => {
    expect(filterAstrologyRecords(list, { yearZodiac: 'Dragon' }).map((r) => r.id)).toEqual([
      'BBCA-1',
      'BBRI-3',
    ]);
    expect(filterAstrologyRecords(list, { monthElement: 'Metal' }).map((r) => r.id)).toEqual(['BBRI-2']); // Geng-Wu
    expect(
      filterAstrologyRecords(list, { dayElement: 'Earth', dayZodiac: 'Horse' }).map((r) => r.id),
    ).toEqual(['BBRI-2']);
    expect(filterAstrologyRecords(list, { dayElement: 'ALL', yearElement: 'Fire' })).toEqual([]);
  });
});

describe('elementAnalysis', () => {
  it('counts records and rising days per element of the day stem, in card order', () => {
    const list = [
      record('A', 1, 10, JIA_CHEN), // day Jia-Zi: Wood, rising
      record('A', 2, 2, JIA_CHEN), // Wood, not rising
      record('A', 3, 6, YI_SI), // day Wu-Wu: Earth, rising
    ];
    expect(elementAnalysis(list)).toEqual([
      { element: 'Water', count: 0, risingCount: 0, averageChange: 0 },
      { element: 'Earth', count: 1, risingCount: 1, averageChange: 6 },
      { element: 'Wood', count: 2, risingCount: 1, averageChange: 6 }, // (10 + 2) / 2
      { element: 'Fire', count: 0, risingCount: 0, averageChange: 0 },
      { element: 'Metal', count: 0, risingCount: 0, averageChange: 0 },
    ]);
    // by month stem: JIA_CHEN month Bing-Yin is Fire, YI_SI month Geng-Wu is Metal
    expect(elementAnalysis(list, 'month').map((s) => s.count)).toEqual([0, 0, 0, 2, 1]);
  });
});

describe('pivotAnalysis', () => {
  it('summarises each element-shio combination of a level, best average first', () => {
    const list = [
      record('A', 1, 10, JIA_CHEN, 4, 16),
      record('A', 2, 2, JIA_CHEN, 0, 4),
      record('A', 3, 7, YI_SI, 6, 8),
    ];
    expect(pivotAnalysis(list, 'year')).toEqual([
      // Wood Snake: one record
      {
        element: 'Wood',
        zodiac: 'Snake',
        label: 'Wood Snake',
        count: 1,
        risingCount: 1,
        risingRate: 100,
        averageChange: 7,
        averagePriceChange: 6,
        averageSpikeChange: 8,
      },
      // Wood Dragon: avg (10 + 2) / 2 = 6; price (4 + 0) / 2 = 2; spike (16 + 4) / 2 = 10; 1 of 2 rising
      {
        element: 'Wood',
        zodiac: 'Dragon',
        label: 'Wood Dragon',
        count: 2,
        risingCount: 1,
        risingRate: 50,
        averageChange: 6,
        averagePriceChange: 2,
        averageSpikeChange: 10,
      },
    ]);
  });
});
