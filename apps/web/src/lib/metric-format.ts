import {
  SCREEN_METRIC_BY_ID,
  metricLabel,
  metricRefOfKey,
  type TMetricValue,
  type TScreenMetricId,
} from '@pantau/contracts';

// The label rule is the contracts' own, shared with the alert mails the server writes.
export { metricLabel };
import { formatNumber, formatPercent } from './format.ts';

const SCALES = [
  { at: 1e12, suffix: 'T' },
  { at: 1e9, suffix: 'B' },
  { at: 1e6, suffix: 'M' },
] as const;

/** Large rupiah shortened the way broker tables write them: 'Rp1,25 B', '-Rp350,00 M'. */
function shortRupiah(value: number): string {
  const sign = value < 0 ? '-' : '';
  const size = Math.abs(value);
  const scale = SCALES.find((candidate) => size >= candidate.at);
  if (!scale) return `${sign}Rp${formatNumber(size)}`;
  return `${sign}Rp${formatNumber(size / scale.at, 2)} ${scale.suffix}`;
}

/** The metric id of a key from `metricKey` ('brokerNetLots:YP:5' → 'brokerNetLots'). */
export function metricIdOfKey(key: string): TScreenMetricId {
  return key.split(':')[0] as TScreenMetricId;
}

/** The label of a key from `metricKey` ('brokerNetLots:YP:5' → 'Broker net lots YP 5D'). */
export function metricLabelOfKey(key: string): string {
  const ref = metricRefOfKey(key);
  return ref ? metricLabel(ref) : key;
}

/** A metric's value as the app shows it; '–' when the data needed is missing. */
export function formatMetricValue(key: string, value: TMetricValue): string {
  if (value === null) return '–';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') {
    if (value === 'golden') return 'Golden cross';
    if (value === 'death') return 'Death cross';
    if (value === 'none') return '–';
    return value;
  }
  switch (SCREEN_METRIC_BY_ID.get(metricIdOfKey(key))?.unit) {
    case 'rupiah':
      return shortRupiah(value);
    case 'percent':
      return formatPercent(value);
    case 'points':
      return `${value > 0 ? '+' : ''}${formatNumber(value, 2)} pp`;
    case 'lots':
      return formatNumber(value);
    case 'days':
      return formatNumber(value);
    case 'ratio':
      return `${formatNumber(value, 2)}×`;
    case 'index':
      return formatNumber(value, 1);
    default:
      return formatNumber(value);
  }
}
