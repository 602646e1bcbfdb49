import { useQuery } from '@tanstack/react-query';
import type { TGetScreenerData } from '@pantau/contracts';
import { apiFetch } from '@/lib/api';
import { MARKET_STALE_MS } from '@/lib/market-api';

export const screenerKeys = { all: ['market', 'screener'] as const };

export function useScreener() {
  return useQuery({
    queryKey: screenerKeys.all,
    queryFn: ({ signal }) => apiFetch<TGetScreenerData>('/market/screener', { signal }),
    staleTime: MARKET_STALE_MS,
  });
}
