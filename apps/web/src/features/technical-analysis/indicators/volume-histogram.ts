import { volumeBarDirection } from '@pantau/market/technical-analysis';
import type { IndicatorModule } from './indicator-module';

/** Bar colours are chart-wide settings (`volumeHistogramSettings`), not the indicator's colour. */
export const volumeHistogramIndicator: IndicatorModule = {
  type: 'volume_histogram',
  name: 'Volume',
  color: '#16a34a',
  separateByDefault: true,
  canChooseScale: false,
  label: () => 'Volume',
  buildSeries: (_indicator, { id, pane }, { candles, volumeSettings }) => ({
    series: [
      {
        id,
        pane,
        type: 'histogram',
        data: candles.map((candle) => ({
          time: candle.time,
          value: candle.volume,
          color: volumeBarDirection(candle) === 'up' ? volumeSettings.upColor : volumeSettings.downColor,
        })),
        options: { priceFormat: { type: 'volume' }, priceLineVisible: false },
      },
    ],
  }),
};
