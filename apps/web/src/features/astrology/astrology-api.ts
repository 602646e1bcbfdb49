import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TGetAstrologyCalendarData, TGetAstrologyData } from '@pantau/contracts';
import { apiFetch } from '@/lib/api';
import { MARKET_STALE_MS, toQuery } from '@/lib/market-api';
import type { AstrologyQuery, CalendarQuery } from './astrology-params';

export const astrologyKeys = {
  analysis: (query: AstrologyQuery) => ['market', 'astrology', query] as const,
  calendar: (query: CalendarQuery) => ['market', 'astrology', 'calendar', query] as const,
};

export const astrologyApi = {
  getAstrology: (query: AstrologyQuery, signal?: AbortSignal) =>
    apiFetch<TGetAstrologyData>(`/market/astrology?${toQuery(query)}`, { signal }),
  getCalendar: ({ symbol, month }: CalendarQuery, signal?: AbortSignal) =>
    apiFetch<TGetAstrologyCalendarData>(
      `/market/astrology/calendar?${toQuery(month ? { symbol, month } : { symbol })}`,
      { signal },
    ),
};

export function useAstrology(query: AstrologyQuery) {
  return useQuery({
    queryKey: astrologyKeys.analysis(query),
    queryFn: ({ signal }) => astrologyApi.getAstrology(query, signal),
    staleTime: MARKET_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

export function useAstrologyCalendar(query: CalendarQuery) {
  return useQuery({
    queryKey: astrologyKeys.calendar(query),
    queryFn: ({ signal }) => astrologyApi.getCalendar(query, signal),
    staleTime: MARKET_STALE_MS,
    placeholderData: keepPreviousData,
  });
}
