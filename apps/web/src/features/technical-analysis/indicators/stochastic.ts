import { PERIOD_LIMITS, stochastic } from '@pantau/market/technical-analysis';
import type { IndicatorModule } from './indicator-module';
import { level, lineOptions, points } from './series-parts';

const SMOOTHING = 3;
const LEVELS = { overbought: 80, oversold: 20 } as const;

export const stochasticIndicator: IndicatorModule = {
  type: 'stochastic',
  name: 'Stochastic',
  color: '#db2777',
  separateByDefault: true,
  canChooseScale: false,
  periodRange: PERIOD_LIMITS.stochastic,
  fixedSettings: `%K smoothing ${SMOOTHING}, %D ${SMOOTHING}; levels ${LEVELS.overbought} / ${LEVELS.oversold}`,
  label: (indicator) => `Stochastic (${indicator.period}, ${SMOOTHING})`,
  buildSeries: (indicator, { id, pane }, { candles, colors, secondaryColor }) => {
    const values = stochastic(candles, { period: indicator.period, smooth: SMOOTHING });
    return {
      series: [
        {
          id: `${id}-k`,
          pane,
          type: 'line',
          data: points(
            candles,
            values.map((point) => point.k),
          ),
          options: lineOptions(indicator.color, 2),
          priceLines: [
            level(LEVELS.overbought, colors.bearish, ''),
            level(LEVELS.oversold, colors.bullish, ''),
          ],
        },
        {
          id: `${id}-d`,
          pane,
          type: 'line',
          data: points(
            candles,
            values.map((point) => point.d),
          ),
          options: lineOptions(secondaryColor, 1),
        },
      ],
    };
  },
};
