import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import type { TProfile } from '@pantau/contracts';
import { buttonClasses } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';

/** Plan and status from GET /api/me; 'No active subscription' with an upgrade until one exists. */
export function SubscriptionStatusCard({ profile }: { profile: TProfile }) {
  const active = profile.subscriptionStatus === 'active';
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
            <p className="text-lg font-semibold">{profile.subscriptionPlan}</p>
          </div>
          <span
            className={
              active
                ? 'rounded-full bg-up/15 px-2.5 py-1 text-xs font-medium text-up'
                : 'rounded-full bg-border px-2.5 py-1 text-xs font-medium text-muted'
            }
          >
            {active ? 'Active' : 'Inactive'}
          </span>
        </div>
        {active ? (
          <p className="text-sm text-muted">
            {profile.subscriptionEndDate
              ? `Valid until ${profile.subscriptionEndDate}`
              : 'Active subscription'}
          </p>
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
