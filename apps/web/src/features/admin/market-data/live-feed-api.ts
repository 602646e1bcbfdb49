import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCreatedIngestKey, TCreateIngestKeyRequest, TIngestKey, TLiveDay } from '@pantau/contracts';
import { apiFetch } from '@/lib/api';

/** How often the live days are asked again: a feed pushes a batch every few seconds while the market is open. */
const LIVE_DAYS_POLL_MS = 10_000;

export const liveFeedKeys = {
  ingestKeys: ['admin-market-data', 'ingest-keys'] as const,
  liveDays: ['admin-market-data', 'live-days'] as const,
};

const KEYS = '/admin/ingest-keys';

export const liveFeedApi = {
  listKeys: (signal?: AbortSignal) => apiFetch<TIngestKey[]>(KEYS, { signal }),
  createKey: (body: TCreateIngestKeyRequest) => apiFetch<TCreatedIngestKey>(KEYS, { method: 'POST', body }),
  revokeKey: (id: string) => apiFetch<TIngestKey>(`${KEYS}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  listLiveDays: (signal?: AbortSignal) => apiFetch<TLiveDay[]>('/admin/live-days', { signal }),
};

/** Newest first, revoked ones included. */
export function useIngestKeys() {
  return useQuery({
    queryKey: liveFeedKeys.ingestKeys,
    queryFn: ({ signal }) => liveFeedApi.listKeys(signal),
  });
}

export function useCreateIngestKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: liveFeedApi.createKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: liveFeedKeys.ingestKeys }),
  });
}

/** A 404 or 409 means another admin got there first, so the list is asked again whatever the answer. */
export function useRevokeIngestKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: liveFeedApi.revokeKey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: liveFeedKeys.ingestKeys }),
  });
}

/** Newest first; asked again every 10 s while the page is open (TanStack pauses it in a hidden tab). */
export function useLiveDays() {
  return useQuery({
    queryKey: liveFeedKeys.liveDays,
    queryFn: ({ signal }) => liveFeedApi.listLiveDays(signal),
    refetchInterval: LIVE_DAYS_POLL_MS,
  });
}
