import { errorMessage } from '@/lib/api';
import { Button } from '@/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { EmptyState, QueryError, TableSkeleton } from '@/ui/result-states';
import { toast } from '@/ui/toaster';
import { useMarkRead, useNotificationHistory } from './alerts-api';
import { NotificationItem } from './notification-item';

/** Every firing, newest first, 30 at a time; read only when the member says so. */
export function NotificationHistory() {
  const history = useNotificationHistory();
  const markRead = useMarkRead();
  const notifications = history.data?.pages.flatMap((page) => page.notifications) ?? [];
  const unread = history.data?.pages[0]?.unread ?? 0;
  const onError = (error: unknown) => toast.error(errorMessage(error));

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>History</CardTitle>
        <Button
          variant="outline"
          size="sm"
          disabled={unread === 0 || markRead.isPending}
          onClick={() => markRead.mutate(undefined, { onError })}
        >
          Mark all read
        </Button>
      </CardHeader>
      <CardContent>
        {history.isPending ? (
          <TableSkeleton rows={4} />
        ) : history.isError ? (
          <QueryError error={history.error} onRetry={() => void history.refetch()} />
        ) : notifications.length === 0 ? (
          <EmptyState>No notifications yet. They appear here each time one of your alerts fires.</EmptyState>
        ) : (
          <div className="space-y-3">
            <p className="text-sm text-muted" aria-live="polite">
              {unread === 0 ? 'All read' : `${unread} unread`}
            </p>
            <ul className="space-y-3" aria-label="Notifications">
              {notifications.map((notification) => (
                <NotificationItem
                  key={notification.id}
                  notification={notification}
                  marking={markRead.isPending}
                  onMarkRead={(id) => markRead.mutate([id], { onError })}
                />
              ))}
            </ul>
            {history.hasNextPage ? (
              <div className="flex justify-center">
                <Button
                  variant="outline"
                  disabled={history.isFetchingNextPage}
                  onClick={() => void history.fetchNextPage()}
                >
                  {history.isFetchingNextPage ? 'Loading...' : 'Load more'}
                </Button>
              </div>
            ) : null}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
