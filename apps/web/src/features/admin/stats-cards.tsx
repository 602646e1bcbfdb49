import {
  BadgeCheck,
  CalendarPlus,
  CreditCard,
  Shield,
  Sparkles,
  UserCheck,
  Users,
  Wallet,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { ADMIN_MESSAGES, type TAdminStats } from '@pantau/contracts';
import { formatNumber, formatRupiah } from '@/lib/format';
import { Card } from '@/ui/card';
import { Spinner } from '@/ui/spinner';
import { useAdminStats } from './admin-api';
import { PanelError } from './panel-error';

function StatCard({
  label,
  value,
  hint,
  icon,
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  icon: ReactNode;
}) {
  return (
    <Card className="flex items-start gap-3 p-4">
      <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-primary-soft text-primary [&_svg]:size-4">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-xs font-medium text-muted sm:text-sm">{label}</p>
        <p className="mt-0.5 text-xl font-semibold tabular-nums sm:text-2xl">{value}</p>
        {hint ? <p className="mt-0.5 text-xs text-muted">{hint}</p> : null}
      </div>
    </Card>
  );
}

const plural = (count: number, word: string) => `${formatNumber(count)} ${word}${count === 1 ? '' : 's'}`;

const share = (part: number, whole: number) => (whole === 0 ? '0%' : `${Math.round((part / whole) * 100)}%`);

function cards(stats: TAdminStats) {
  const { totalUsers, activeUsers, newUsers, verificationStats, roleDistribution, subscriptions } = stats;
  const list = [
    {
      label: 'Total Users',
      value: formatNumber(totalUsers),
      icon: <Users />,
      hint: 'All registered accounts',
    },
    {
      label: 'Active Users',
      value: formatNumber(activeUsers),
      icon: <UserCheck />,
      hint: `${formatNumber(totalUsers - activeUsers)} suspended`,
    },
    {
      label: 'New This Month',
      value: formatNumber(newUsers),
      icon: <CalendarPlus />,
      hint: 'Since the 1st (WIB)',
    },
    {
      label: 'Verified Emails',
      value: formatNumber(verificationStats.verified),
      icon: <BadgeCheck />,
      hint: `${share(verificationStats.verified, totalUsers)} · ${formatNumber(verificationStats.unverified)} unverified`,
    },
    {
      label: 'Admins',
      value: formatNumber(roleDistribution.admin),
      icon: <Shield />,
      hint: `${plural(roleDistribution.moderator, 'moderator')} · ${plural(roleDistribution.user, 'user')}`,
    },
  ];
  if (subscriptions) {
    list.push(
      {
        label: 'Active Subscribers',
        value: formatNumber(subscriptions.activeSubscribers),
        icon: <CreditCard />,
        hint: 'Paid plans running now',
      },
      {
        label: 'Active Trials',
        value: formatNumber(subscriptions.activeTrials),
        icon: <Sparkles />,
        hint: 'Free trials running now',
      },
      {
        label: 'Revenue This Month',
        value: formatRupiah(subscriptions.revenueThisMonth),
        icon: <Wallet />,
        hint: 'Paid transactions since the 1st',
      },
    );
  }
  return list;
}

/** GET /api/admin/stats as a grid of cards. */
export function StatsCards() {
  const stats = useAdminStats();
  if (stats.isPending) {
    return (
      <div className="grid min-h-28 place-items-center">
        <Spinner className="size-6" label="Loading statistics" />
      </div>
    );
  }
  if (stats.isError) {
    return (
      <Card>
        <PanelError
          what="statistics"
          message={ADMIN_MESSAGES.fetchStatsFailed}
          onRetry={() => void stats.refetch()}
        />
      </Card>
    );
  }
  return (
    <section aria-label="User statistics" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {cards(stats.data).map((card) => (
        <StatCard key={card.label} {...card} />
      ))}
    </section>
  );
}
