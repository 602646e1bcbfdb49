import { useQuery } from '@tanstack/react-query';
import type { TGetOwnershipData } from '@pantau/contracts';
import { apiFetch } from '@/lib/api';
import { MARKET_STALE_MS, toQuery } from '@/lib/market-api';

export type OwnershipQuery = { symbol: string; months: 3 | 6 | 9 | 12 };

export const ownershipKeys = {
  ownership: (params: OwnershipQuery) => ['market', 'ownership', params] as const,
};

export function getOwnership(params: OwnershipQuery, signal?: AbortSignal) {
  return apiFetch<TGetOwnershipData>(`/market/ownership?${toQuery(params)}`, { signal });
}

export function useOwnership(params: OwnershipQuery) {
  return useQuery({
    queryKey: ownershipKeys.ownership(params),
    queryFn: ({ signal }) => getOwnership(params, signal),
    staleTime: MARKET_STALE_MS,
    // A new Data Range keeps the cards and tables on screen while the trend reloads.
    placeholderData: (previous) => (previous?.symbol === params.symbol ? previous : undefined),
  });
}
