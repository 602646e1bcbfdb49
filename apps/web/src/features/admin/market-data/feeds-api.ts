import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TFeed, TFeedKind, TListFeedsData, TRunFeedData, TUpdateFeedRequest } from '@pantau/contracts';
import { apiFetch } from '@/lib/api';

export const feedsKey = ['admin', 'market-data', 'feeds'] as const;

export const feedsApi = {
  list: (signal?: AbortSignal) => apiFetch<TListFeedsData>('/admin/market-data/feeds', { signal }),
  save: (kind: TFeedKind, body: TUpdateFeedRequest) =>
    apiFetch<TFeed>(`/admin/market-data/feeds/${kind}`, { method: 'PUT', body }),
  reset: (kind: TFeedKind) => apiFetch<TFeed>(`/admin/market-data/feeds/${kind}`, { method: 'DELETE' }),
  run: (kind: TFeedKind) =>
    apiFetch<TRunFeedData>(`/admin/market-data/feeds/${kind}/run`, { method: 'POST', body: {} }),
};

/** While a fetch runs the list is polled so its outcome shows up; otherwise once a minute. */
export function useFeeds() {
  return useQuery({
    queryKey: feedsKey,
    queryFn: ({ signal }) => feedsApi.list(signal),
    staleTime: 30_000,
    refetchInterval: (query) =>
      query.state.data?.feeds.some((feed) => feed.last_attempt?.outcome === 'running') ? 2_000 : 60_000,
  });
}

/** The server's answer for one feed replaces it in the list. */
function showFeed(queryClient: QueryClient, answer: TFeed) {
  queryClient.setQueryData<TListFeedsData>(feedsKey, (old) =>
    old ? { ...old, feeds: old.feeds.map((feed) => (feed.kind === answer.kind ? answer : feed)) } : old,
  );
}

export function useSaveFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, body }: { kind: TFeedKind; body: TUpdateFeedRequest }) => feedsApi.save(kind, body),
    onSuccess: (saved) => showFeed(queryClient, saved),
  });
}

/** Drops the settings saved here; the answer is the feed as the environment sets it. */
export function useResetFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: TFeedKind) => feedsApi.reset(kind),
    onSuccess: (restored) => showFeed(queryClient, restored),
  });
}

export function useRunFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: TFeedKind) => feedsApi.run(kind),
    // The fetch runs in the background: the list shows it as running, then its outcome.
    onSettled: () => queryClient.invalidateQueries({ queryKey: feedsKey }),
  });
}
