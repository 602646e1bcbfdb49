import { ADMIN_MESSAGES } from '@pantau/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { Spinner } from '@/ui/spinner';
import { useRecentUsers } from './admin-api';
import { PanelError } from './panel-error';
import { registrationAge } from './registration-age';
import { RoleBadge, StatusBadge, UserAvatar } from './user-badges';

/** GET /api/admin/recent-users: the five newest accounts. */
export function RecentRegistrationsCard() {
  const recent = useRecentUsers();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent Registrations</CardTitle>
        <CardDescription>The newest accounts.</CardDescription>
      </CardHeader>
      <CardContent>
        {recent.isPending ? (
          <Spinner className="size-5" />
        ) : recent.isError ? (
          <PanelError
            what="recent registrations"
            message={ADMIN_MESSAGES.fetchRecentUsersFailed}
            onRetry={() => void recent.refetch()}
          />
        ) : recent.data.length === 0 ? (
          <p className="text-sm text-muted">No registrations yet.</p>
        ) : (
          <ul className="divide-y divide-border" aria-label="Recent registrations">
            {recent.data.map((user) => (
              <li key={user.id} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
                <UserAvatar name={user.full_name} />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium">{user.full_name}</p>
                  <p className="truncate text-xs text-muted">{user.email}</p>
                </div>
                <div className="flex shrink-0 flex-col items-end gap-1">
                  <span className="text-xs text-muted">{registrationAge(user.created_at)}</span>
                  <div className="flex gap-1">
                    <RoleBadge role={user.role} />
                    {user.is_active ? null : <StatusBadge active={false} />}
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
