import { CalendarClock, Crown, Receipt, XCircle } from 'lucide-react';
import type { TSubscription } from '@pantau/contracts';
import { formatDate } from '@/lib/format';
import { describeSubscription, expiresInLabel } from '@/lib/subscription-display';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';

/** Current Subscription (spec §2, §4): plan, Active badge, days left, end date; or the Free Plan. */
export function CurrentSubscriptionCard({
  subscription,
  cancelling,
  onManageBilling,
  onCancel,
}: {
  subscription: TSubscription | undefined;
  cancelling: boolean;
  onManageBilling: () => void;
  onCancel: () => void;
}) {
  const display = describeSubscription(subscription);
  const active = display.state === 'active';
  const canCancel = active && !display.cancelled && subscription?.is_trial === false;

  return (
    <Card className="flex flex-col">
      <CardHeader>
        <CardTitle>Current Subscription</CardTitle>
        <CardDescription>Every plan gives full access to all features.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-5">
        <div className="flex items-start gap-4 rounded-lg border border-border bg-surface-muted p-4">
          <span className="grid size-11 shrink-0 place-items-center rounded-lg bg-primary-soft text-primary">
            <Crown className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0 flex-1 space-y-1">
            <div className="flex flex-wrap items-center gap-2">
              <p className="text-xl font-semibold tracking-tight" data-testid="current-plan-name">
                {display.planName}
              </p>
              {active ? (
                display.cancelled ? (
                  <Badge tone="muted">Cancelled</Badge>
                ) : (
                  <Badge tone="up">Active</Badge>
                )
              ) : display.state === 'expired' ? (
                <Badge tone="down">Expired</Badge>
              ) : null}
            </div>
            {active ? (
              <>
                <p className="text-sm font-medium">{expiresInLabel(display.daysLeft)}</p>
                {display.endDate ? (
                  <p className="flex items-start gap-1.5 text-sm text-muted">
                    <CalendarClock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                    <span>
                      {display.cancelled ? 'Akses hingga ' : 'Berlaku hingga '}
                      <span data-testid="current-plan-end">{formatDate(display.endDate)}</span>
                    </span>
                  </p>
                ) : null}
                {display.cancelled ? (
                  <p className="text-xs text-muted">
                    Tidak diperpanjang; akses tetap sampai periode berakhir.
                  </p>
                ) : null}
              </>
            ) : display.state === 'expired' ? (
              <p className="text-sm font-medium text-down">Subscription expired</p>
            ) : (
              <p className="text-sm text-muted">No active subscription</p>
            )}
          </div>
        </div>
        <div className="mt-auto flex flex-wrap gap-2">
          <Button variant="outline" onClick={onManageBilling}>
            <Receipt className="size-4" aria-hidden="true" /> Manage Billing
          </Button>
          {canCancel ? (
            <Button
              variant="ghost"
              className="text-down hover:bg-down/10"
              onClick={onCancel}
              disabled={cancelling}
            >
              <XCircle className="size-4" aria-hidden="true" /> Cancel Subscription
            </Button>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
