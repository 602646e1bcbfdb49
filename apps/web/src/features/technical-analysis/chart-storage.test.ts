import { describe, expect, it } from 'vitest';
import { DEFAULT_INDICATORS, DEFAULT_RSI_SETTINGS, periodError } from './chart-model';
import { readers, readStoredSetting, writeStoredSetting } from './chart-storage';

describe('browser-stored chart settings', () => {
  it('round-trips through localStorage under the spec keys', () => {
    writeStoredSetting('rsiSettings', {
      overbought: 80,
      oversold: 20,
      showOverbought: false,
      showOversold: true,
    });
    expect(localStorage.getItem('rsiSettings')).toBe(
      '{"overbought":80,"oversold":20,"showOverbought":false,"showOversold":true}',
    );
    expect(readStoredSetting('rsiSettings').overbought).toBe(80);
    writeStoredSetting('indicatorChartHeight', 150);
    expect(readStoredSetting('indicatorChartHeight')).toBe(150);
  });

  it('falls back to defaults, or clamps into the slider ranges, when storage holds something else', () => {
    localStorage.setItem('rsiSettings', '{not json');
    expect(readStoredSetting('rsiSettings')).toEqual(DEFAULT_RSI_SETTINGS);
    expect(readers.rsiSettings({ overbought: 95, oversold: 5 })).toMatchObject({
      overbought: 90,
      oversold: 10,
    });
    expect(readers.indicatorChartHeight(20)).toBe(50);
    expect(readers.indicatorChartHeight(900)).toBe(200);
    expect(readers.indicatorChartHeight('tall')).toBe(125);
    expect(readers.userChartColors({ bullish: 'green', bearish: '#000000' })).toEqual({
      bullish: '#16a34a',
      bearish: '#000000',
    });
    expect(readers.chartPriceAdjust('raw')).toBe('raw');
    expect(readers.chartPriceAdjust('sideways')).toBe('adjusted');
    expect(readers.chartIndicators(undefined)).toEqual(DEFAULT_INDICATORS);
    expect(
      readers
        .chartIndicators([
          {
            id: 'a',
            name: 'SMA',
            type: 'sma',
            period: 500,
            color: '#000000',
            enabled: true,
            separateScale: false,
          },
          {
            id: 'b',
            name: 'EMA',
            type: 'ema',
            period: 9,
            color: '#000000',
            enabled: true,
            separateScale: false,
          },
        ])
        .map((indicator) => indicator.id),
    ).toEqual(['b']);
  });

  it('checks periods against the spec ranges', () => {
    expect(periodError('sma', 200)).toBeNull();
    expect(periodError('sma', 201)).toBe('Period must be a whole number from 1 to 200');
    expect(periodError('rsi', 0)).toBe('Period must be a whole number from 1 to 100');
    expect(periodError('buy_sell_frequency', 2.5)).toBe('Period must be a whole number from 1 to 100');
    expect(periodError('macd', 0)).toBeNull();
  });
});
