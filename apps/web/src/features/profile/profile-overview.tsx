import { CalendarDays, Crown, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TProfile } from '@pantau/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { cn } from '@/ui/cn';
import { formatDateTime, ROLE_LABELS } from './format-profile';
import { RecentActivityCard } from './recent-activity-card';
import { SubscriptionStatusCard, useProfileSubscription } from './subscription-status-card';
import { formatDate } from '@/lib/format';

function StatCard({
  icon,
  label,
  value,
  note,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  note?: ReactNode;
}) {
  return (
    <Card>
      <CardContent className="flex items-start gap-4">
        <div className="grid size-10 shrink-0 place-items-center rounded-lg bg-primary-soft text-primary [&_svg]:size-5">
          {icon}
        </div>
        <div className="min-w-0">
          <p className="text-sm text-muted">{label}</p>
          <p className="mt-0.5 truncate text-lg font-semibold">{value}</p>
          {note ? <div className="mt-0.5 text-xs text-muted">{note}</div> : null}
        </div>
      </CardContent>
    </Card>
  );
}

function Badge({ tone, children }: { tone: 'up' | 'down' | 'muted'; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium',
        tone === 'up' && 'bg-up/15 text-up',
        tone === 'down' && 'bg-down/15 text-down',
        tone === 'muted' && 'bg-surface-muted text-muted',
      )}
    >
      {children}
    </span>
  );
}

export function ProfileOverview({ profile }: { profile: TProfile }) {
  const plan = useProfileSubscription(profile);
  const rows: [string, ReactNode][] = [
    ['Full Name', profile.full_name],
    ['Email', <span className="break-all">{profile.email}</span>],
    [
      'Email Verification',
      <Badge tone={profile.email_verified ? 'up' : 'down'}>
        {profile.email_verified ? 'Verified' : 'Not verified'}
      </Badge>,
    ],
    ['Role', ROLE_LABELS[profile.role]],
    ['Member Since', profile.joinedDate],
    ['Last Sign-in', formatDateTime(profile.last_login_at)],
    ['User ID', <span className="font-mono text-xs break-all">{profile.id}</span>],
  ];

  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard
          icon={<CalendarDays aria-hidden="true" />}
          label="Member Since"
          value={profile.joinedDate}
        />
        <StatCard
          icon={<Crown aria-hidden="true" />}
          label="Current Plan"
          value={plan.planName}
          note={
            plan.state === 'active'
              ? plan.endDate
                ? `Active until ${formatDate(plan.endDate)}`
                : 'Active'
              : plan.state === 'expired'
                ? 'Subscription expired'
                : 'No active subscription'
          }
        />
        <StatCard
          icon={<ShieldCheck aria-hidden="true" />}
          label="Account Status"
          value={profile.is_active ? 'Active' : 'Suspended'}
          note={profile.email_verified ? 'Email verified' : 'Email not verified'}
        />
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card>
          <CardHeader>
            <CardTitle>Account Details</CardTitle>
          </CardHeader>
          <CardContent>
            <table className="w-full text-sm">
              <tbody className="divide-y divide-border">
                {rows.map(([label, value]) => (
                  <tr key={label}>
                    <th scope="row" className="w-2/5 py-2.5 pr-4 text-left font-normal text-muted">
                      {label}
                    </th>
                    <td className="py-2.5 font-medium">{value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </CardContent>
        </Card>
        <SubscriptionStatusCard profile={profile} />
      </div>
      <RecentActivityCard />
    </div>
  );
}
