import { DEFAULT_CHART_PREFERENCES, type TChartPreferences } from '@pantau/contracts';
import type { Db } from '../../db/client.ts';
import { findChartPreferences, upsertChartPreferences } from './chart-preferences.repo.ts';

const present = (row: { bullishColor: string; bearishColor: string }): TChartPreferences => ({
  bullish_color: row.bullishColor,
  bearish_color: row.bearishColor,
});

/** A member who never saved colours gets the spec's defaults (no row is written for reading). */
export async function getChartPreferences(db: Db, userId: string): Promise<TChartPreferences> {
  const row = await findChartPreferences(db, userId);
  return row ? present(row) : { ...DEFAULT_CHART_PREFERENCES };
}

export async function saveChartPreferences(
  db: Db,
  userId: string,
  colors: TChartPreferences,
): Promise<TChartPreferences> {
  return present(
    await upsertChartPreferences(db, userId, {
      bullishColor: colors.bullish_color,
      bearishColor: colors.bearish_color,
    }),
  );
}
