import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { metricKey } from '@pantau/contracts';
import type {
  TGetBrokerActivitySnapshotData,
  TGetCandlesData,
  TGetForeignFlowData,
  TGetOwnershipData,
  TGetParticipantsData,
  TGetScreenerData,
  TListBrokersData,
  TMetricRef,
  TMetricValuesData,
  TWatchlistColumns,
  TWatchlistData,
} from '@pantau/contracts';
import { apiFetch } from '@/lib/api';
import { MARKET_STALE_MS, toQuery } from '@/lib/market-api';

/** Foreign Flow shows the last 30 trading days, as the prototype's 1D period did (spec §9). */
export const FOREIGN_FLOW_DAYS = 30;
/** Market Participant shows a year of monthly KSEI holdings. */
export const PARTICIPANT_MONTHS = 12;

export const dashboardKeys = {
  watchlist: ['me', 'watchlist'] as const,
  watchlistColumns: ['me', 'watchlist-columns'] as const,
  allWatchlistValues: ['market', 'watchlist-values'] as const,
  /** `symbols` sorted and `metrics` as `metricKey`s, so the same request shares one entry. */
  watchlistValues: (symbols: readonly string[], metrics: readonly string[]) =>
    ['market', 'watchlist-values', symbols, metrics] as const,
  stocks: ['market', 'screener'] as const,
  brokers: ['market', 'brokers'] as const,
  candles: (symbol: string) => ['market', 'candles', symbol, '1D'] as const,
  snapshot: (symbol: string) => ['market', 'broker-activity-snapshot', symbol] as const,
  participants: (symbol: string) => ['market', 'participants', symbol, PARTICIPANT_MONTHS] as const,
  ownership: (symbol: string) => ['market', 'ownership', symbol] as const,
  foreignFlow: (symbol: string) => ['market', 'foreign-flow', symbol, FOREIGN_FLOW_DAYS] as const,
};

const FAVOURITE_MUTATION_KEY = ['me', 'watchlist', 'favourite'];
const COLUMNS_MUTATION_KEY = ['me', 'watchlist-columns', 'save'];
/**
 * Live quotes say when prices move, but broker and foreign figures land without a quote and the
 * stream can be down: the columns' values are asked for again at least this often.
 */
const WATCHLIST_VALUES_POLL_MS = 60_000;

export const dashboardApi = {
  getWatchlist: (signal?: AbortSignal) => apiFetch<TWatchlistData>('/me/watchlist', { signal }),
  setFavourite: (symbol: string, favourite: boolean) =>
    apiFetch<TWatchlistData>(`/me/watchlist/${encodeURIComponent(symbol)}`, {
      method: favourite ? 'PUT' : 'DELETE',
    }),
  getWatchlistColumns: (signal?: AbortSignal) =>
    apiFetch<TWatchlistColumns>('/me/watchlist-columns', { signal }),
  setWatchlistColumns: (columns: TMetricRef[]) =>
    apiFetch<TWatchlistColumns>('/me/watchlist-columns', { method: 'PUT', body: { columns } }),
  getMetricValues: (symbols: readonly string[], metrics: readonly TMetricRef[], signal?: AbortSignal) =>
    apiFetch<TMetricValuesData>('/screens/values', { method: 'POST', body: { symbols, metrics }, signal }),
  listStocks: (signal?: AbortSignal) => apiFetch<TGetScreenerData>('/market/screener', { signal }),
  listBrokers: (signal?: AbortSignal) => apiFetch<TListBrokersData>('/market/brokers', { signal }),
  getCandles: (symbol: string, signal?: AbortSignal) =>
    apiFetch<TGetCandlesData>(`/market/candles?${toQuery({ symbol, timeframe: '1D' })}`, { signal }),
  getSnapshot: (symbol: string, signal?: AbortSignal) =>
    apiFetch<TGetBrokerActivitySnapshotData>(`/market/broker-activity-snapshot?${toQuery({ symbol })}`, {
      signal,
    }),
  getParticipants: (symbol: string, signal?: AbortSignal) =>
    apiFetch<TGetParticipantsData>(
      `/market/participants?${toQuery({ symbol, months: PARTICIPANT_MONTHS })}`,
      {
        signal,
      },
    ),
  getOwnership: (symbol: string, signal?: AbortSignal) =>
    apiFetch<TGetOwnershipData>(`/market/ownership?${toQuery({ symbol })}`, { signal }),
  getForeignFlow: (symbol: string, signal?: AbortSignal) =>
    apiFetch<TGetForeignFlowData>(`/market/foreign-flow?${toQuery({ symbol, days: FOREIGN_FLOW_DAYS })}`, {
      signal,
    }),
};

export function useWatchlist() {
  return useQuery({
    queryKey: dashboardKeys.watchlist,
    queryFn: ({ signal }) => dashboardApi.getWatchlist(signal),
  });
}

/**
 * Stars and unstars at once on screen; a refused call puts the list back as it was, and a refetch
 * after the last pending toggle replaces the guess with what the server stored.
 */
export function useSetFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: FAVOURITE_MUTATION_KEY,
    mutationFn: ({ symbol, favourite }: { symbol: string; favourite: boolean }) =>
      dashboardApi.setFavourite(symbol, favourite),
    onMutate: async ({ symbol, favourite }) => {
      await queryClient.cancelQueries({ queryKey: dashboardKeys.watchlist });
      const previous = queryClient.getQueryData<TWatchlistData>(dashboardKeys.watchlist);
      if (previous) {
        const without = previous.symbols.filter((code) => code !== symbol);
        queryClient.setQueryData<TWatchlistData>(dashboardKeys.watchlist, {
          symbols: favourite ? [...without, symbol] : without,
          isDefault: false,
        });
      }
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(dashboardKeys.watchlist, context.previous);
    },
    onSettled: () => {
      // Refetch once the last of several quick toggles is done; an earlier answer lacks later stars.
      if (queryClient.isMutating({ mutationKey: FAVOURITE_MUTATION_KEY }) === 1) {
        void queryClient.invalidateQueries({ queryKey: dashboardKeys.watchlist });
      }
    },
  });
}

export function useWatchlistColumns() {
  return useQuery({
    queryKey: dashboardKeys.watchlistColumns,
    queryFn: ({ signal }) => dashboardApi.getWatchlistColumns(signal),
  });
}

/** Shows the chosen columns at once; a refused save puts the previous ones back. */
export function useSetWatchlistColumns() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: COLUMNS_MUTATION_KEY,
    mutationFn: (columns: TMetricRef[]) => dashboardApi.setWatchlistColumns(columns),
    onMutate: async (columns) => {
      await queryClient.cancelQueries({ queryKey: dashboardKeys.watchlistColumns });
      const previous = queryClient.getQueryData<TWatchlistColumns>(dashboardKeys.watchlistColumns);
      queryClient.setQueryData<TWatchlistColumns>(dashboardKeys.watchlistColumns, { columns });
      return { previous };
    },
    onSuccess: (stored) => {
      // An earlier save's answer must not replace a later choice already on screen.
      if (queryClient.isMutating({ mutationKey: COLUMNS_MUTATION_KEY }) === 1) {
        queryClient.setQueryData(dashboardKeys.watchlistColumns, stored);
      }
    },
    onError: (_error, _columns, context) => {
      if (context?.previous) queryClient.setQueryData(dashboardKeys.watchlistColumns, context.previous);
    },
  });
}

/**
 * The `metrics` of `symbols`, asked for again every minute while the tab is visible (TanStack Query
 * pauses the interval in a hidden tab). Changing the columns keeps the previous values on screen
 * until the new answer comes, so the shared columns do not blink.
 */
export function useMetricValues(symbols: readonly string[], metrics: readonly TMetricRef[]) {
  const sorted = [...symbols].sort();
  return useQuery({
    queryKey: dashboardKeys.watchlistValues(sorted, metrics.map(metricKey)),
    queryFn: ({ signal }) => dashboardApi.getMetricValues(sorted, metrics, signal),
    enabled: sorted.length > 0 && metrics.length > 0,
    refetchInterval: WATCHLIST_VALUES_POLL_MS,
    placeholderData: keepPreviousData,
  });
}

export function useStockList() {
  return useQuery({
    queryKey: dashboardKeys.stocks,
    queryFn: ({ signal }) => dashboardApi.listStocks(signal),
    staleTime: MARKET_STALE_MS,
  });
}

export function useBrokerDirectory(enabled: boolean) {
  return useQuery({
    queryKey: dashboardKeys.brokers,
    queryFn: ({ signal }) => dashboardApi.listBrokers(signal),
    staleTime: MARKET_STALE_MS,
    enabled,
  });
}

export function useDailyCandles(symbol: string) {
  return useQuery({
    queryKey: dashboardKeys.candles(symbol),
    queryFn: ({ signal }) => dashboardApi.getCandles(symbol, signal),
    staleTime: MARKET_STALE_MS,
  });
}

export function useBrokerActivitySnapshot(symbol: string, enabled: boolean) {
  return useQuery({
    queryKey: dashboardKeys.snapshot(symbol),
    queryFn: ({ signal }) => dashboardApi.getSnapshot(symbol, signal),
    staleTime: MARKET_STALE_MS,
    enabled,
  });
}

export function useParticipants(symbol: string, enabled: boolean) {
  return useQuery({
    queryKey: dashboardKeys.participants(symbol),
    queryFn: ({ signal }) => dashboardApi.getParticipants(symbol, signal),
    staleTime: MARKET_STALE_MS,
    enabled,
  });
}

export function useOwnership(symbol: string, enabled: boolean) {
  return useQuery({
    queryKey: dashboardKeys.ownership(symbol),
    queryFn: ({ signal }) => dashboardApi.getOwnership(symbol, signal),
    staleTime: MARKET_STALE_MS,
    enabled,
  });
}

export function useForeignFlow(symbol: string, enabled: boolean) {
  return useQuery({
    queryKey: dashboardKeys.foreignFlow(symbol),
    queryFn: ({ signal }) => dashboardApi.getForeignFlow(symbol, signal),
    staleTime: MARKET_STALE_MS,
    enabled,
  });
}
