import { useQuery } from '@tanstack/react-query';
import type { TGetForeignFlowData } from '@pantau/contracts';
import { apiFetch } from '@/lib/api';
import { MARKET_STALE_MS, toQuery } from '@/lib/market-api';

export type ForeignFlowQuery = { symbol: string; days: number };

export const foreignFlowKeys = {
  foreignFlow: (params: ForeignFlowQuery) => ['market', 'foreign-flow', params] as const,
};

export function getForeignFlow(params: ForeignFlowQuery, signal?: AbortSignal) {
  return apiFetch<TGetForeignFlowData>(`/market/foreign-flow?${toQuery(params)}`, { signal });
}

export function useForeignFlow(params: ForeignFlowQuery) {
  return useQuery({
    queryKey: foreignFlowKeys.foreignFlow(params),
    queryFn: ({ signal }) => getForeignFlow(params, signal),
    staleTime: MARKET_STALE_MS,
  });
}
