import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  TBoardFilter,
  TGetDoneDetailData,
  TGetDoneSummaryData,
  TListTradeDatesData,
} from '@pantau/contracts';
import { apiFetch } from '@/lib/api';

type SearchInstrumentsData = { results: { symbol: string; name: string }[] };

export type DoneSummaryQuery = {
  symbol: string;
  dates: string[];
  board: TBoardFilter;
  view: 'summary' | 'broker';
};

export type DoneDetailQuery = {
  symbol: string;
  dates: string[];
  sort: 'latest' | 'oldest';
  broker: string;
  price: string;
  offset: number;
  limit: number;
};

const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString();

export const stockTransactionKeys = {
  search: (text: string) => ['market', 'search', text] as const,
  tradeDates: (symbol: string) => ['market', 'trade-dates', symbol] as const,
  doneSummary: (params: DoneSummaryQuery) => ['market', 'done-summary', params] as const,
  doneDetail: (params: DoneDetailQuery) => ['market', 'done-detail', params] as const,
};

export const stockTransactionApi = {
  searchInstruments: (text: string, signal?: AbortSignal) =>
    apiFetch<SearchInstrumentsData>(`/market/search?${query({ q: text, limit: 10 })}`, { signal }),
  listTradeDates: (symbol: string, signal?: AbortSignal) =>
    apiFetch<TListTradeDatesData>(`/market/trade-dates?${query({ symbol })}`, { signal }),
  getDoneSummary: ({ dates, ...params }: DoneSummaryQuery, signal?: AbortSignal) =>
    apiFetch<TGetDoneSummaryData>(`/market/done-summary?${query({ ...params, dates: dates.join(',') })}`, {
      signal,
    }),
  getDoneDetail: ({ dates, ...params }: DoneDetailQuery, signal?: AbortSignal) =>
    apiFetch<TGetDoneDetailData>(`/market/done-detail?${query({ ...params, dates: dates.join(',') })}`, {
      signal,
    }),
};

/** End-of-day data: it changes once a day, so a few minutes of freshness is plenty. */
const STALE_MS = 5 * 60_000;

export function useInstrumentSearch(text: string, enabled: boolean) {
  return useQuery({
    queryKey: stockTransactionKeys.search(text),
    queryFn: ({ signal }) => stockTransactionApi.searchInstruments(text, signal),
    enabled,
    staleTime: STALE_MS,
    placeholderData: keepPreviousData,
  });
}

export function useTradeDates(symbol: string) {
  return useQuery({
    queryKey: stockTransactionKeys.tradeDates(symbol),
    queryFn: ({ signal }) => stockTransactionApi.listTradeDates(symbol, signal),
    staleTime: STALE_MS,
    placeholderData: keepPreviousData,
  });
}

export function useDoneSummary(params: DoneSummaryQuery) {
  return useQuery({
    queryKey: stockTransactionKeys.doneSummary(params),
    queryFn: ({ signal }) => stockTransactionApi.getDoneSummary(params, signal),
    enabled: params.dates.length > 0,
    staleTime: STALE_MS,
  });
}

export function useDoneDetail(params: DoneDetailQuery) {
  return useQuery({
    queryKey: stockTransactionKeys.doneDetail(params),
    queryFn: ({ signal }) => stockTransactionApi.getDoneDetail(params, signal),
    enabled: params.dates.length > 0,
    staleTime: STALE_MS,
    placeholderData: keepPreviousData,
  });
}
