import { useCallback, useMemo } from 'react';
import { readSymbolParam, symbolChange } from '@/lib/symbol-param';
import { useUrlParams } from '@/lib/use-url-params';
import { SECTION_IDS, type SectionId } from './sections';

export const DEFAULT_SYMBOL = 'BBRI';
const TICKER = /^[A-Z0-9-]{1,12}$/;

/**
 * The dashboard's state in the URL (?symbol=BBCA&open=done-summary,ownership) so a reload or a
 * shared link shows the same stock with the same sections open.
 */
export function useDashboardParams() {
  const [params, update] = useUrlParams();
  const raw = readSymbolParam(params);
  const symbol = TICKER.test(raw) ? raw : DEFAULT_SYMBOL;
  const openParam = params.get('open') ?? '';
  const openSections = useMemo(
    () =>
      new Set(openParam.split(',').filter((id): id is SectionId => SECTION_IDS.includes(id as SectionId))),
    [openParam],
  );

  const selectSymbol = useCallback((next: string) => update(symbolChange(next)), [update]);
  const setOpenSections = useCallback(
    (next: ReadonlySet<SectionId>) => {
      const ids = SECTION_IDS.filter((id) => next.has(id));
      update({ open: ids.length > 0 ? ids.join(',') : null });
    },
    [update],
  );

  return { symbol, selectSymbol, openSections, setOpenSections };
}
