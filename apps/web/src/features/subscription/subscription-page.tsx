import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { SUBSCRIPTION_MESSAGES } from '@pantau/contracts';
import { errorMessage } from '@/lib/api';
import { useSubscriptionStatus } from '@/lib/subscription-status';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { useConfirm } from '@/ui/confirm-dialog';
import { PageHeader } from '@/ui/page-header';
import { toast } from '@/ui/toaster';
import { CurrentSubscriptionCard } from './current-subscription-card';
import { PaymentHistoryCard, PAYMENT_HISTORY_ID } from './payment-history-card';
import { cancelSubscriptionErrorMessage } from './payment-messages';
import { PaymentMethodsCard } from './payment-methods-card';
import { PendingTransactionBanner } from './pending-transaction-banner';
import { PlanCards } from './plan-cards';
import { subscriptionApi, usePaymentMethods, usePlans, useRefreshSubscription } from './subscription-api';
import { SubscriptionFaq } from './subscription-faq';
import { usePaymentFlow } from './use-payment-flow';

/** /subscription: current plan, the unpaid order if any, plan choice, payment history, FAQ. */
export function SubscriptionPage() {
  const status = useSubscriptionStatus();
  const plans = usePlans();
  const methods = usePaymentMethods();
  const refresh = useRefreshSubscription();
  const confirm = useConfirm();
  const [historyPage, setHistoryPage] = useState(1);
  const [refreshing, setRefreshing] = useState(false);
  const [cancellingSubscription, setCancellingSubscription] = useState(false);

  const serverPending = status.data?.pending_transaction ?? null;
  const flow = usePaymentFlow({ hasPendingTransaction: serverPending !== null });
  const pending = serverPending && serverPending.id !== flow.dismissedPendingId ? serverPending : null;

  const refreshStatus = async () => {
    setRefreshing(true);
    try {
      // Ask the gateway about the open order first, so a payment made elsewhere shows up now.
      if (pending) await subscriptionApi.checkStatus(pending.order_id).catch(() => undefined);
      await refresh();
      toast.success(SUBSCRIPTION_MESSAGES.statusRefreshed);
    } finally {
      setRefreshing(false);
    }
  };

  const cancelSubscription = async () => {
    const yes = await confirm({
      title: 'Cancel Subscription?',
      description:
        'Your plan will not renew. You keep full access until the end of the current billing period.',
      confirmText: 'Ya, batalkan',
      destructive: true,
    });
    if (!yes) return;
    setCancellingSubscription(true);
    try {
      await subscriptionApi.cancelSubscription('Cancelled from the subscription page');
      toast.success(SUBSCRIPTION_MESSAGES.subscriptionCancelled);
    } catch (error) {
      toast.error(cancelSubscriptionErrorMessage(error));
    } finally {
      setCancellingSubscription(false);
      void refresh();
    }
  };

  const cancelPending = async () => {
    if (!pending) return;
    const yes = await confirm({
      title: 'Batalkan transaksi?',
      description: 'Transaksi yang belum dibayar ini akan dibatalkan dan Anda dapat membuat order baru.',
      destructive: true,
    });
    if (yes) await flow.cancelPending(pending);
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title="Subscription"
        description="Your current plan, plan choices and payment history. Every plan gives full access to all features."
        actions={
          <Button variant="outline" onClick={() => void refreshStatus()} disabled={refreshing}>
            <RefreshCw className={refreshing ? 'size-4 animate-spin' : 'size-4'} aria-hidden="true" /> Refresh
            Status
          </Button>
        }
      />

      {status.isError ? (
        <Alert tone="danger" title="Could not load your subscription">
          {errorMessage(status.error)}{' '}
          <button
            type="button"
            className="font-medium text-primary hover:underline"
            onClick={() => void status.refetch()}
          >
            Try again
          </button>
        </Alert>
      ) : null}

      {pending ? (
        <PendingTransactionBanner
          transaction={pending}
          continuing={flow.continuing}
          cancelling={flow.cancellingPending}
          onContinue={() => void flow.continuePayment(pending)}
          onCancel={() => void cancelPending()}
        />
      ) : null}

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <CurrentSubscriptionCard
            subscription={status.data?.subscription}
            cancelling={cancellingSubscription}
            onManageBilling={() =>
              document
                .getElementById(PAYMENT_HISTORY_ID)
                ?.scrollIntoView({ behavior: 'smooth', block: 'start' })
            }
            onCancel={() => void cancelSubscription()}
          />
        </div>
        <PaymentMethodsCard methods={methods.data?.methods} />
      </div>

      <PlanCards
        plans={plans.data?.plans}
        busyPlanId={flow.busyPlanId}
        onSubscribe={(plan) => void flow.subscribe(plan)}
        error={plans.isError ? errorMessage(plans.error) : undefined}
      />

      <PaymentHistoryCard page={historyPage} onPageChange={setHistoryPage} />

      <SubscriptionFaq />
    </div>
  );
}
