import type { IndicatorType } from '../chart-model';
import { buySellFrequencyIndicator } from './buy-sell-frequency';
import { emaIndicator } from './ema';
import type { IndicatorModule } from './indicator-module';
import { macdIndicator } from './macd';
import { rsiIndicator } from './rsi';
import { smaIndicator } from './sma';
import { stochasticIndicator } from './stochastic';
import { volumeHistogramIndicator } from './volume-histogram';

/** Every indicator the chart can draw, in the order the Indicators dialog offers them. */
export const INDICATOR_MODULES: readonly IndicatorModule[] = [
  smaIndicator,
  emaIndicator,
  rsiIndicator,
  macdIndicator,
  stochasticIndicator,
  volumeHistogramIndicator,
  buySellFrequencyIndicator,
];

const byType = new Map(INDICATOR_MODULES.map((entry) => [entry.type, entry]));

export function indicatorModule(type: IndicatorType): IndicatorModule {
  const entry = byType.get(type);
  // registry.test.ts keeps every declared type registered, so this is a programming error.
  if (!entry) throw new Error(`No indicator module registered for "${type}"`);
  return entry;
}
