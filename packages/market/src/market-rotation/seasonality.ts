import type { IsoDate } from '../types.ts';

export type SeasonalityPoint = { month: number; performance: number | null };
export type SeasonalityYear = { year: number; months: SeasonalityPoint[] };
export type Seasonality = { years: SeasonalityYear[]; average: SeasonalityPoint[] };

/**
 * Monthly returns for a heat map: each month's last close against the previous month's last close,
 * in percent, as years × 12 months (month 1 = January) plus an average row.
 * - The first month in the data has no previous month close, so it is null (a partial first month
 *   is never counted); months without data are null, and so is the month after a missing month.
 * - The latest month counts month-to-date.
 * - average = mean over the years that have a value for that month; null when none has.
 * Input must be sorted by date.
 */
export function monthlySeasonality(closes: readonly { date: IsoDate; close: number }[]): Seasonality {
  const monthEnds = new Map<number, number>();
  for (const point of closes) {
    monthEnds.set(Number(point.date.slice(0, 4)) * 12 + Number(point.date.slice(5, 7)) - 1, point.close);
  }
  const keys = [...monthEnds.keys()].sort((a, b) => a - b);
  const firstYear = Math.floor((keys[0] ?? 0) / 12);
  const lastYear = Math.floor((keys[keys.length - 1] ?? 0) / 12);
  const years: SeasonalityYear[] = [];
  if (keys.length === 0) return { years, average: emptyYear() };
  for (let year = firstYear; year <= lastYear; year++) {
    const months = emptyYear();
    for (const point of months) {
      const key = year * 12 + point.month - 1;
      const close = monthEnds.get(key);
      const previous = monthEnds.get(key - 1);
      if (close !== undefined && previous !== undefined && previous !== 0) {
        point.performance = 100 * (close / previous - 1);
      }
    }
    years.push({ year, months });
  }
  const average = emptyYear().map((point, m) => {
    const values = years
      .map((year) => year.months[m]?.performance ?? null)
      .filter((value): value is number => value !== null);
    return {
      month: point.month,
      performance: values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length,
    };
  });
  return { years, average };
}

function emptyYear(): SeasonalityPoint[] {
  return Array.from({ length: 12 }, (_, i) => ({ month: i + 1, performance: null }));
}

/** Heat-map colour intensity: |performance| / 3, capped at 1 (spec §9). null reads as 0. */
export function heatIntensity(performance: number | null): number {
  return performance === null ? 0 : Math.min(Math.abs(performance) / 3, 1);
}
