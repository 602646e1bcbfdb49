import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAdminStock,
  TCreateCodeChangeData,
  TCreateCodeChangeRequest,
  TListAdminStocksData,
  TListCodeChangesData,
  TUpdateStockRequest,
} from '@pantau/contracts';
import { apiFetch } from '@/lib/api';

export const STOCKS_PAGE_SIZE = 20;

export type StockStatus = 'all' | 'listed' | 'delisted';
export type StocksFilter = { q: string; status: StockStatus; page: number };

export const stocksKeys = {
  all: ['admin-market-data', 'stocks'] as const,
  list: (filter: StocksFilter) => ['admin-market-data', 'stocks', 'list', filter] as const,
  codeChanges: ['admin-market-data', 'stocks', 'code-changes'] as const,
};

const BASE = '/admin/stocks';

function listQuery(filter: StocksFilter): string {
  const params = new URLSearchParams({ page: String(filter.page), limit: String(STOCKS_PAGE_SIZE) });
  if (filter.q) params.set('q', filter.q);
  if (filter.status !== 'all') params.set('status', filter.status);
  return params.toString();
}

export type StockUpdate = { symbol: string; body: TUpdateStockRequest };

export const stocksApi = {
  list: (filter: StocksFilter, signal?: AbortSignal) =>
    apiFetch<TListAdminStocksData>(`${BASE}?${listQuery(filter)}`, { signal }),
  update: ({ symbol, body }: StockUpdate) =>
    apiFetch<TAdminStock>(`${BASE}/${encodeURIComponent(symbol)}`, { method: 'PATCH', body }),
  listCodeChanges: (signal?: AbortSignal) =>
    apiFetch<TListCodeChangesData>(`${BASE}/code-changes`, { signal }),
  createCodeChange: (body: TCreateCodeChangeRequest) =>
    apiFetch<TCreateCodeChangeData>(`${BASE}/code-changes`, { method: 'POST', body }),
};

/** By code; `q` matches a code, a former code or a name. */
export function useAdminStocks(filter: StocksFilter) {
  return useQuery({
    queryKey: stocksKeys.list(filter),
    queryFn: ({ signal }) => stocksApi.list(filter, signal),
    placeholderData: keepPreviousData,
  });
}

/** Newest first. */
export function useCodeChanges() {
  return useQuery({
    queryKey: stocksKeys.codeChanges,
    queryFn: ({ signal }) => stocksApi.listCodeChanges(signal),
  });
}

/** Besides the admin list, cached searches and screens carry a stock's name and delisting date. */
export function useUpdateStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: stocksApi.update,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: stocksKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['market'] }),
      ]),
  });
}

/**
 * A code change moves the old code's stored history (bars, trades, ownership, corporate actions,
 * watchlists…) under the new one, so every cached admin list, market answer and watchlist is stale.
 */
export function useCreateCodeChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: stocksApi.createCodeChange,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin-market-data'] }),
        queryClient.invalidateQueries({ queryKey: ['market'] }),
        queryClient.invalidateQueries({ queryKey: ['me', 'watchlist'] }),
      ]),
  });
}
