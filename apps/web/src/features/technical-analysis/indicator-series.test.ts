import { describe, expect, it } from 'vitest';
import {
  createIndicator,
  DEFAULT_CHART_COLORS,
  DEFAULT_LINE_COLORS,
  DEFAULT_RSI_SETTINGS,
  DEFAULT_VOLUME_SETTINGS,
  PRICE_PANE_HEIGHT,
  type Indicator,
} from './chart-model';
import { buildChartLayout, type ChartCandle, type ExDateMarker } from './indicator-series';

const candles: ChartCandle[] = [10, 11, 12, 11, 13, 14].map((close, i) => ({
  time: `2026-11-0${i + 2}`,
  open: 11,
  high: close + 1,
  low: close - 1,
  close,
  volume: 100 * (i + 1),
}));

const layout = (
  indicators: Indicator[],
  style: 'line' | 'candles' = 'candles',
  exDates: ExDateMarker[] = [],
) =>
  buildChartLayout({
    candles,
    style,
    indicators,
    colors: DEFAULT_CHART_COLORS,
    lineColors: DEFAULT_LINE_COLORS,
    rsiSettings: { ...DEFAULT_RSI_SETTINGS, showOversold: false },
    volumeSettings: { upColor: '#00ff00', downColor: '#ff0000' },
    paneHeight: 80,
    secondaryColor: '#999999',
    exDates,
    exDateColor: '#b45309',
  });

describe('chart layout', () => {
  it('keeps moving averages on the price pane and gives each oscillator a pane of the chosen height', () => {
    const sma = { ...createIndicator('sma', 'a'), period: 3 };
    const rsi = { ...createIndicator('rsi', 'b'), period: 2 };
    const volume = createIndicator('volume_histogram', 'c');
    const result = layout([sma, rsi, { ...createIndicator('macd', 'd'), enabled: false }, volume]);

    expect(result.paneHeights).toEqual([PRICE_PANE_HEIGHT, 80, 80]);
    expect(result.panes.map((pane) => [pane.pane, pane.label])).toEqual([
      [1, 'RSI (2)'],
      [2, 'Volume'],
    ]);
    const byId = new Map(result.series.map((series) => [series.id, series]));
    // SMA(3) warms up for two bars: (10+11+12)/3 = 11 on the third.
    expect(byId.get('indicator-a')).toMatchObject({
      pane: 0,
      data: [{ time: '2026-11-04', value: 11 }, {}, {}, {}],
    });
    // Only the overbought line shows; oversold is switched off.
    expect(byId.get('indicator-b')?.priceLines?.map((line) => line.price)).toEqual([70]);
    // Volume bars take the up colour when the candle closes at or above its open (11).
    expect(byId.get('indicator-c')?.data.map((point) => (point as { color: string }).color)).toEqual([
      '#ff0000',
      '#00ff00',
      '#00ff00',
      '#00ff00',
      '#00ff00',
      '#00ff00',
    ]);
    expect(byId.has('indicator-d-line')).toBe(false);
  });

  it('draws candles in the member colours, or a line of closes', () => {
    expect(layout([]).series[0]).toMatchObject({
      type: 'candles',
      options: { upColor: '#16a34a', downColor: '#dc2626' },
    });
    expect(layout([], 'line').series[0]).toMatchObject({
      type: 'line',
      data: candles.map(({ time, close }) => ({ time, value: close })),
      options: { color: DEFAULT_LINE_COLORS.line },
    });
  });

  it('flags each ex-date above its candle with the letter of its kind, in either style', () => {
    const exDates: ExDateMarker[] = [
      { time: '2026-11-03', exDate: '2026-11-03', type: 'reverse-split', label: 'Reverse split 10:1' },
      { time: '2026-11-05', exDate: '2026-11-05', type: 'dividend', label: 'Dividend Rp 25' },
    ];
    for (const style of ['candles', 'line'] as const) {
      expect(layout([createIndicator('sma', 'a')], style, exDates).series.map((s) => s.markers)).toEqual([
        [
          { time: '2026-11-03', position: 'aboveBar', shape: 'arrowDown', color: '#b45309', text: 'S' },
          { time: '2026-11-05', position: 'aboveBar', shape: 'arrowDown', color: '#b45309', text: 'D' },
        ],
        undefined,
      ]);
    }
  });

  it('explains an empty buy/sell pane on candles without buy and sell volume', () => {
    const result = layout([createIndicator('buy_sell_frequency', 'f')]);
    expect(result.panes[0]?.note).toBe('Buy/sell volume exists only on intraday timeframes');
    expect(result.series.find((series) => series.id === 'indicator-f-buy')?.data).toEqual([]);
  });

  it('uses the spec defaults for a new indicator', () => {
    expect(createIndicator('sma', 's')).toMatchObject({ period: 20, separateScale: false, enabled: true });
    expect(createIndicator('ema', 'e')).toMatchObject({ period: 12, separateScale: false });
    expect(createIndicator('rsi', 'r')).toMatchObject({ period: 14, separateScale: true });
    expect(createIndicator('stochastic', 't')).toMatchObject({ period: 14, separateScale: true });
    expect(createIndicator('buy_sell_frequency', 'b')).toMatchObject({ period: 14, separateScale: true });
    expect(DEFAULT_VOLUME_SETTINGS).toEqual({ upColor: '#16a34a', downColor: '#dc2626' });
  });
});
