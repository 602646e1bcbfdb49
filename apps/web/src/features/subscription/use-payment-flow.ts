import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { SUBSCRIPTION_MESSAGES, type TPlan, type TTransaction } from '@pantau/contracts';
import { toast } from '@/ui/toaster';
import {
  cancelPendingErrorMessage,
  continuePaymentError,
  createOrderErrorMessage,
  isPendingBlock,
} from './payment-messages';
import { currentSnap, loadSnap, type SnapResult } from './snap-loader';
import { subscriptionApi, useRefreshSubscription, useSnapConfig } from './subscription-api';

/**
 * The payment flow's notices appear at the top: at the bottom right (the app's default) they would
 * cover the plan buttons of the last card, the one a member has just pressed or will press next.
 */
const AWAY_FROM_PLANS = { position: 'top-center' } as const;

/** Spec §9: refresh 1 s after a popup result, 3 s after reopening a payment; scroll after 500 ms. */
export const REFRESH_AFTER_RESULT_MS = 1000;
export const REFRESH_AFTER_CONTINUE_MS = 3000;
export const PENDING_SCROLL_DELAY_MS = 500;
export const PENDING_BANNER_ID = 'pending-transaction';

type Order = { transactionId: string; orderId: string };

/**
 * The subscribe / continue / cancel-pending flow of spec §4 around the Snap popup. Popup
 * callbacks are hints (toasts, a refresh); the server's status decides what the member has.
 */
export function usePaymentFlow({ hasPendingTransaction }: { hasPendingTransaction: boolean }) {
  const navigate = useNavigate();
  const refresh = useRefreshSubscription();
  const snapConfig = useSnapConfig();
  const [inProgress, setInProgress] = useState(false);
  const [busyPlanId, setBusyPlanId] = useState<string | null>(null);
  const [continuing, setContinuing] = useState(false);
  // Not cleared on unmount on purpose: the success callback navigates away at once, and the
  // refresh it schedules must still reach the shared cache (profile button, subscription page).
  const later = useCallback((delayMs: number, run: () => void) => {
    window.setTimeout(run, delayMs);
  }, []);

  // Load the gateway script as soon as we know where it lives, so Subscribe opens at once.
  const config = snapConfig.data;
  useEffect(() => {
    if (config) void loadSnap(config);
  }, [config]);

  // Once the server no longer has an unpaid order, nothing is in progress any more.
  useEffect(() => {
    if (!hasPendingTransaction) setInProgress(false);
  }, [hasPendingTransaction]);

  const resolveSnap = useCallback(async () => {
    const ready = currentSnap();
    if (ready) return ready;
    const known = config ?? (await snapConfig.refetch()).data;
    return known ? loadSnap(known) : null;
  }, [config, snapConfig]);

  const recordPaymentType = useCallback((order: Order, result: SnapResult) => {
    const type = result.payment_type;
    if (!type || !/^[a-z0-9_]+$/.test(type)) return Promise.resolve();
    // A hint for the pending banner only: the notification's value wins. Never sent after a success,
    // since a settled order already carries the notified type and refuses the hint with a 409.
    return subscriptionApi.updatePaymentMethod(order.transactionId, type).then(
      () => undefined,
      () => undefined,
    );
  }, []);

  const openPopup = useCallback(
    (snap: NonNullable<ReturnType<typeof currentSnap>>, token: string, order: Order) => {
      snap.pay(token, {
        onSuccess: () => {
          toast.success(SUBSCRIPTION_MESSAGES.paymentSuccess, AWAY_FROM_PLANS);
          setInProgress(false);
          later(REFRESH_AFTER_RESULT_MS, () => void refresh());
          navigate(`/subscription/success?order_id=${encodeURIComponent(order.orderId)}`);
        },
        onPending: (result) => {
          toast.info(SUBSCRIPTION_MESSAGES.paymentPending, AWAY_FROM_PLANS);
          setInProgress(true);
          void recordPaymentType(order, result).then(() => refresh());
          later(REFRESH_AFTER_RESULT_MS, () => void refresh());
        },
        onError: () => {
          toast.error(SUBSCRIPTION_MESSAGES.paymentFailed, AWAY_FROM_PLANS);
          setInProgress(false);
          later(REFRESH_AFTER_RESULT_MS, () => void refresh());
        },
        onClose: () => {
          toast.info(SUBSCRIPTION_MESSAGES.paymentClosed, AWAY_FROM_PLANS);
          setInProgress(false);
          void refresh();
        },
      });
    },
    [later, navigate, recordPaymentType, refresh],
  );

  const scrollToPendingBanner = useCallback(() => {
    later(PENDING_SCROLL_DELAY_MS, () =>
      document.getElementById(PENDING_BANNER_ID)?.scrollIntoView({ behavior: 'smooth', block: 'center' }),
    );
  }, [later]);

  const subscribe = useCallback(
    async (plan: TPlan) => {
      if (inProgress) {
        toast.warning(SUBSCRIPTION_MESSAGES.paymentInProgress, AWAY_FROM_PLANS);
        return;
      }
      if (busyPlanId) return;
      setBusyPlanId(plan.id);
      try {
        const snap = await resolveSnap();
        if (!snap) {
          toast.error(SUBSCRIPTION_MESSAGES.gatewayMissing, AWAY_FROM_PLANS);
          return;
        }
        let order;
        try {
          order = await subscriptionApi.createOrder(plan.id);
        } catch (error) {
          toast.error(createOrderErrorMessage(error), AWAY_FROM_PLANS);
          if (isPendingBlock(error)) {
            void refresh();
            scrollToPendingBanner();
          }
          return;
        }
        void refresh();
        openPopup(snap, order.snapToken, { transactionId: order.transactionId, orderId: order.orderId });
      } finally {
        setBusyPlanId(null);
      }
    },
    [busyPlanId, inProgress, openPopup, refresh, resolveSnap, scrollToPendingBanner],
  );

  /** 'Lanjut Bayar' / 'Pilih & Bayar': a fresh token for the same order, the popup again. */
  const continuePayment = useCallback(
    async (transaction: TTransaction) => {
      if (continuing) return;
      setContinuing(true);
      try {
        let answer;
        try {
          answer = await subscriptionApi.regenerateSnapToken(transaction.id);
        } catch (error) {
          const { message, expired } = continuePaymentError(error);
          toast.error(message, AWAY_FROM_PLANS);
          if (expired) void refresh();
          return;
        }
        const order = { transactionId: transaction.id, orderId: answer.orderId };
        const snap = await resolveSnap();
        if (snap && answer.snapToken) {
          openPopup(snap, answer.snapToken, order);
        } else if (answer.paymentUrl) {
          // Spec §4's fallback: the gateway's own payment page in a new tab.
          window.open(answer.paymentUrl, '_blank', 'noopener');
        } else {
          toast.error(SUBSCRIPTION_MESSAGES.paymentUrlMissing, AWAY_FROM_PLANS);
          return;
        }
        later(REFRESH_AFTER_CONTINUE_MS, () => void refresh());
      } finally {
        setContinuing(false);
      }
    },
    [continuing, later, openPopup, refresh, resolveSnap],
  );

  const [cancellingPending, setCancellingPending] = useState(false);
  const [dismissedPendingId, setDismissedPendingId] = useState<string | null>(null);
  const cancelPending = useCallback(
    async (transaction: TTransaction) => {
      setCancellingPending(true);
      try {
        await subscriptionApi.cancelPending(transaction.id, 'Cancelled by the member');
        toast.success(SUBSCRIPTION_MESSAGES.pendingCancelled, AWAY_FROM_PLANS);
        setDismissedPendingId(transaction.id);
        setInProgress(false);
      } catch (error) {
        toast.error(cancelPendingErrorMessage(error), AWAY_FROM_PLANS);
      } finally {
        setCancellingPending(false);
        void refresh();
      }
    },
    [refresh],
  );

  return {
    inProgress,
    busyPlanId,
    continuing,
    cancellingPending,
    dismissedPendingId,
    subscribe,
    continuePayment,
    cancelPending,
  };
}
