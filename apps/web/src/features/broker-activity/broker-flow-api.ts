import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TGetBrokerFlowData } from '@pantau/contracts';
import { apiFetch } from '@/lib/api';
import { MARKET_STALE_MS, toQuery } from '@/lib/market-api';

/** No date: the stock's latest day with trade records. No brokers: the day's top buyers and sellers. */
export type BrokerFlowQuery = { symbol: string; date: string | null; brokers: string[] | null };

export const brokerFlowKeys = {
  all: ['market', 'broker-flow'] as const,
  flow: (query: BrokerFlowQuery) => ['market', 'broker-flow', query] as const,
};

const brokerFlowApi = {
  getFlow: ({ symbol, date, brokers }: BrokerFlowQuery, signal?: AbortSignal) =>
    apiFetch<TGetBrokerFlowData>(
      `/market/broker-flow?${toQuery({
        symbol,
        ...(date ? { date } : {}),
        ...(brokers ? { brokers: brokers.join(',') } : {}),
      })}`,
      { signal },
    ),
};

/** Keeps the last day's chart on screen while another day or broker set loads. */
export function useBrokerFlow(query: BrokerFlowQuery) {
  return useQuery({
    queryKey: brokerFlowKeys.flow(query),
    queryFn: ({ signal }) => brokerFlowApi.getFlow(query, signal),
    staleTime: MARKET_STALE_MS,
    placeholderData: keepPreviousData,
  });
}
