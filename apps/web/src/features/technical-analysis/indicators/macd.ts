import type { Time } from 'lightweight-charts';
import { macd } from '@pantau/market/technical-analysis';
import type { ChartCandle } from '../indicator-series';
import type { IndicatorModule } from './indicator-module';
import { lineOptions, points, PRICE_FORMAT } from './series-parts';

const MACD_PERIODS = { fast: 12, slow: 26, signal: 9 } as const;

export const macdIndicator: IndicatorModule = {
  type: 'macd',
  name: 'MACD',
  color: '#0891b2',
  separateByDefault: true,
  canChooseScale: false,
  fixedPeriod: MACD_PERIODS.slow,
  fixedSettings: `Fast ${MACD_PERIODS.fast}, slow ${MACD_PERIODS.slow}, signal ${MACD_PERIODS.signal} (fixed)`,
  label: () => `MACD (${MACD_PERIODS.fast}, ${MACD_PERIODS.slow}, ${MACD_PERIODS.signal})`,
  buildSeries: (indicator, { id, pane }, { candles, closes, colors, secondaryColor }) => {
    const values = macd(closes, MACD_PERIODS);
    const histogram: { time: Time; value: number; color: string }[] = [];
    values.forEach((point, i) => {
      if (point.histogram === null) return;
      histogram.push({
        time: (candles[i] as ChartCandle).time,
        value: point.histogram,
        color: point.histogram >= 0 ? colors.bullish : colors.bearish,
      });
    });
    return {
      series: [
        {
          id: `${id}-histogram`,
          pane,
          type: 'histogram',
          data: histogram,
          options: { priceLineVisible: false, priceFormat: PRICE_FORMAT },
        },
        {
          id: `${id}-line`,
          pane,
          type: 'line',
          data: points(
            candles,
            values.map((point) => point.macd),
          ),
          options: lineOptions(indicator.color, 2),
        },
        {
          id: `${id}-signal`,
          pane,
          type: 'line',
          data: points(
            candles,
            values.map((point) => point.signal),
          ),
          options: lineOptions(secondaryColor, 1),
        },
      ],
    };
  },
};
