import { useCallback } from 'react';
import { useUrlParams } from '@/lib/use-url-params';

export const DEFAULT_SYMBOL = 'BBRI';
const TICKER = /^[A-Z0-9-]{1,12}$/;

/** The selected stock lives in the URL (?symbol=BBCA) so a reload or a shared link shows it again. */
export function useDashboardSymbol() {
  const [params, update] = useUrlParams();
  const raw = (params.get('symbol') ?? '').toUpperCase();
  const symbol = TICKER.test(raw) ? raw : DEFAULT_SYMBOL;
  const select = useCallback((next: string) => update({ symbol: next }), [update]);
  return [symbol, select] as const;
}
