import type { IndicatorType } from '../chart-model';
import type { IndicatorModule, PeriodRange } from './indicator-module';
import { lineOptions, periodLabel, points } from './series-parts';

/** SMA and EMA differ only in their average: both are one line of closes over the price by default. */
export function createMovingAverage(options: {
  type: IndicatorType;
  name: string;
  color: string;
  periodRange: PeriodRange;
  average: (closes: readonly number[], period: number) => (number | null)[];
}): IndicatorModule {
  const { average, ...identity } = options;
  return {
    ...identity,
    separateByDefault: false,
    canChooseScale: true,
    label: periodLabel,
    buildSeries: (indicator, { id, pane }, { candles, closes }) => ({
      series: [
        {
          id,
          pane,
          type: 'line',
          data: points(candles, average(closes, indicator.period)),
          // Overlays on the price would crowd its axis with one last-value label each.
          options: { ...lineOptions(indicator.color, 2), lastValueVisible: false },
        },
      ],
    }),
  };
}
