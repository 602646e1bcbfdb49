import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import type { TProfile } from '@pantau/contracts';
import { formatDate } from '@/lib/format';
import { describeSubscription, expiresInLabel, type SubscriptionDisplay } from '@/lib/subscription-display';
import { useSubscriptionStatus } from '@/lib/subscription-status';
import { Badge } from '@/ui/badge';
import { buttonClasses } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';

/**
 * The member's plan as the subscription service reports it (trial, plan, end date); staff and
 * a failed lookup fall back to what GET /api/me says.
 */
export function useProfileSubscription(profile: TProfile): SubscriptionDisplay {
  const isMember = profile.role === 'user';
  const status = useSubscriptionStatus({ enabled: isMember });
  if (isMember && status.data) return describeSubscription(status.data.subscription);
  const active = profile.subscriptionStatus === 'active';
  return {
    state: active ? 'active' : 'none',
    hasAccess: active,
    cancelled: false,
    planName: profile.subscriptionPlan,
    daysLeft: 0,
    endDate: null,
  };
}

export function SubscriptionStatusCard({ profile }: { profile: TProfile }) {
  const display = useProfileSubscription(profile);
  const active = display.state === 'active';
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <CardTitle>Subscription Status</CardTitle>
        <CardDescription>Every plan gives full access to all features.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        <div className="flex items-center justify-between gap-3 rounded-lg border border-border bg-surface-muted p-4">
          <div>
            <p className="text-sm text-muted">Plan</p>
            <p className="text-lg font-semibold">{display.planName}</p>
          </div>
          {active ? (
            <Badge tone={display.cancelled ? 'muted' : 'up'}>
              {display.cancelled ? 'Cancelled' : 'Active'}
            </Badge>
          ) : display.state === 'expired' ? (
            <Badge tone="down">Expired</Badge>
          ) : (
            <Badge tone="muted">Inactive</Badge>
          )}
        </div>
        {active ? (
          <p className="text-sm text-muted">
            {display.endDate
              ? `${expiresInLabel(display.daysLeft)} · valid until ${formatDate(display.endDate)}`
              : profile.subscriptionEndDate
                ? `Valid until ${profile.subscriptionEndDate}`
                : 'Active subscription'}
          </p>
        ) : display.state === 'expired' ? (
          <p className="text-sm font-medium text-down">Subscription expired</p>
        ) : (
          <p className="text-sm text-muted">No active subscription</p>
        )}
        <Link to="/subscription" className={buttonClasses({ className: 'mt-auto w-full' })}>
          <Sparkles className="size-4" aria-hidden="true" /> {active ? 'Manage Subscription' : 'Upgrade'}
        </Link>
      </CardContent>
    </Card>
  );
}
