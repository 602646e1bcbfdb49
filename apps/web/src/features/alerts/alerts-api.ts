import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAlert,
  TAlertNotification,
  TAlertPlan,
  TAlertSettings,
  TCreateAlertRequest,
  TUpdateAlertRequest,
} from '@pantau/contracts';
import { apiFetch } from '@/lib/api';

export type AlertListData = { alerts: TAlert[]; plan: TAlertPlan };
export type NotificationPage = { notifications: TAlertNotification[]; unread: number; more: boolean };

/** The shell's bell shares these keys: marking notifications read must refresh its count. */
export const alertKeys = {
  list: ['alerts', 'list'] as const,
  notifications: ['alerts', 'notifications'] as const,
  history: ['alerts', 'notifications', 'history'] as const,
  latest: ['alerts', 'notifications', 'latest'] as const,
  unread: ['alerts', 'unread'] as const,
  settings: ['alerts', 'settings'] as const,
};

export const alertsApi = {
  list: (signal?: AbortSignal) => apiFetch<AlertListData>('/alerts', { signal }),
  create: (body: TCreateAlertRequest) => apiFetch<TAlert>('/alerts', { method: 'POST', body }),
  update: (id: string, body: TUpdateAlertRequest) =>
    apiFetch<TAlert>(`/alerts/${encodeURIComponent(id)}`, { method: 'PATCH', body }),
  remove: (id: string) =>
    apiFetch<{ deleted: true }>(`/alerts/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  notifications: (before: string | undefined, signal?: AbortSignal) =>
    apiFetch<NotificationPage>(
      `/alerts/notifications${before ? `?before=${encodeURIComponent(before)}` : ''}`,
      { signal },
    ),
  unread: (signal?: AbortSignal) => apiFetch<{ unread: number }>('/alerts/unread', { signal }),
  markRead: (ids?: string[]) =>
    apiFetch<unknown>('/alerts/notifications/read', { method: 'POST', body: ids ? { ids } : {} }),
  settings: (signal?: AbortSignal) => apiFetch<TAlertSettings>('/alerts/settings', { signal }),
  saveSettings: (body: TAlertSettings) =>
    apiFetch<TAlertSettings>('/alerts/settings', { method: 'PUT', body }),
  /** Needs no sign-in: the token in the email link says whose alert it is. */
  unsubscribe: (token: string) =>
    apiFetch<{ alertName: string }>(`/alerts/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: 'POST',
      auth: false,
    }),
};

export function useAlerts() {
  return useQuery({ queryKey: alertKeys.list, queryFn: ({ signal }) => alertsApi.list(signal) });
}

export function useCreateAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: alertsApi.create,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertKeys.list }),
  });
}

export function useUpdateAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: TUpdateAlertRequest & { id: string }) => alertsApi.update(id, body),
    // The switch shows its new state at once; the plan's active count follows with the refetch.
    onSuccess: (updated) =>
      queryClient.setQueryData<AlertListData>(alertKeys.list, (list) =>
        list
          ? { ...list, alerts: list.alerts.map((alert) => (alert.id === updated.id ? updated : alert)) }
          : list,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertKeys.list }),
  });
}

export function useDeleteAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: alertsApi.remove,
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertKeys.list }),
  });
}

export function useNotificationHistory() {
  return useInfiniteQuery({
    queryKey: alertKeys.history,
    queryFn: ({ pageParam, signal }) => alertsApi.notifications(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.more ? last.notifications.at(-1)?.id : undefined),
  });
}

/** The bell's popover asks afresh each time it opens. */
export function useLatestNotifications(count: number) {
  return useQuery({
    queryKey: alertKeys.latest,
    queryFn: ({ signal }) => alertsApi.notifications(undefined, signal),
    select: (page) => page.notifications.slice(0, count),
    staleTime: 0,
  });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: alertsApi.markRead,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: alertKeys.notifications }),
        queryClient.invalidateQueries({ queryKey: alertKeys.unread }),
      ]),
  });
}

export function useAlertSettings() {
  return useQuery({ queryKey: alertKeys.settings, queryFn: ({ signal }) => alertsApi.settings(signal) });
}

export function useSaveAlertSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: alertsApi.saveSettings,
    onSuccess: (saved) => queryClient.setQueryData(alertKeys.settings, saved),
  });
}
