import { useQuery } from '@tanstack/react-query';
import type { TGetSubscriptionStatusData } from '@pantau/contracts';
import { apiFetch } from './api';

/**
 * The signed-in member's subscription, shared by the subscription page, the profile cards and the
 * shell's profile button so every place reads one cached answer and refreshes together.
 */
export const subscriptionKeys = {
  all: ['subscription'] as const,
  status: ['subscription', 'status'] as const,
  activity: (page: number) => ['subscription', 'payment-activity', page] as const,
  order: (orderId: string) => ['subscription', 'order', orderId] as const,
};

export function fetchSubscriptionStatus(signal?: AbortSignal): Promise<TGetSubscriptionStatusData> {
  return apiFetch<TGetSubscriptionStatusData>('/subscription/status', { signal });
}

export function useSubscriptionStatus({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: subscriptionKeys.status,
    queryFn: ({ signal }) => fetchSubscriptionStatus(signal),
    enabled,
  });
}
