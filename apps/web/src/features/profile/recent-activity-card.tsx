import { History, KeyRound, LogIn, LogOut, MailCheck, UserPen, ImageIcon } from 'lucide-react';
import type { TActivityKind } from '@pantau/contracts';
import { errorMessage } from '@/lib/api';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { Spinner } from '@/ui/spinner';
import { formatDateTime } from './format-profile';
import { useActivity } from './profile-api';

const ICONS: Record<TActivityKind, typeof History> = {
  sign_in: LogIn,
  sign_out: LogOut,
  email_verified: MailCheck,
  password_changed: KeyRound,
  password_reset: KeyRound,
  profile_updated: UserPen,
  avatar_changed: ImageIcon,
  avatar_removed: ImageIcon,
};

/** The account's real activity log (GET /api/me/activity). */
export function RecentActivityCard() {
  const activity = useActivity();
  const entries = activity.data?.activities ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent Activity</CardTitle>
      </CardHeader>
      <CardContent>
        {activity.isPending ? (
          <Spinner className="size-5" />
        ) : activity.isError ? (
          <p className="text-sm text-down">{errorMessage(activity.error)}</p>
        ) : entries.length === 0 ? (
          <p className="text-sm text-muted">No activity yet.</p>
        ) : (
          <ul className="divide-y divide-border">
            {entries.map((entry) => {
              const Icon = ICONS[entry.kind] ?? History;
              return (
                <li key={entry.id} className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
                  <span className="grid size-8 shrink-0 place-items-center rounded-full bg-surface-muted text-muted">
                    <Icon className="size-4" aria-hidden="true" />
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="text-sm font-medium">{entry.description}</p>
                    <p className="truncate text-xs text-muted">
                      {entry.device}
                      {entry.ip ? ` · ${entry.ip}` : ''}
                    </p>
                  </div>
                  <time dateTime={entry.created_at} className="shrink-0 text-xs text-muted">
                    {formatDateTime(entry.created_at)}
                  </time>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
