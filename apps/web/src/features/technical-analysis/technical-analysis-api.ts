import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TChartPreferences,
  TChartTimeframe,
  TGetCandlesData,
  TGetFootprintData,
  TUpdateChartPreferencesRequest,
} from '@pantau/contracts';
import { apiFetch } from '@/lib/api';
import { MARKET_STALE_MS, toQuery } from '@/lib/market-api';
import type { PriceAdjust } from './chart-model';

export type IntradayTimeframe = '1M' | '5M' | '15M' | '30M' | '1H';
export type CandlesQuery = { symbol: string; timeframe: TChartTimeframe; adjust: PriceAdjust };
export type FootprintQuery = { symbol: string; timeframe: IntradayTimeframe; date: string | null };

export const technicalAnalysisKeys = {
  candles: (query: CandlesQuery) => ['market', 'candles', query] as const,
  /** Every candles query of one stock, whatever its timeframe or adjustment. */
  stockCandles: (symbol: string) => ['market', 'candles', { symbol }] as const,
  footprint: (query: FootprintQuery) => ['market', 'footprint', query] as const,
  /** Every footprint query of one stock, whatever its timeframe or day. */
  stockFootprints: (symbol: string) => ['market', 'footprint', { symbol }] as const,
  chartPreferences: ['preferences', 'chart'] as const,
};

export const technicalAnalysisApi = {
  getCandles: (query: CandlesQuery, signal?: AbortSignal) =>
    apiFetch<TGetCandlesData>(`/market/candles?${toQuery(query)}`, { signal }),
  getFootprint: ({ date, ...query }: FootprintQuery, signal?: AbortSignal) =>
    apiFetch<TGetFootprintData>(`/market/footprint?${toQuery(date ? { ...query, date } : query)}`, {
      signal,
    }),
  getChartPreferences: (signal?: AbortSignal) =>
    apiFetch<TChartPreferences>('/me/chart-preferences', { signal }),
  updateChartPreferences: (body: TUpdateChartPreferencesRequest) =>
    apiFetch<TChartPreferences>('/me/chart-preferences', { method: 'PUT', body }),
};

export function useCandles(query: CandlesQuery, enabled: boolean) {
  return useQuery({
    queryKey: technicalAnalysisKeys.candles(query),
    queryFn: ({ signal }) => technicalAnalysisApi.getCandles(query, signal),
    enabled,
    staleTime: MARKET_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

export function useFootprint(query: FootprintQuery, enabled: boolean) {
  return useQuery({
    queryKey: technicalAnalysisKeys.footprint(query),
    queryFn: ({ signal }) => technicalAnalysisApi.getFootprint(query, signal),
    enabled,
    staleTime: MARKET_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

export function useChartPreferences() {
  return useQuery({
    queryKey: technicalAnalysisKeys.chartPreferences,
    queryFn: ({ signal }) => technicalAnalysisApi.getChartPreferences(signal),
    staleTime: Infinity,
  });
}

export function useSaveChartPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: technicalAnalysisApi.updateChartPreferences,
    onSuccess: (saved) => queryClient.setQueryData(technicalAnalysisKeys.chartPreferences, saved),
  });
}
