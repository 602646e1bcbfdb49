import { PERIOD_LIMITS, sma } from '@pantau/market/technical-analysis';
import { createMovingAverage } from './moving-average';

export const smaIndicator = createMovingAverage({
  type: 'sma',
  name: 'SMA',
  color: '#2563eb',
  periodRange: PERIOD_LIMITS.sma,
  average: sma,
});
