import { ema, PERIOD_LIMITS } from '@pantau/market/technical-analysis';
import { createMovingAverage } from './moving-average';

export const emaIndicator = createMovingAverage({
  type: 'ema',
  name: 'EMA',
  color: '#ea580c',
  periodRange: PERIOD_LIMITS.ema,
  average: ema,
});
