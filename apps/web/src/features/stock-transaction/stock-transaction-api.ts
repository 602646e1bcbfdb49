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

export const stockTransactionKeys = {
  doneSummary: (params: DoneSummaryQuery) => ['market', 'done-summary', params] as const,
  doneDetail: (params: DoneDetailQuery) => ['market', 'done-detail', params] as const,
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
