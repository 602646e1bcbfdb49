import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import type {
  TGetIndexMembersData,
  TGetIndicesData,
  TGetRrcData,
  TGetRrgData,
  TGetSeasonalityData,
  TGetSectorsData,
  TGetTrendData,
} from '@pantau/contracts';
import { apiFetch } from '@/lib/api';
import { MARKET_STALE_MS, toQuery } from '@/lib/market-api';

export type RotationKind = 'sector' | 'stock';
export type RrgBasis = 'weekly' | 'daily';
export type TrendTimeframe = TGetTrendData['timeframe'];
export type TrendChoice = 'all' | 'Up' | 'Side' | 'Down';

export type RrgQuery = {
  kind: RotationKind;
  index: string;
  items: string[];
  basis: RrgBasis;
  /** The replayed day; null = the last trading day. */
  asOf: string | null;
};
export type RrcQuery = { kind: RotationKind; index: string; items: string[]; days: number };
export type TrendQuery = { timeframe: TrendTimeframe; sector: string; trend: TrendChoice };

export const rotationKeys = {
  indices: ['market', 'indices'] as const,
  sectors: ['market', 'sectors'] as const,
  indexMembers: (index: string) => ['market', 'index-members', index] as const,
  rrg: (query: RrgQuery) => ['market', 'rrg', query] as const,
  rrc: (query: RrcQuery) => ['market', 'rrc', query] as const,
  seasonality: (codes: string[]) => ['market', 'seasonality', codes] as const,
  trend: (query: TrendQuery) => ['market', 'trend', query] as const,
};

export const rotationApi = {
  getIndices: (signal?: AbortSignal) => apiFetch<TGetIndicesData>('/market/indices', { signal }),
  getSectors: (signal?: AbortSignal) => apiFetch<TGetSectorsData>('/market/sectors', { signal }),
  getIndexMembers: (index: string, signal?: AbortSignal) =>
    apiFetch<TGetIndexMembersData>(`/market/index-members?${toQuery({ index })}`, { signal }),
  getRrg: ({ items, asOf, ...query }: RrgQuery, signal?: AbortSignal) =>
    apiFetch<TGetRrgData>(
      `/market/rrg?${toQuery({ ...query, items: items.join(','), ...(asOf ? { asOf } : {}) })}`,
      { signal },
    ),
  getRrc: ({ items, ...query }: RrcQuery, signal?: AbortSignal) =>
    apiFetch<TGetRrcData>(`/market/rrc?${toQuery({ ...query, items: items.join(',') })}`, { signal }),
  getSeasonality: (codes: string[], signal?: AbortSignal) =>
    apiFetch<TGetSeasonalityData>(`/market/seasonality?${toQuery({ codes: codes.join(',') })}`, { signal }),
  getTrend: (query: TrendQuery, signal?: AbortSignal) =>
    apiFetch<TGetTrendData>(`/market/trend?${toQuery(query)}`, { signal }),
};

export function useIndices() {
  return useQuery({
    queryKey: rotationKeys.indices,
    queryFn: ({ signal }) => rotationApi.getIndices(signal),
    staleTime: MARKET_STALE_MS,
  });
}

export function useSectors() {
  return useQuery({
    queryKey: rotationKeys.sectors,
    queryFn: ({ signal }) => rotationApi.getSectors(signal),
    staleTime: MARKET_STALE_MS,
  });
}

/** The index's member stocks: what the stock mode may compare, list and suggest. */
export function useIndexMembers(index: string, enabled = true) {
  return useQuery({
    queryKey: rotationKeys.indexMembers(index),
    queryFn: ({ signal }) => rotationApi.getIndexMembers(index, signal),
    enabled,
    staleTime: MARKET_STALE_MS,
  });
}

/**
 * One RRG over more items than a request takes: the API's chunks asked side by side and joined.
 * `data` is there once every chunk has answered for this kind and index.
 */
export function useRrgChunks(query: Omit<RrgQuery, 'items'>, chunks: string[][]) {
  return useQueries({
    queries: chunks.map((items) => {
      const chunkQuery = { ...query, items };
      return {
        queryKey: rotationKeys.rrg(chunkQuery),
        queryFn: ({ signal }: { signal: AbortSignal }) => rotationApi.getRrg(chunkQuery, signal),
        staleTime: MARKET_STALE_MS,
        placeholderData: keepPreviousData,
      };
    }),
    combine: (results) => {
      const failed = results.find((result) => result.isError);
      const answers = results.map((result) => result.data);
      const complete = answers.every(
        (answer): answer is TGetRrgData =>
          answer?.kind === query.kind && answer.index === query.index && answer.basis === query.basis,
      );
      const [first] = answers;
      const data =
        complete && first && !failed
          ? {
              ...first,
              items: answers.flatMap((answer) => answer?.items ?? []),
              screener: answers.flatMap((answer) => answer?.screener ?? []),
              omitted: answers.flatMap((answer) => answer?.omitted ?? []),
            }
          : undefined;
      return {
        data,
        error: failed?.error ?? null,
        refetch: () => results.forEach((result) => result.isError && void result.refetch()),
      };
    },
  });
}

export function useRrc(query: RrcQuery, enabled = true) {
  return useQuery({
    queryKey: rotationKeys.rrc(query),
    queryFn: ({ signal }) => rotationApi.getRrc(query, signal),
    enabled: enabled && query.items.length > 0,
    staleTime: MARKET_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

export function useSeasonality(codes: string[]) {
  return useQuery({
    queryKey: rotationKeys.seasonality(codes),
    queryFn: ({ signal }) => rotationApi.getSeasonality(codes, signal),
    enabled: codes.length > 0,
    staleTime: MARKET_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

export function useTrend(query: TrendQuery) {
  return useQuery({
    queryKey: rotationKeys.trend(query),
    queryFn: ({ signal }) => rotationApi.getTrend(query, signal),
    staleTime: MARKET_STALE_MS,
    placeholderData: keepPreviousData,
  });
}
