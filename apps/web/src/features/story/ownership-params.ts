import { OWNERSHIP_RANGES } from '@pantau/contracts';
import { readSymbolParam } from '@/lib/symbol-param';
import { useUrlParams } from '@/lib/use-url-params';

export const DEFAULT_TICKER = 'BBCA';
export type OwnershipTab = 'summary' | 'detailed';
export type OwnershipRange = (typeof OWNERSHIP_RANGES)[number];

const TICKER = /^[A-Z0-9-]{1,12}$/;

/**
 * Ownership's state in the URL (?symbol=&tab=&period=) so a view can be shared and survives a
 * reload; anything unreadable falls back to BBCA, Summary and 12 months.
 */
export function useOwnershipParams() {
  const [params, update] = useUrlParams();
  const rawTicker = readSymbolParam(params);
  const ticker = TICKER.test(rawTicker) ? rawTicker : DEFAULT_TICKER;
  const tab: OwnershipTab = params.get('tab') === 'detailed' ? 'detailed' : 'summary';
  const months = OWNERSHIP_RANGES.find((range) => String(range) === params.get('period')) ?? 12;
  return { ticker, tab, months, update };
}
