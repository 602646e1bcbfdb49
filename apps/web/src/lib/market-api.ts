import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TListTradeDatesData, TSearchBrokersData, TInstrumentSummary } from '@pantau/contracts';
import { apiFetch } from './api';

/** Query-string of plain values, e.g. `{ q: 'BB', limit: 10 }` → 'q=BB&limit=10'. */
export const toQuery = (params: Record<string, string | number | boolean>) =>
  new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString();

/** End-of-day data changes once a day, so a few minutes of freshness is plenty for every screen. */
export const MARKET_STALE_MS = 5 * 60_000;

/** Suggestions lists are capped at 10 (spec §9). */
export const SUGGESTION_LIMIT = 10;

export const marketKeys = {
  search: (text: string) => ['market', 'search', text] as const,
  brokerSearch: (text: string) => ['market', 'brokers', 'search', text] as const,
  tradeDates: (symbol: string) => ['market', 'trade-dates', symbol] as const,
};

/** The lookups several screens share: stock and broker suggestions, a stock's trade dates. */
export const marketApi = {
  searchInstruments: (text: string, signal?: AbortSignal) =>
    apiFetch<{ results: TInstrumentSummary[] }>(
      `/market/search?${toQuery({ q: text, limit: SUGGESTION_LIMIT })}`,
      { signal },
    ),
  searchBrokers: (text: string, signal?: AbortSignal) =>
    apiFetch<TSearchBrokersData>(`/market/brokers/search?${toQuery({ q: text, limit: SUGGESTION_LIMIT })}`, {
      signal,
    }),
  listTradeDates: (symbol: string, signal?: AbortSignal) =>
    apiFetch<TListTradeDatesData>(`/market/trade-dates?${toQuery({ symbol })}`, { signal }),
};

export function useInstrumentSearch(text: string, enabled: boolean) {
  return useQuery({
    queryKey: marketKeys.search(text),
    queryFn: ({ signal }) => marketApi.searchInstruments(text, signal),
    enabled,
    staleTime: MARKET_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

export function useBrokerSearch(text: string, enabled: boolean) {
  return useQuery({
    queryKey: marketKeys.brokerSearch(text),
    queryFn: ({ signal }) => marketApi.searchBrokers(text, signal),
    enabled,
    staleTime: MARKET_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

export function useTradeDates(symbol: string, enabled = true) {
  return useQuery({
    queryKey: marketKeys.tradeDates(symbol),
    queryFn: ({ signal }) => marketApi.listTradeDates(symbol, signal),
    enabled,
    staleTime: MARKET_STALE_MS,
    placeholderData: keepPreviousData,
  });
}
