import { useCallback, useEffect, useMemo } from 'react';
import type { ChartColors } from './chart-model';
import { readStoredSetting, writeStoredSetting } from './chart-storage';
import { useChartPreferences, useSaveChartPreferences } from './technical-analysis-api';

/**
 * Bullish/bearish colours stored per user on the server (user_chart_preferences) and cached under
 * userChartColors, so the chart paints in the member's colours before the server answers. A failed
 * load is silent and keeps the cached or default colours (spec §8).
 */
export function useChartColors() {
  const preferences = useChartPreferences();
  const save = useSaveChartPreferences();
  const cached = useMemo(() => readStoredSetting('userChartColors'), []);
  const colors: ChartColors = preferences.data
    ? { bullish: preferences.data.bullish_color, bearish: preferences.data.bearish_color }
    : cached;

  useEffect(() => {
    if (preferences.data) {
      writeStoredSetting('userChartColors', {
        bullish: preferences.data.bullish_color,
        bearish: preferences.data.bearish_color,
      });
    }
  }, [preferences.data]);

  const saveColors = useCallback(
    (next: ChartColors) => save.mutateAsync({ bullish_color: next.bullish, bearish_color: next.bearish }),
    [save],
  );

  return { colors, saveColors, saving: save.isPending };
}
