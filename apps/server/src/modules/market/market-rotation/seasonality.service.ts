import type { TGetSeasonalityData, TGetSeasonalityQuery } from '@pantau/contracts';
import { DATE_MESSAGES } from '@pantau/contracts';
import { INDEX_CODES, heatIntensity, monthlySeasonality, type IsoDate } from '@pantau/market';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors.ts';
import { INDEX_NAMES } from './indices.service.ts';
import { findIndexMonthEnds, findStockMonthEnds } from './rotation.repo.ts';
import { requireSector } from './rotation-selection.ts';
import { findInstrumentsBySymbols } from '../daily-bars/daily-bars.repo.ts';
import { rememberAnswer } from '../answer-cache.ts';
import { requireAsOf } from '../daily-bars/recent-market.ts';

type Series = TGetSeasonalityData['series'][number];

/**
 * Monthly seasonality heat maps: indices (COMPOSITE …) and sectors (SECTOR:x) from their level
 * series, stocks from their closes; each month's last close vs the previous month's.
 */
export async function getSeasonality(db: Db, query: TGetSeasonalityQuery): Promise<TGetSeasonalityData> {
  const asOf = await requireAsOf(db);
  const codes = [...new Set(query.codes)];
  const stocks = codes.filter((code) => !isIndexCode(code) && !code.startsWith('SECTOR:'));
  const known = new Map((await findInstrumentsBySymbols(db, stocks)).map((row) => [row.symbol, row.name]));
  if (known.size !== stocks.length)
    throw new AppError(404, 'NOT_FOUND', DATE_MESSAGES.unknownTicker, 'codes');
  const described = codes.map((code) => describe(code, known));
  const series = await Promise.all(
    described.map((entry) =>
      rememberAnswer(db, 'seasonality', `${asOf}:${entry.code}`, () => seasonalityOf(db, entry, asOf)),
    ),
  );
  return { asOf, series };
}

type Described = Pick<Series, 'code' | 'kind' | 'name'>;

function describe(code: string, stocks: Map<string, string>): Described {
  if (isIndexCode(code)) return { code, kind: 'index', name: INDEX_NAMES[code] };
  if (code.startsWith('SECTOR:')) {
    const sector = requireSector(code.slice('SECTOR:'.length), 'codes');
    return { code, kind: 'sector', name: sector.shortName };
  }
  return { code, kind: 'stock', name: stocks.get(code) ?? code };
}

async function seasonalityOf(db: Db, entry: Described, asOf: IsoDate): Promise<Series> {
  const closes =
    entry.kind === 'stock'
      ? await findStockMonthEnds(db, entry.code, asOf)
      : await findIndexMonthEnds(db, entry.code, asOf);
  const { years, average } = monthlySeasonality(closes);
  const cell = (point: { month: number; performance: number | null }) => ({
    ...point,
    intensity: heatIntensity(point.performance),
  });
  return {
    ...entry,
    years: years.map((year) => ({ year: year.year, months: year.months.map(cell) })),
    average: average.map(cell),
  };
}

function isIndexCode(code: string): code is (typeof INDEX_CODES)[number] {
  return (INDEX_CODES as readonly string[]).includes(code);
}
