import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAdminBroker, TListAdminBrokersData, TUpdateBrokerRequest } from '@pantau/contracts';
import { apiFetch } from '@/lib/api';

export const brokersKeys = {
  all: ['admin-market-data', 'brokers'] as const,
};

const BASE = '/admin/brokers';

export type BrokerUpdate = { code: string; body: TUpdateBrokerRequest };

export const brokersApi = {
  list: (signal?: AbortSignal) => apiFetch<TListAdminBrokersData>(BASE, { signal }),
  update: ({ code, body }: BrokerUpdate) =>
    apiFetch<TAdminBroker>(`${BASE}/${encodeURIComponent(code)}`, { method: 'PATCH', body }),
};

/** Every broker by code, retired ones included. */
export function useAdminBrokers() {
  return useQuery({ queryKey: brokersKeys.all, queryFn: ({ signal }) => brokersApi.list(signal) });
}

/**
 * Besides the admin list, every cached market answer is marked stale: the directory, rankings,
 * inventories and searches all carry a broker's name, group or colour.
 */
export function useUpdateBroker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: brokersApi.update,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: brokersKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['market'] }),
      ]),
  });
}
