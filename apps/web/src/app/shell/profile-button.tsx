import { Link } from 'react-router';
import type { SessionUser } from '@/lib/session-store';
import { Avatar } from '@/ui/avatar';

/**
 * Staff see their role; members see their plan. Plans arrive with the subscription release,
 * until then every member reads 'Free Plan'.
 */
function subtitleOf(user: SessionUser): string {
  if (user.role === 'admin') return 'Admin';
  if (user.role === 'moderator') return 'Moderator';
  return 'Free Plan';
}

export function ProfileButton({ user }: { user: SessionUser }) {
  return (
    <Link
      to="/profile"
      aria-label={`Profile: ${user.name}`}
      className="flex min-w-0 items-center gap-2.5 rounded-lg p-1 transition-colors hover:bg-surface-muted sm:pr-3"
    >
      <Avatar name={user.name} src={user.avatarUrl} />
      <span className="hidden min-w-0 flex-col text-left leading-tight sm:flex">
        <span className="max-w-40 truncate text-sm font-medium">{user.name}</span>
        <span className="text-xs text-muted">{subtitleOf(user)}</span>
      </span>
    </Link>
  );
}
