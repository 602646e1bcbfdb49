import type { TPaymentActivity } from '@pantau/contracts';
import { errorMessage } from '@/lib/api';
import { formatDateTime, formatRupiah } from '@/lib/format';
import { durationLabel } from '@/lib/plan-duration';
import { Alert } from '@/ui/alert';
import { Badge } from '@/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { pageCount } from '@/ui/page-window';
import { Pagination } from '@/ui/pagination';
import { Spinner } from '@/ui/spinner';
import { paymentMethodLabel } from './payment-method-label';
import { PAYMENT_HISTORY_PAGE_SIZE, usePaymentActivity } from './subscription-api';
import { transactionStatusDisplay } from './transaction-status';
import { ScrollRegion } from '@/ui/scroll-region';

export const PAYMENT_HISTORY_ID = 'payment-history';
const COLUMNS = ['No', 'Date', 'Status', 'Amount', 'Payment Method', 'Plan', 'Duration'];

function HistoryRow({ activity, number }: { activity: TPaymentActivity; number: number }) {
  const status = transactionStatusDisplay(activity.status);
  return (
    <tr className="align-middle">
      <td className="py-3 pr-4 text-muted tabular-nums">{number}</td>
      <td className="py-3 pr-4 whitespace-nowrap">{formatDateTime(activity.created_at)}</td>
      <td className="py-3 pr-4">
        <Badge tone={status.tone}>{status.label}</Badge>
      </td>
      <td className="py-3 pr-4 font-medium whitespace-nowrap tabular-nums">
        {formatRupiah(activity.amount)}
      </td>
      <td className="py-3 pr-4 whitespace-nowrap">
        {activity.amount === 0 ? '-' : paymentMethodLabel(activity.payment_method)}
      </td>
      <td className="py-3 pr-4 whitespace-nowrap">{activity.plan_name}</td>
      <td className="py-3 whitespace-nowrap">{durationLabel(activity.plan_duration)}</td>
    </tr>
  );
}

/** Payment History: 5 rows a page, up to 5 page buttons (spec §9), status colours per §4. */
export function PaymentHistoryCard({
  page,
  onPageChange,
}: {
  page: number;
  onPageChange: (page: number) => void;
}) {
  const activity = usePaymentActivity(page);
  const total = activity.data?.total ?? 0;
  const pages = pageCount(total, PAYMENT_HISTORY_PAGE_SIZE);
  const rows = activity.data?.activities ?? [];

  return (
    <Card id={PAYMENT_HISTORY_ID} className="scroll-mt-24">
      <CardHeader className="sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1.5">
          <CardTitle>Payment History</CardTitle>
          <CardDescription>
            {total > 0
              ? `${total} ${total === 1 ? 'transaction' : 'transactions'}`
              : 'Your orders and payments.'}
          </CardDescription>
        </div>
        {activity.isFetching && activity.data ? <Spinner className="size-4" label="Refreshing" /> : null}
      </CardHeader>
      <CardContent>
        {activity.isPending ? (
          <div className="grid min-h-32 place-items-center">
            <Spinner className="size-6" />
          </div>
        ) : activity.isError ? (
          <Alert tone="danger" title="Could not load your payment history">
            {errorMessage(activity.error)}
          </Alert>
        ) : rows.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border px-4 py-10 text-center text-sm text-muted">
            No payments yet.
          </p>
        ) : (
          <>
            <ScrollRegion label="Payment history" className="-mx-5 overflow-x-auto px-5 sm:-mx-6 sm:px-6">
              <table className="w-full min-w-[42rem] text-sm">
                <thead>
                  <tr className="border-b border-border text-left text-xs tracking-wide text-muted uppercase">
                    {COLUMNS.map((column) => (
                      <th key={column} scope="col" className="pr-4 pb-2.5 font-medium last:pr-0">
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-border">
                  {rows.map((row, index) => (
                    <HistoryRow
                      key={row.id}
                      activity={row}
                      number={(page - 1) * PAYMENT_HISTORY_PAGE_SIZE + index + 1}
                    />
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
            <div className="mt-4 flex flex-col items-center justify-between gap-3 sm:flex-row">
              <p className="text-xs text-muted">
                Page {page} of {Math.max(pages, 1)}
              </p>
              <Pagination
                page={page}
                totalPages={pages}
                onPageChange={onPageChange}
                label="Payment history pages"
              />
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
