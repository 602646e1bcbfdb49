import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { TBroker, TListBrokersData, TWatchlistData } from '@pantau/contracts';
import { apiFetch } from '@/lib/api';
import { MARKET_STALE_MS } from '@/lib/market-api';

/** The same keys as the Dashboard's watchlist and the broker screens: one cache entry each. */
export const runningTradeKeys = {
  watchlist: ['me', 'watchlist'] as const,
  brokers: ['market', 'brokers'] as const,
};

export const runningTradeApi = {
  getWatchlist: (signal?: AbortSignal) => apiFetch<TWatchlistData>('/me/watchlist', { signal }),
  listBrokers: (signal?: AbortSignal) => apiFetch<TListBrokersData>('/market/brokers', { signal }),
};

export function useWatchlist(enabled: boolean) {
  return useQuery({
    queryKey: runningTradeKeys.watchlist,
    queryFn: ({ signal }) => runningTradeApi.getWatchlist(signal),
    enabled,
  });
}

/** Every broker by code, for the Lokal / Asing / BUMN colour and the name beside each code. */
export function useBrokerDirectory() {
  const query = useQuery({
    queryKey: runningTradeKeys.brokers,
    queryFn: ({ signal }) => runningTradeApi.listBrokers(signal),
    staleTime: MARKET_STALE_MS,
  });
  const brokers = query.data?.brokers;
  const byCode = useMemo(
    () => new Map<string, TBroker>((brokers ?? []).map((broker) => [broker.code, broker])),
    [brokers],
  );
  return { query, byCode };
}
