import { Clock, CreditCard, X } from 'lucide-react';
import type { TTransaction } from '@pantau/contracts';
import { formatDateTime, formatRupiah } from '@/lib/format';
import { durationLabel } from '@/lib/plan-duration';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { isMethodChosen, paymentMethodLabel } from './payment-method-label';
import { PENDING_BANNER_ID } from './use-payment-flow';

/** The unpaid order that blocks new ones (spec §4): pay it, or cancel it once a method is chosen. */
export function PendingTransactionBanner({
  transaction,
  continuing,
  cancelling,
  onContinue,
  onCancel,
}: {
  transaction: TTransaction;
  continuing: boolean;
  cancelling: boolean;
  onContinue: () => void;
  onCancel: () => void;
}) {
  const chosen = isMethodChosen(transaction.payment_method);
  const hintId = `${PENDING_BANNER_ID}-hint`;
  return (
    <section
      id={PENDING_BANNER_ID}
      aria-label="Pending transaction"
      className="flex scroll-mt-24 flex-col gap-4 rounded-xl border border-accent/40 bg-accent-soft p-4 sm:p-5 lg:flex-row lg:items-center"
    >
      <div className="flex min-w-0 flex-1 gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-accent/15 text-accent">
          <Clock className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 space-y-1">
          <p className="flex flex-wrap items-center gap-2 font-semibold">
            Transaksi belum dibayar <Badge tone="pending">UNPAID</Badge>
          </p>
          <p className="text-sm text-fg/85">
            {transaction.subscriptions.plan_name} · {durationLabel(transaction.subscriptions.plan_duration)} ·{' '}
            <span className="font-medium">{formatRupiah(transaction.amount)}</span>
          </p>
          <p id={hintId} className="flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-muted">
            <span className="inline-flex items-center gap-1">
              <CreditCard className="size-3.5" aria-hidden="true" />
              {chosen ? paymentMethodLabel(transaction.payment_method) : 'Metode pembayaran belum dipilih'}
            </span>
            <span>Bayar sebelum {formatDateTime(transaction.expiry_time)}</span>
            <span className="font-mono" data-testid="pending-order-id">
              {transaction.order_id}
            </span>
          </p>
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button onClick={onContinue} disabled={continuing}>
          {continuing ? <Spinner className="size-4 text-current" label="Preparing payment" /> : null}
          {chosen ? 'Lanjut Bayar' : 'Pilih & Bayar'}
        </Button>
        <Button
          variant="outline"
          onClick={onCancel}
          disabled={!chosen || cancelling}
          title={
            chosen ? undefined : 'Pilih metode pembayaran dulu; transaksi tanpa metode kedaluwarsa sendiri.'
          }
          aria-describedby={hintId}
        >
          <X className="size-4" aria-hidden="true" /> Cancel
        </Button>
      </div>
    </section>
  );
}
