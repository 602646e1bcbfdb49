import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Clock, RefreshCw } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { SUBSCRIPTION_MESSAGES } from '@pantau/contracts';
import { useSession } from '@/app/session';
import { errorMessage } from '@/lib/api';
import { formatDate, formatRupiah } from '@/lib/format';
import { subscriptionKeys } from '@/lib/subscription-status';
import { Alert } from '@/ui/alert';
import { Badge } from '@/ui/badge';
import { Button, buttonClasses } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { OrderFacts, PaymentResultCard } from './payment-result-card';
import { subscriptionApi } from './subscription-api';
import { transactionStatusDisplay } from './transaction-status';
import { useOrder, type OrderView } from './use-order';

const NEXT_STEPS = [
  'Konfirmasi dari bank atau penyedia pembayaran biasanya membutuhkan 1-2 jam.',
  'Subscription Anda aktif otomatis setelah pembayaran dikonfirmasi.',
  'Email konfirmasi dikirim ke alamat email akun Anda.',
  'Hubungi support jika status belum berubah setelah 24 jam.',
];

function CheckResult({ view }: { view: OrderView }) {
  const { transaction, subscription } = view;
  if (transaction.status === 'paid') {
    return (
      <Alert tone="success" title="Pembayaran berhasil dikonfirmasi">
        {SUBSCRIPTION_MESSAGES.paymentSuccess}
        {subscription.end_date ? ` Berlaku hingga ${formatDate(subscription.end_date)}.` : ''}{' '}
        <Link
          to={`/subscription/success?order_id=${encodeURIComponent(transaction.order_id)}`}
          className="font-medium text-primary hover:underline"
        >
          Lihat detail
        </Link>
      </Alert>
    );
  }
  if (transaction.status === 'pending') {
    return <Alert tone="info">{SUBSCRIPTION_MESSAGES.paymentPending}</Alert>;
  }
  return (
    <Alert tone="danger" title={`Status: ${transactionStatusDisplay(transaction.status).label}`}>
      Pembayaran ini tidak dapat diselesaikan. Silakan buat order baru dari halaman subscription.
    </Alert>
  );
}

/** /subscription/pending: the order waiting for confirmation, and a way to ask again. */
export function PaymentPendingPage() {
  const [searchParams] = useSearchParams();
  const orderId = searchParams.get('order_id');
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const order = useOrder({ orderId, enabled: signedIn, confirm: false });
  const queryClient = useQueryClient();
  const queryKey = [...subscriptionKeys.order(orderId ?? 'open'), 'read'];

  const check = useMutation({
    mutationFn: (id: string) => subscriptionApi.checkStatus(id),
    onSuccess: (view) => {
      queryClient.setQueryData(queryKey, view);
      void queryClient.invalidateQueries({ queryKey: subscriptionKeys.status });
    },
  });

  const transaction = order.data?.transaction;
  const status = transaction ? transactionStatusDisplay(transaction.status) : null;

  return (
    <PaymentResultCard
      tone="pending"
      icon={<Clock aria-hidden="true" />}
      title="Payment Pending"
      description="Kami sedang menunggu konfirmasi dari bank atau penyedia pembayaran Anda."
      actions={
        <>
          <Link to="/subscription" className={buttonClasses({ variant: 'outline' })}>
            View Subscription
          </Link>
          <Button
            onClick={() => transaction && check.mutate(transaction.order_id)}
            disabled={!transaction || check.isPending}
          >
            {check.isPending ? (
              <Spinner className="size-4 text-current" label="Checking" />
            ) : (
              <RefreshCw className="size-4" aria-hidden="true" />
            )}
            Periksa Status Pembayaran
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        {session.status === 'loading' || (order.isPending && order.fetchStatus !== 'idle') ? (
          <div className="grid place-items-center py-4">
            <Spinner className="size-6" />
          </div>
        ) : !signedIn ? (
          <Alert tone="info">Sign in to see this order and check its status.</Alert>
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
              ['Amount', formatRupiah(transaction.amount)],
              ['Order ID', <span className="font-mono text-xs break-all">{transaction.order_id}</span>],
            ]}
          />
        ) : (
          <Alert tone="info">Tidak ada transaksi yang menunggu pembayaran.</Alert>
        )}
        {check.isError ? <Alert tone="danger">{errorMessage(check.error)}</Alert> : null}
        {check.data ? <CheckResult view={check.data} /> : null}
        <div className="space-y-2">
          <p className="text-sm font-semibold">Langkah selanjutnya</p>
          <ol className="list-decimal space-y-1.5 pl-5 text-sm text-muted">
            {NEXT_STEPS.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
      </div>
    </PaymentResultCard>
  );
}
