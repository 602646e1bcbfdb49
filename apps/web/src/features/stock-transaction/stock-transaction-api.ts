import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TBoardFilter, TGetDoneDetailData, TGetDoneSummaryData } from '@pantau/contracts';
import { apiFetch } from '@/lib/api';
import { MARKET_STALE_MS, toQuery } from '@/lib/market-api';

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

// The days go into the key joined: as an array, a key for some days would also match (by TanStack
// Query's partial matching) every selection that starts with them.
const doneSummaryOf = (symbol: string, dates: readonly string[]) =>
  ['market', 'done-summary', symbol, dates.join(',')] as const;
const doneDetailOf = (symbol: string, dates: readonly string[]) =>
  ['market', 'done-detail', symbol, dates.join(',')] as const;

export const stockTransactionKeys = {
  /** Every Done Summary of these days, whatever its board or view. */
  doneSummaryOf,
  doneSummary: (params: DoneSummaryQuery) => [...doneSummaryOf(params.symbol, params.dates), params] as const,
  /** Every Done Detail of these days, whatever its filters or page. */
  doneDetailOf,
  doneDetail: (params: DoneDetailQuery) => [...doneDetailOf(params.symbol, params.dates), params] as const,
};

export const stockTransactionApi = {
  getDoneSummary: ({ dates, ...params }: DoneSummaryQuery, signal?: AbortSignal) =>
    apiFetch<TGetDoneSummaryData>(`/market/done-summary?${toQuery({ ...params, dates: dates.join(',') })}`, {
      signal,
    }),
  getDoneDetail: ({ dates, ...params }: DoneDetailQuery, signal?: AbortSignal) =>
    apiFetch<TGetDoneDetailData>(`/market/done-detail?${toQuery({ ...params, dates: dates.join(',') })}`, {
      signal,
    }),
};

export function useDoneSummary(params: DoneSummaryQuery) {
  return useQuery({
    queryKey: stockTransactionKeys.doneSummary(params),
    queryFn: ({ signal }) => stockTransactionApi.getDoneSummary(params, signal),
    enabled: params.dates.length > 0,
    staleTime: MARKET_STALE_MS,
  });
}

export function useDoneDetail(params: DoneDetailQuery) {
  return useQuery({
    queryKey: stockTransactionKeys.doneDetail(params),
    queryFn: ({ signal }) => stockTransactionApi.getDoneDetail(params, signal),
    enabled: params.dates.length > 0,
    staleTime: MARKET_STALE_MS,
    placeholderData: keepPreviousData,
  });
}
