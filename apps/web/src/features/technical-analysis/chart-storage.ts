import { useCallback, useState } from 'react';
import { readStorage, writeStorage } from '@/lib/storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import {
  clamp,
  DEFAULT_CHART_COLORS,
  DEFAULT_INDICATORS,
  DEFAULT_LINE_COLORS,
  DEFAULT_PRICE_ADJUST,
  DEFAULT_RSI_SETTINGS,
  DEFAULT_VOLUME_SETTINGS,
  INDICATOR_TYPES,
  PANE_HEIGHT_LIMITS,
  periodError,
  RSI_LIMITS,
  type ChartColors,
  type Indicator,
  type LineColors,
  type PriceAdjust,
  type RsiSettings,
  type VolumeHistogramSettings,
} from './chart-model';

const HEX = /^#[0-9a-f]{6}$/i;
const isHex = (value: unknown): value is string => typeof value === 'string' && HEX.test(value);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Readers turn whatever sits in storage (older shapes, hand edits) into a valid setting, falling
 * back field by field to the defaults, so a bad value never breaks the chart.
 */
export const readers = {
  chartColors: (raw: unknown): LineColors =>
    isRecord(raw) && isHex(raw.line) ? { line: raw.line } : DEFAULT_LINE_COLORS,
  userChartColors: (raw: unknown): ChartColors => ({
    bullish: isRecord(raw) && isHex(raw.bullish) ? raw.bullish : DEFAULT_CHART_COLORS.bullish,
    bearish: isRecord(raw) && isHex(raw.bearish) ? raw.bearish : DEFAULT_CHART_COLORS.bearish,
  }),
  indicatorChartHeight: (raw: unknown): number =>
    typeof raw === 'number' && Number.isFinite(raw)
      ? clamp(Math.round(raw), PANE_HEIGHT_LIMITS.min, PANE_HEIGHT_LIMITS.max)
      : PANE_HEIGHT_LIMITS.default,
  rsiSettings: (raw: unknown): RsiSettings => {
    if (!isRecord(raw)) return DEFAULT_RSI_SETTINGS;
    const level = (value: unknown, limits: { min: number; max: number; default: number }) =>
      typeof value === 'number' ? clamp(Math.round(value), limits.min, limits.max) : limits.default;
    return {
      overbought: level(raw.overbought, RSI_LIMITS.overbought),
      oversold: level(raw.oversold, RSI_LIMITS.oversold),
      showOverbought: typeof raw.showOverbought === 'boolean' ? raw.showOverbought : true,
      showOversold: typeof raw.showOversold === 'boolean' ? raw.showOversold : true,
    };
  },
  volumeHistogramSettings: (raw: unknown): VolumeHistogramSettings => ({
    upColor: isRecord(raw) && isHex(raw.upColor) ? raw.upColor : DEFAULT_VOLUME_SETTINGS.upColor,
    downColor: isRecord(raw) && isHex(raw.downColor) ? raw.downColor : DEFAULT_VOLUME_SETTINGS.downColor,
  }),
  chartIndicators: (raw: unknown): Indicator[] => {
    if (!Array.isArray(raw)) return DEFAULT_INDICATORS;
    return raw.filter(
      (item): item is Indicator =>
        isRecord(item) &&
        typeof item.id === 'string' &&
        typeof item.name === 'string' &&
        INDICATOR_TYPES.includes(item.type as Indicator['type']) &&
        typeof item.period === 'number' &&
        periodError(item.type as Indicator['type'], item.period) === null &&
        isHex(item.color) &&
        typeof item.enabled === 'boolean' &&
        typeof item.separateScale === 'boolean',
    );
  },
  chartPriceAdjust: (raw: unknown): PriceAdjust =>
    raw === 'raw' || raw === 'adjusted' ? raw : DEFAULT_PRICE_ADJUST,
};

type StoredKey = keyof typeof readers;
type StoredValue<K extends StoredKey> = ReturnType<(typeof readers)[K]>;

export function readStoredSetting<K extends StoredKey>(key: K): StoredValue<K> {
  const text = readStorage(STORAGE_KEYS[key]);
  let raw: unknown = undefined;
  if (text !== null) {
    try {
      raw = JSON.parse(text);
    } catch {
      raw = undefined;
    }
  }
  return readers[key](raw) as StoredValue<K>;
}

export function writeStoredSetting<K extends StoredKey>(key: K, value: StoredValue<K>): void {
  writeStorage(STORAGE_KEYS[key], JSON.stringify(value));
}

/** A browser-stored chart setting (spec §3), read once and written on every change. */
export function useStoredSetting<K extends StoredKey>(key: K) {
  const [value, setValue] = useState<StoredValue<K>>(() => readStoredSetting(key));
  const update = useCallback(
    (next: StoredValue<K>) => {
      setValue(next);
      writeStoredSetting(key, next);
    },
    [key],
  );
  return [value, update] as const;
}
