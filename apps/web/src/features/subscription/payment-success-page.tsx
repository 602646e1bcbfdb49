import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '@/app/session';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { subscriptionKeys } from '@/lib/subscription-status';
import { Alert } from '@/ui/alert';
import { Badge } from '@/ui/badge';
import { buttonClasses } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { OrderFacts, PaymentResultCard } from './payment-result-card';
import { transactionStatusDisplay } from './transaction-status';
import { useOrder } from './use-order';

/** /subscription/success: what the server says about the order (the URL only names it). */
export function PaymentSuccessPage() {
  const [searchParams] = useSearchParams();
  const orderId = searchParams.get('order_id');
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const order = useOrder({ orderId, enabled: signedIn && orderId !== null, confirm: true });

  const transaction = order.data?.transaction;
  const subscription = order.data?.subscription;
  const status = transaction ? transactionStatusDisplay(transaction.status) : null;
  const paid = transaction?.status === 'paid';

  // Once the server confirms the payment, every place showing the plan reads it again.
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!paid) return;
    void queryClient.invalidateQueries({ queryKey: subscriptionKeys.status });
    void queryClient.invalidateQueries({ queryKey: ['subscription', 'payment-activity'] });
  }, [paid, queryClient]);

  return (
    <PaymentResultCard
      tone="up"
      icon={<CircleCheck aria-hidden="true" />}
      title="Payment Successful"
      description={
        paid
          ? 'Terima kasih! Subscription Anda telah diaktifkan.'
          : 'Terima kasih! Kami sedang mengonfirmasi pembayaran Anda.'
      }
      actions={
        <>
          <Link to="/subscription" className={buttonClasses({ variant: 'outline' })}>
            View Subscription
          </Link>
          <Link to="/dashboard" className={buttonClasses()}>
            Go to Dashboard
          </Link>
        </>
      }
    >
      {session.status === 'loading' || (order.isPending && order.fetchStatus !== 'idle') ? (
        <div className="grid place-items-center py-4">
          <Spinner className="size-6" />
        </div>
      ) : !signedIn ? (
        <Alert tone="info">Sign in to see your plan and its validity.</Alert>
      ) : order.isError ? (
        <Alert tone="danger" title="Could not load this order">
          {errorMessage(order.error)}
        </Alert>
      ) : transaction && status ? (
        <OrderFacts
          rows={[
            ['Plan', transaction.subscriptions.plan_name],
            [
              'Status',
              <Badge tone={status.tone} key="status">
                <span data-testid="order-status">{status.label}</span>
              </Badge>,
            ],
            [
              'Valid until',
              paid && subscription?.end_date ? (
                <span data-testid="valid-until">{formatDate(subscription.end_date)}</span>
              ) : (
                '-'
              ),
            ],
            ['Order ID', <span className="font-mono text-xs break-all">{transaction.order_id}</span>],
          ]}
        />
      ) : (
        <Alert tone="info">Your subscription page shows the status of every order.</Alert>
      )}
    </PaymentResultCard>
  );
}
