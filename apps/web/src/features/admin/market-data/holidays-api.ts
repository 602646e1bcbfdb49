import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { THoliday, TListHolidaysData, TPutHolidayRequest } from '@pantau/contracts';
import { apiFetch } from '@/lib/api';
import { marketDataKeys } from './market-data-api';

export const holidaysKeys = {
  all: ['admin-market-data', 'holidays'] as const,
  /** null: the year the server picks, that of the last stored day. */
  year: (year: number | null) => ['admin-market-data', 'holidays', year] as const,
};

const BASE = '/admin/holidays';

export type HolidayPut = { date: string; body: TPutHolidayRequest };

export const holidaysApi = {
  list: (year: number | null, signal?: AbortSignal) =>
    apiFetch<TListHolidaysData>(year === null ? BASE : `${BASE}?year=${year}`, { signal }),
  put: ({ date, body }: HolidayPut) =>
    apiFetch<THoliday>(`${BASE}/${encodeURIComponent(date)}`, { method: 'PUT', body }),
  remove: (date: string) =>
    apiFetch<{ date: string }>(`${BASE}/${encodeURIComponent(date)}`, { method: 'DELETE' }),
};

/** A year's exchange holidays by date, and the years that have a calendar. */
export function useHolidays(year: number | null) {
  return useQuery({
    queryKey: holidaysKeys.year(year),
    queryFn: ({ signal }) => holidaysApi.list(year, signal),
    placeholderData: keepPreviousData,
  });
}

/**
 * Besides the lists, every cached coverage month is marked stale: a holiday decides whether a
 * weekday without data is closed or missing, and a year's first or last one whether it has a
 * calendar at all.
 */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: holidaysKeys.all }),
      queryClient.invalidateQueries({ queryKey: marketDataKeys.coverage }),
    ]);
}

export function usePutHoliday() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: holidaysApi.put, onSuccess: refresh });
}

export function useDeleteHoliday() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: holidaysApi.remove, onSuccess: refresh });
}
