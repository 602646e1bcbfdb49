import { buySellFrequency, PERIOD_LIMITS } from '@pantau/market/technical-analysis';
import type { IndicatorModule } from './indicator-module';
import { level, lineOptions, periodLabel, points } from './series-parts';

export const buySellFrequencyIndicator: IndicatorModule = {
  type: 'buy_sell_frequency',
  name: 'Buy/Sell Frequency',
  color: '#ca8a04',
  separateByDefault: true,
  canChooseScale: false,
  periodRange: PERIOD_LIMITS.buySellFrequency,
  label: periodLabel,
  buildSeries: (indicator, { id, pane }, { candles, colors, secondaryColor }) => {
    const sided = candles.every(
      (candle) => candle.buyVolume !== undefined && candle.sellVolume !== undefined,
    );
    const values = sided
      ? buySellFrequency(
          candles.map((candle) => ({ buy: candle.buyVolume ?? 0, sell: candle.sellVolume ?? 0 })),
          indicator.period,
        )
      : [];
    return {
      // Daily candles carry no buy/sell split, so the pane stays empty and says why.
      note: sided ? undefined : 'Buy/sell volume exists only on intraday timeframes',
      series: [
        {
          id: `${id}-buy`,
          pane,
          type: 'line',
          data: points(
            candles,
            values.map((point) => point.buyRatio),
          ),
          options: lineOptions(colors.bullish, 2),
          priceLines: [level(50, secondaryColor, '')],
        },
        {
          id: `${id}-sell`,
          pane,
          type: 'line',
          data: points(
            candles,
            values.map((point) => point.sellRatio),
          ),
          options: lineOptions(colors.bearish, 2),
        },
      ],
    };
  },
};
