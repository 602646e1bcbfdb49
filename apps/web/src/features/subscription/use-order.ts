import { useQuery } from '@tanstack/react-query';
import type { TCheckStatusData } from '@pantau/contracts';
import { fetchSubscriptionStatus, subscriptionKeys } from '@/lib/subscription-status';
import { subscriptionApi } from './subscription-api';

export type OrderView = TCheckStatusData;

/** While the gateway has not confirmed yet, look again every 2 s for about half a minute. */
const POLL_MS = 2000;
const POLL_LIMIT = 15;

/**
 * One of the member's orders as the server sees it, never as the URL claims. `confirm` asks the
 * gateway again (check-status, which applies what it says); otherwise the status list is read and
 * check-status is only the fallback for an order not in it. Without an order id: the open order.
 */
export function useOrder({
  orderId,
  enabled,
  confirm,
}: {
  orderId: string | null;
  enabled: boolean;
  confirm: boolean;
}) {
  return useQuery<OrderView | null>({
    queryKey: [...subscriptionKeys.order(orderId ?? 'open'), confirm ? 'confirmed' : 'read'],
    enabled,
    queryFn: async ({ signal }) => {
      if (orderId && confirm) return subscriptionApi.checkStatus(orderId);
      const status = await fetchSubscriptionStatus(signal);
      const transaction = orderId
        ? status.transactions.find((candidate) => candidate.order_id === orderId)
        : (status.pending_transaction ??
          status.transactions.find((candidate) => candidate.status === 'pending'));
      if (transaction) return { transaction, subscription: status.subscription };
      return orderId ? subscriptionApi.checkStatus(orderId) : null;
    },
    refetchInterval: (query) =>
      confirm &&
      query.state.data?.transaction.status === 'pending' &&
      query.state.dataUpdateCount < POLL_LIMIT
        ? POLL_MS
        : false,
  });
}
