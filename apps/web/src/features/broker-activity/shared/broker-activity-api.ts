import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type {
  TBoardFilter,
  TBroker,
  TGetBrokerRankingData,
  TGetBrokerSummaryData,
  TGetBrokerTransactionData,
  TListBrokersData,
  TListTradeDatesData,
} from '@pantau/contracts';
import { apiFetch } from '@/lib/api';
import { MARKET_STALE_MS, toQuery } from '@/lib/market-api';

export type BrokerTransactionQuery = { broker: string; dates: string[]; board: TBoardFilter };
export type BrokerSummaryQuery = { symbol: string; dates: string[]; board: TBoardFilter };

export const brokerActivityKeys = {
  transaction: (params: BrokerTransactionQuery) => ['market', 'broker-transaction', params] as const,
  summary: (params: BrokerSummaryQuery) => ['market', 'broker-summary', params] as const,
  ranking: (date: string | null) => ['market', 'broker-ranking', date ?? 'latest'] as const,
  brokers: () => ['market', 'brokers'] as const,
  marketTradeDates: () => ['market', 'trade-dates', '*'] as const,
};

export const brokerActivityApi = {
  getTransaction: ({ dates, ...params }: BrokerTransactionQuery, signal?: AbortSignal) =>
    apiFetch<TGetBrokerTransactionData>(
      `/market/broker-transaction?${toQuery({ ...params, dates: dates.join(',') })}`,
      { signal },
    ),
  getSummary: ({ dates, ...params }: BrokerSummaryQuery, signal?: AbortSignal) =>
    apiFetch<TGetBrokerSummaryData>(
      `/market/broker-summary?${toQuery({ ...params, dates: dates.join(',') })}`,
      {
        signal,
      },
    ),
  /** Without a date the server picks the latest day it can rank. */
  getRanking: (date: string | null, signal?: AbortSignal) =>
    apiFetch<TGetBrokerRankingData>(`/market/brokers/ranking${date ? `?${toQuery({ date })}` : ''}`, {
      signal,
    }),
  listBrokers: (signal?: AbortSignal) => apiFetch<TListBrokersData>('/market/brokers', { signal }),
  /** Dates on which any stock traded: Broker Transaction spans every ticker. */
  listMarketTradeDates: (signal?: AbortSignal) =>
    apiFetch<TListTradeDatesData>('/market/trade-dates', { signal }),
};

export function useBrokerTransaction(params: BrokerTransactionQuery) {
  return useQuery({
    queryKey: brokerActivityKeys.transaction(params),
    queryFn: ({ signal }) => brokerActivityApi.getTransaction(params, signal),
    enabled: params.dates.length > 0,
    staleTime: MARKET_STALE_MS,
  });
}

/** One query per date: the vertical layout's card per day. */
export function useBrokerTransactionByDate(params: BrokerTransactionQuery) {
  return useQueries({
    queries: params.dates.map((date) => {
      const single = { ...params, dates: [date] };
      return {
        queryKey: brokerActivityKeys.transaction(single),
        queryFn: ({ signal }: { signal: AbortSignal }) => brokerActivityApi.getTransaction(single, signal),
        staleTime: MARKET_STALE_MS,
      };
    }),
  });
}

export function useBrokerSummary(params: BrokerSummaryQuery, enabled: boolean) {
  return useQuery({
    queryKey: brokerActivityKeys.summary(params),
    queryFn: ({ signal }) => brokerActivityApi.getSummary(params, signal),
    enabled: enabled && params.dates.length > 0,
    staleTime: MARKET_STALE_MS,
  });
}

export function useBrokerRanking(date: string | null) {
  return useQuery({
    queryKey: brokerActivityKeys.ranking(date),
    queryFn: ({ signal }) => brokerActivityApi.getRanking(date, signal),
    staleTime: MARKET_STALE_MS,
  });
}

/** Every broker by code, for names and the Lokal/Asing/BUMN category beside each code. */
export function useBrokerDirectory() {
  const query = useQuery({
    queryKey: brokerActivityKeys.brokers(),
    queryFn: ({ signal }) => brokerActivityApi.listBrokers(signal),
    staleTime: MARKET_STALE_MS,
  });
  const brokers = query.data?.brokers;
  const byCode = useMemo(
    () => new Map<string, TBroker>((brokers ?? []).map((broker) => [broker.code, broker])),
    [brokers],
  );
  return { query, byCode };
}

export function useMarketTradeDates(enabled: boolean) {
  return useQuery({
    queryKey: brokerActivityKeys.marketTradeDates(),
    queryFn: ({ signal }) => brokerActivityApi.listMarketTradeDates(signal),
    enabled,
    staleTime: MARKET_STALE_MS,
    placeholderData: keepPreviousData,
  });
}
