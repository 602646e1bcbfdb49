import { useCallback } from 'react';
import { readSymbolParam, symbolChange } from '@/lib/symbol-param';
import { useUrlParams } from '@/lib/use-url-params';

export const DEFAULT_TICKER = 'BBCA';
export type ChartLayout = 'combine' | 'split';
const TICKER = /^[A-Z0-9-]{1,12}$/;

/** Market Analysis state in the URL (?symbol=&layout=), so a view can be shared and reloaded. */
export function useMarketParticipantParams() {
  const [params, updateUrl] = useUrlParams();
  const rawTicker = readSymbolParam(params);
  const ticker = TICKER.test(rawTicker) ? rawTicker : DEFAULT_TICKER;
  const layout: ChartLayout = params.get('layout') === 'split' ? 'split' : 'combine';
  const update = useCallback(
    (changes: { ticker?: string; layout?: ChartLayout }) => {
      const { ticker: next, ...rest } = changes;
      updateUrl(next === undefined ? rest : { ...rest, ...symbolChange(next) });
    },
    [updateUrl],
  );
  return { ticker, layout, update };
}
