import { useEffect, useMemo } from 'react';
import { toast } from '@/ui/toaster';
import { useIndexMembers } from './rotation-api';
import { DEFAULT_STOCKS, keepMembers } from './rotation-selection';
import type { useRotationParams } from './use-rotation-params';

/**
 * The chosen index's members for the stock mode, and the selected stocks kept inside it: a stock
 * that is not a member (the index was changed, or a shared link names a stock outside it or none
 * at all) is dropped from the URL with a toast naming it, so the API is only asked about members.
 * `ready` is false until the stocks are known to be members.
 */
export function useMemberStocks(selection: ReturnType<typeof useRotationParams>) {
  const { kind, index, stocks, update } = selection;
  const members = useIndexMembers(index, kind === 'stock');
  const memberList = members.data?.index === index ? members.data.members : undefined;
  const symbols = useMemo(() => memberList?.map((member) => member.symbol), [memberList]);
  // Keyed by the list's text: parsing the URL gives a new array on every render.
  const stocksKey = stocks.join(',');
  const kept = useMemo(
    () => (symbols && symbols.length > 0 ? keepMembers(stocksKey.split(','), symbols, DEFAULT_STOCKS) : null),
    [stocksKey, symbols],
  );

  useEffect(() => {
    if (kind !== 'stock' || !kept || kept.dropped.length === 0) return;
    update({ stocks: kept.stocks.join(',') });
    const names = kept.dropped.join(', ');
    // The id keeps one toast per drop even if the effect runs twice (StrictMode in development).
    toast.warning(`Not in ${index}`, {
      id: `not-in-index:${index}:${names}`,
      description: `${names} ${kept.dropped.length === 1 ? 'was' : 'were'} removed from the comparison.`,
    });
  }, [kind, kept, index, update]);

  return {
    members,
    memberList,
    ready: kind === 'sector' || (kept !== null && kept.dropped.length === 0),
  };
}
