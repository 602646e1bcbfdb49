import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAlert,
  TCreateAlertRequest,
  TRunScreenData,
  TRunScreenRequest,
  TSavedScreen,
  TSaveScreenRequest,
} from '@pantau/contracts';
import { apiFetch } from '@/lib/api';

export const screensKeys = { list: ['screens', 'list'] as const };

const screenPath = (id: string) => `/screens/${encodeURIComponent(id)}`;

export const screensApi = {
  run: (body: TRunScreenRequest) => apiFetch<TRunScreenData>('/screens/run', { body }),
  list: (signal?: AbortSignal) => apiFetch<{ screens: TSavedScreen[] }>('/screens', { signal }),
  create: (body: TSaveScreenRequest) => apiFetch<TSavedScreen>('/screens', { body }),
  update: ({ id, body }: { id: string; body: TSaveScreenRequest }) =>
    apiFetch<TSavedScreen>(screenPath(id), { method: 'PUT', body }),
  remove: (id: string) => apiFetch<{ deleted: true }>(screenPath(id), { method: 'DELETE' }),
  createAlert: (body: TCreateAlertRequest) => apiFetch<TAlert>('/alerts', { body }),
};

/**
 * A mutation, not a query: a run is asked for (Run, or a screen opened) rather than kept in step
 * with the builder, and Run again must ask the server again.
 */
export function useRunScreen() {
  return useMutation({ mutationFn: screensApi.run });
}

export function useSavedScreens() {
  return useQuery({ queryKey: screensKeys.list, queryFn: ({ signal }) => screensApi.list(signal) });
}

function useListChange<T, V>(mutationFn: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: screensKeys.list }),
  });
}

export const useCreateScreen = () => useListChange(screensApi.create);
export const useUpdateScreen = () => useListChange(screensApi.update);
export const useDeleteScreen = () => useListChange(screensApi.remove);

export function useCreateAlert() {
  return useMutation({ mutationFn: screensApi.createAlert });
}
