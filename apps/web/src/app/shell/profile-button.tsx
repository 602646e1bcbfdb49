import { Link } from 'react-router';
import { describeSubscription } from '@/lib/subscription-display';
import { useSubscriptionStatus } from '@/lib/subscription-status';
import type { SessionUser } from '@/lib/session-store';
import { Avatar } from '@/ui/avatar';

/** Staff see their role; members see their plan ('Free Trial', 'Premium', ...) or 'Free Plan'. */
function useSubtitle(user: SessionUser): string {
  const isStaff = user.role === 'admin' || user.role === 'moderator';
  const status = useSubscriptionStatus({ enabled: !isStaff });
  if (user.role === 'admin') return 'Admin';
  if (user.role === 'moderator') return 'Moderator';
  return describeSubscription(status.data?.subscription).planName;
}

export function ProfileButton({ user }: { user: SessionUser }) {
  const subtitle = useSubtitle(user);
  return (
    <Link
      to="/profile"
      aria-label={`Profile: ${user.name}`}
      className="flex min-w-0 items-center gap-2.5 rounded-lg p-1 transition-colors hover:bg-surface-muted sm:pr-3"
    >
      <Avatar name={user.name} src={user.avatarUrl} />
      <span className="hidden min-w-0 flex-col text-left leading-tight sm:flex">
        <span className="max-w-40 truncate text-sm font-medium">{user.name}</span>
        <span className="text-xs text-muted" data-testid="profile-plan">
          {subtitle}
        </span>
      </span>
    </Link>
  );
}
