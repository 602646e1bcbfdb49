import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
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
  rrg: (query: RrgQuery) => ['market', 'rrg', query] as const,
  rrc: (query: RrcQuery) => ['market', 'rrc', query] as const,
  seasonality: (codes: string[]) => ['market', 'seasonality', codes] as const,
  trend: (query: TrendQuery) => ['market', 'trend', query] as const,
};

export const rotationApi = {
  getIndices: (signal?: AbortSignal) => apiFetch<TGetIndicesData>('/market/indices', { signal }),
  getSectors: (signal?: AbortSignal) => apiFetch<TGetSectorsData>('/market/sectors', { signal }),
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

export function useRrg(query: RrgQuery) {
  return useQuery({
    queryKey: rotationKeys.rrg(query),
    queryFn: ({ signal }) => rotationApi.getRrg(query, signal),
    enabled: query.items.length > 0,
    staleTime: MARKET_STALE_MS,
    // The replay slider moves week by week: keep the previous picture until the next arrives.
    placeholderData: keepPreviousData,
  });
}

export function useRrc(query: RrcQuery) {
  return useQuery({
    queryKey: rotationKeys.rrc(query),
    queryFn: ({ signal }) => rotationApi.getRrc(query, signal),
    enabled: query.items.length > 0,
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
