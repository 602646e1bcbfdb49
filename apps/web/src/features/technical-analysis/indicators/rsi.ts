import { PERIOD_LIMITS, rsi } from '@pantau/market/technical-analysis';
import type { IndicatorModule } from './indicator-module';
import { level, lineOptions, periodLabel, points } from './series-parts';

/** RSI's levels are chart-wide settings (`rsiSettings`), so each may be moved or hidden. */
export const rsiIndicator: IndicatorModule = {
  type: 'rsi',
  name: 'RSI',
  color: '#7c3aed',
  separateByDefault: true,
  canChooseScale: false,
  periodRange: PERIOD_LIMITS.rsi,
  label: periodLabel,
  buildSeries: (indicator, { id, pane }, { candles, closes, colors, rsiSettings }) => ({
    series: [
      {
        id,
        pane,
        type: 'line',
        data: points(candles, rsi(closes, indicator.period)),
        options: lineOptions(indicator.color, 2),
        priceLines: [
          ...(rsiSettings.showOverbought
            ? [level(rsiSettings.overbought, colors.bearish, 'Overbought')]
            : []),
          ...(rsiSettings.showOversold ? [level(rsiSettings.oversold, colors.bullish, 'Oversold')] : []),
        ],
      },
    ],
  }),
};
