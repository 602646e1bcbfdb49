import type { Time } from 'lightweight-charts';
import type { TChartMarker, TCorporateActionType } from '@pantau/contracts';
import { buySellFrequency, ema, macd, rsi, sma, stochastic, volumeBarDirection } from '@pantau/market/charts';
import { formatNumber } from '@/lib/format';
import type { ChartSeries } from '@/ui/charts/time-series-chart';
import {
  indicatorLabel,
  MACD_PERIODS,
  PRICE_PANE_HEIGHT,
  STOCHASTIC_LEVELS,
  STOCHASTIC_SMOOTHING,
  type ChartColors,
  type Indicator,
  type LineColors,
  type RsiSettings,
  type VolumeHistogramSettings,
} from './chart-model';

export type ChartCandle = {
  time: Time;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  buyVolume?: number;
  sellVolume?: number;
};

export type PriceStyle = 'line' | 'candles';

/** A corporate action's ex-date, at the chart time of the candle holding it. */
export type ExDateMarker = Omit<TChartMarker, 'time'> & { time: Time };

/** The letter on the chart's flag; the ex-date list repeats it beside the full label. */
export const EX_DATE_CODES: Record<TCorporateActionType, string> = {
  split: 'S',
  'reverse-split': 'S',
  bonus: 'B',
  rights: 'R',
  dividend: 'D',
};

export type ChartLayoutInput = {
  candles: readonly ChartCandle[];
  style: PriceStyle;
  indicators: readonly Indicator[];
  colors: ChartColors;
  lineColors: LineColors;
  rsiSettings: RsiSettings;
  volumeSettings: VolumeHistogramSettings;
  paneHeight: number;
  /** Second colour for two-line indicators (MACD signal, %D, sell share). */
  secondaryColor: string;
  exDates: readonly ExDateMarker[];
  /** Flags sit over candles of either colour, so they need a theme colour that is neither. */
  exDateColor: string;
};

/** One pane below the price: which indicator it shows, for the pane's legend. */
export type IndicatorPane = { pane: number; indicator: Indicator; label: string; note: string | null };

export type ChartLayout = { series: ChartSeries[]; paneHeights: number[]; panes: IndicatorPane[] };

const points = (candles: readonly ChartCandle[], values: readonly (number | null)[]) => {
  const out: { time: Time; value: number }[] = [];
  values.forEach((value, i) => {
    if (value !== null) out.push({ time: (candles[i] as ChartCandle).time, value });
  });
  return out;
};

/** Indonesian-locale prices on the axis and crosshair label (1.234,5). */
const PRICE_FORMAT = {
  type: 'custom' as const,
  minMove: 0.01,
  formatter: (price: number) => formatNumber(price, Number.isInteger(price) ? 0 : 2),
};

const level = (price: number, color: string, title: string) => ({
  price,
  color,
  lineWidth: 1 as const,
  lineStyle: 2,
  axisLabelVisible: true,
  title,
});

/**
 * Everything the chart draws: the price series, overlays on the price pane, and one pane per
 * enabled indicator with a separate scale, in list order. Pure, so the pane layout is testable.
 */
export function buildChartLayout(input: ChartLayoutInput): ChartLayout {
  const { candles, indicators, paneHeight } = input;
  const closes = candles.map((candle) => candle.close);
  const markers = input.exDates.map((exDate) => ({
    time: exDate.time,
    position: 'aboveBar' as const,
    shape: 'arrowDown' as const,
    color: input.exDateColor,
    text: EX_DATE_CODES[exDate.type],
  }));
  const series: ChartSeries[] = [
    input.style === 'candles'
      ? {
          id: 'price',
          type: 'candles',
          data: candles.map(({ time, open, high, low, close }) => ({ time, open, high, low, close })),
          markers,
          options: {
            upColor: input.colors.bullish,
            downColor: input.colors.bearish,
            borderUpColor: input.colors.bullish,
            borderDownColor: input.colors.bearish,
            wickUpColor: input.colors.bullish,
            wickDownColor: input.colors.bearish,
            priceFormat: PRICE_FORMAT,
          },
        }
      : {
          id: 'price',
          type: 'line',
          data: candles.map(({ time, close }) => ({ time, value: close })),
          markers,
          options: { color: input.lineColors.line, lineWidth: 2, priceFormat: PRICE_FORMAT },
        },
  ];
  const panes: IndicatorPane[] = [];

  for (const indicator of indicators) {
    if (!indicator.enabled) continue;
    const pane = indicator.separateScale ? panes.length + 1 : 0;
    const id = `indicator-${indicator.id}`;
    let note: string | null = null;
    switch (indicator.type) {
      case 'sma':
      case 'ema': {
        const values = (indicator.type === 'sma' ? sma : ema)(closes, indicator.period);
        series.push({
          id,
          pane,
          type: 'line',
          data: points(candles, values),
          options: {
            color: indicator.color,
            lineWidth: 2,
            priceLineVisible: false,
            priceFormat: PRICE_FORMAT,
            lastValueVisible: false,
          },
        });
        break;
      }
      case 'rsi': {
        const { rsiSettings } = input;
        const priceLines = [
          ...(rsiSettings.showOverbought
            ? [level(rsiSettings.overbought, input.colors.bearish, 'Overbought')]
            : []),
          ...(rsiSettings.showOversold
            ? [level(rsiSettings.oversold, input.colors.bullish, 'Oversold')]
            : []),
        ];
        series.push({
          id,
          pane,
          type: 'line',
          data: points(candles, rsi(closes, indicator.period)),
          options: {
            color: indicator.color,
            lineWidth: 2,
            priceLineVisible: false,
            priceFormat: PRICE_FORMAT,
          },
          priceLines,
        });
        break;
      }
      case 'macd': {
        const values = macd(closes, MACD_PERIODS);
        const line = values.map((point) => point.macd);
        const signal = values.map((point) => point.signal);
        const histogram: { time: Time; value: number; color: string }[] = [];
        values.forEach((point, i) => {
          if (point.histogram === null) return;
          histogram.push({
            time: (candles[i] as ChartCandle).time,
            value: point.histogram,
            color: point.histogram >= 0 ? input.colors.bullish : input.colors.bearish,
          });
        });
        series.push(
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
            data: points(candles, line),
            options: {
              color: indicator.color,
              lineWidth: 2,
              priceLineVisible: false,
              priceFormat: PRICE_FORMAT,
            },
          },
          {
            id: `${id}-signal`,
            pane,
            type: 'line',
            data: points(candles, signal),
            options: {
              color: input.secondaryColor,
              lineWidth: 1,
              priceLineVisible: false,
              priceFormat: PRICE_FORMAT,
            },
          },
        );
        break;
      }
      case 'stochastic': {
        const values = stochastic(candles, { period: indicator.period, smooth: STOCHASTIC_SMOOTHING });
        series.push(
          {
            id: `${id}-k`,
            pane,
            type: 'line',
            data: points(
              candles,
              values.map((point) => point.k),
            ),
            options: {
              color: indicator.color,
              lineWidth: 2,
              priceLineVisible: false,
              priceFormat: PRICE_FORMAT,
            },
            priceLines: [
              level(STOCHASTIC_LEVELS.overbought, input.colors.bearish, ''),
              level(STOCHASTIC_LEVELS.oversold, input.colors.bullish, ''),
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
            options: {
              color: input.secondaryColor,
              lineWidth: 1,
              priceLineVisible: false,
              priceFormat: PRICE_FORMAT,
            },
          },
        );
        break;
      }
      case 'volume_histogram': {
        series.push({
          id,
          pane,
          type: 'histogram',
          data: candles.map((candle) => ({
            time: candle.time,
            value: candle.volume,
            color:
              volumeBarDirection(candle) === 'up'
                ? input.volumeSettings.upColor
                : input.volumeSettings.downColor,
          })),
          options: { priceFormat: { type: 'volume' }, priceLineVisible: false },
        });
        break;
      }
      case 'buy_sell_frequency': {
        const sided = candles.every(
          (candle) => candle.buyVolume !== undefined && candle.sellVolume !== undefined,
        );
        if (!sided) note = 'Buy/sell volume exists only on intraday timeframes';
        const values = sided
          ? buySellFrequency(
              candles.map((candle) => ({ buy: candle.buyVolume ?? 0, sell: candle.sellVolume ?? 0 })),
              indicator.period,
            )
          : [];
        series.push(
          {
            id: `${id}-buy`,
            pane,
            type: 'line',
            data: points(
              candles,
              values.map((point) => point.buyRatio),
            ),
            options: {
              color: input.colors.bullish,
              lineWidth: 2,
              priceLineVisible: false,
              priceFormat: PRICE_FORMAT,
            },
            priceLines: [level(50, input.secondaryColor, '')],
          },
          {
            id: `${id}-sell`,
            pane,
            type: 'line',
            data: points(
              candles,
              values.map((point) => point.sellRatio),
            ),
            options: {
              color: input.colors.bearish,
              lineWidth: 2,
              priceLineVisible: false,
              priceFormat: PRICE_FORMAT,
            },
          },
        );
        break;
      }
    }
    if (pane > 0) panes.push({ pane, indicator, label: indicatorLabel(indicator), note });
  }

  return {
    series,
    paneHeights: [PRICE_PANE_HEIGHT, ...panes.map(() => paneHeight)],
    panes,
  };
}
