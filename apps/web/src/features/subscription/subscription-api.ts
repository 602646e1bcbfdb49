import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type {
  TCancelPendingData,
  TCancelSubscriptionData,
  TCheckStatusData,
  TCreateOrderData,
  TGetSnapConfigData,
  TListPaymentActivityData,
  TListPaymentMethodsData,
  TListPlansData,
  TRegenerateSnapTokenData,
  TUpdatePaymentMethodData,
} from '@pantau/contracts';
import { apiFetch } from '@/lib/api';
import { subscriptionKeys } from '@/lib/subscription-status';

/** Payment History shows 5 rows a page (spec §9). */
export const PAYMENT_HISTORY_PAGE_SIZE = 5;

export const subscriptionApi = {
  listPlans: (signal?: AbortSignal) =>
    apiFetch<TListPlansData>('/subscription/plans', { signal, auth: false }),
  listPaymentMethods: (signal?: AbortSignal) =>
    apiFetch<TListPaymentMethodsData>('/subscription/payment-methods', { signal, auth: false }),
  getSnapConfig: (signal?: AbortSignal) =>
    apiFetch<TGetSnapConfigData>('/subscription/snap-config', { signal, auth: false }),
  createOrder: (planId: string) =>
    apiFetch<TCreateOrderData>('/subscription/create-order', { body: { planId, paymentMethod: 'snap' } }),
  cancelSubscription: (reason = '') =>
    apiFetch<TCancelSubscriptionData>('/subscription/cancel', { body: { reason } }),
  listPaymentActivity: (page: number, signal?: AbortSignal) =>
    apiFetch<TListPaymentActivityData>(
      `/subscription/payment-activity?limit=${PAYMENT_HISTORY_PAGE_SIZE}&offset=${(page - 1) * PAYMENT_HISTORY_PAGE_SIZE}`,
      { signal },
    ),
  checkStatus: (orderId: string) =>
    apiFetch<TCheckStatusData>('/subscription/check-status', { body: { orderId } }),
  regenerateSnapToken: (transactionId: string) =>
    apiFetch<TRegenerateSnapTokenData>('/subscription/regenerate-snap-token', { body: { transactionId } }),
  cancelPending: (transactionId: string, reason = '') =>
    apiFetch<TCancelPendingData>('/subscription/cancel-pending', { body: { transactionId, reason } }),
  updatePaymentMethod: (transactionId: string, paymentMethod: string) =>
    apiFetch<TUpdatePaymentMethodData>('/subscription/update-payment-method', {
      body: { transactionId, paymentMethod },
    }),
};

const STATIC_STALE_MS = 10 * 60_000;

export function usePlans() {
  return useQuery({
    queryKey: ['subscription', 'plans'],
    queryFn: ({ signal }) => subscriptionApi.listPlans(signal),
    staleTime: STATIC_STALE_MS,
  });
}

export function usePaymentMethods() {
  return useQuery({
    queryKey: ['subscription', 'payment-methods'],
    queryFn: ({ signal }) => subscriptionApi.listPaymentMethods(signal),
    staleTime: STATIC_STALE_MS,
  });
}

export function useSnapConfig() {
  return useQuery({
    queryKey: ['subscription', 'snap-config'],
    queryFn: ({ signal }) => subscriptionApi.getSnapConfig(signal),
    staleTime: Infinity,
  });
}

export function usePaymentActivity(page: number) {
  return useQuery({
    queryKey: subscriptionKeys.activity(page),
    queryFn: ({ signal }) => subscriptionApi.listPaymentActivity(page, signal),
    placeholderData: keepPreviousData,
  });
}

/** Refetches the subscription, its transactions and the payment history (and the profile's plan). */
export function useRefreshSubscription() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: subscriptionKeys.status }),
        queryClient.invalidateQueries({ queryKey: ['subscription', 'payment-activity'] }),
        queryClient.invalidateQueries({ queryKey: ['me'] }),
      ]).then(() => undefined),
    [queryClient],
  );
}
