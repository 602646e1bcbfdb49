import { Link } from 'react-router';
import type { SessionUser } from '@/lib/session-store';

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]?.[0], words.at(-1)?.[0]] : [words[0]?.[0], words[0]?.[1]];
  return letters.filter(Boolean).join('').toUpperCase() || '?';
}

/**
 * Staff see their role; members see their plan. Plans arrive with the subscription release,
 * until then every member reads 'Free Plan'.
 */
function subtitleOf(user: SessionUser): string {
  if (user.role === 'admin') return 'Admin';
  if (user.role === 'moderator') return 'Moderator';
  return 'Free Plan';
}

export function Avatar({ user, className = 'size-9' }: { user: SessionUser; className?: string }) {
  if (user.avatarUrl) {
    return <img src={user.avatarUrl} alt="" className={`${className} shrink-0 rounded-full object-cover`} />;
  }
  return (
    <span
      aria-hidden="true"
      className={`${className} grid shrink-0 place-items-center rounded-full bg-primary text-xs font-semibold text-primary-fg`}
    >
      {initialsOf(user.name)}
    </span>
  );
}

export function ProfileButton({ user }: { user: SessionUser }) {
  return (
    <Link
      to="/profile"
      aria-label={`Profile: ${user.name}`}
      className="flex min-w-0 items-center gap-2.5 rounded-lg p-1 transition-colors hover:bg-surface-muted sm:pr-3"
    >
      <Avatar user={user} />
      <span className="hidden min-w-0 flex-col text-left leading-tight sm:flex">
        <span className="max-w-40 truncate text-sm font-medium">{user.name}</span>
        <span className="text-xs text-muted">{subtitleOf(user)}</span>
      </span>
    </Link>
  );
}
