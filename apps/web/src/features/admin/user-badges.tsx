import type { TUserRole } from '@pantau/contracts';
import { cn } from '@/ui/cn';

const ROLE_TONES: Record<TUserRole, string> = {
  admin: 'bg-primary-soft text-primary',
  moderator: 'bg-accent-soft text-accent',
  user: 'bg-surface-muted text-muted',
};

export function RoleBadge({ role }: { role: TUserRole }) {
  return (
    <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium capitalize', ROLE_TONES[role])}>
      {role}
    </span>
  );
}

export function StatusBadge({ active }: { active: boolean }) {
  return (
    <span
      className={cn(
        'rounded-full px-2 py-0.5 text-xs font-medium',
        active ? 'bg-up/10 text-up' : 'bg-down/10 text-down',
      )}
    >
      {active ? 'Active' : 'Suspended'}
    </span>
  );
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('') || '?';

export function UserAvatar({ name }: { name: string }) {
  return (
    <span
      aria-hidden="true"
      className="grid size-9 shrink-0 place-items-center rounded-full bg-surface-muted text-xs font-semibold text-muted"
    >
      {initials(name)}
    </span>
  );
}
