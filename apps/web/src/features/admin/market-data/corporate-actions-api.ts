import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TCorporateAction,
  TCreateCorporateActionRequest,
  TListCorporateActionsData,
} from '@pantau/contracts';
import { apiFetch } from '@/lib/api';

export const CORPORATE_ACTIONS_PAGE_SIZE = 10;

export type CorporateActionsFilter = { symbol: string; page: number };

export const corporateActionsKeys = {
  all: ['admin-market-data', 'corporate-actions'] as const,
  list: (filter: CorporateActionsFilter) =>
    ['admin-market-data', 'corporate-actions', 'list', filter] as const,
};

const BASE = '/admin/corporate-actions';

function listQuery(filter: CorporateActionsFilter): string {
  const params = new URLSearchParams({
    page: String(filter.page),
    limit: String(CORPORATE_ACTIONS_PAGE_SIZE),
  });
  if (filter.symbol) params.set('symbol', filter.symbol);
  return params.toString();
}

export const corporateActionsApi = {
  list: (filter: CorporateActionsFilter, signal?: AbortSignal) =>
    apiFetch<TListCorporateActionsData>(`${BASE}?${listQuery(filter)}`, { signal }),
  create: (body: TCreateCorporateActionRequest) => apiFetch<TCorporateAction>(BASE, { method: 'POST', body }),
  remove: (id: string) => apiFetch<{ id: string }>(`${BASE}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
};

/** Newest ex-date first; an empty symbol lists every stock. */
export function useCorporateActions(filter: CorporateActionsFilter) {
  return useQuery({
    queryKey: corporateActionsKeys.list(filter),
    queryFn: ({ signal }) => corporateActionsApi.list(filter, signal),
    placeholderData: keepPreviousData,
  });
}

/**
 * Every cached list is refetched rather than patched: a new action lands wherever its ex-date
 * sorts, on whichever page and filter that is.
 */
function useRefreshLists() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: corporateActionsKeys.all });
}

export function useCreateCorporateAction() {
  const refresh = useRefreshLists();
  return useMutation({ mutationFn: corporateActionsApi.create, onSuccess: refresh });
}

export function useDeleteCorporateAction() {
  const refresh = useRefreshLists();
  return useMutation({ mutationFn: corporateActionsApi.remove, onSuccess: refresh });
}
