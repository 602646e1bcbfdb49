import { Popover } from 'radix-ui';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '@/lib/api';
import { cn } from '@/ui/cn';
import { Spinner } from '@/ui/spinner';
import { formatWibDateTime } from './alert-format';
import { useLatestNotifications } from './alerts-api';

const SHOWN = 5;

function LatestList() {
  const latest = useLatestNotifications(SHOWN);
  if (latest.isPending) return <Spinner className="m-4 size-5" />;
  if (latest.isError) return <p className="p-4 text-sm text-down">{errorMessage(latest.error)}</p>;
  if (latest.data.length === 0) return <p className="p-4 text-sm text-muted">No notifications yet.</p>;
  return (
    <ul className="divide-y divide-border" aria-label="Latest notifications">
      {latest.data.map((notification) => (
        <li key={notification.id} className={cn('px-4 py-3', !notification.read && 'bg-primary-soft/50')}>
          <p className={cn('text-sm break-words', notification.read ? 'font-medium' : 'font-semibold')}>
            {notification.read ? null : (
              <>
                <span
                  aria-hidden="true"
                  className="mr-2 inline-block size-2 rounded-full bg-primary align-middle"
                />
                <span className="sr-only">Unread: </span>
              </>
            )}
            {notification.title}
          </p>
          <p className="mt-0.5 text-xs text-muted">{formatWibDateTime(notification.firedAt)}</p>
        </li>
      ))}
    </ul>
  );
}

/**
 * The bell's popover: the newest notifications and the way to all of them. The shell swaps it in,
 * open, on the first click, so Radix's popover is fetched only by those who open it.
 */
export default function BellMenu({ trigger, defaultOpen }: { trigger: ReactElement; defaultOpen: boolean }) {
  return (
    <Popover.Root defaultOpen={defaultOpen}>
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-label="Alert notifications"
          className="z-50 w-[min(22rem,calc(100vw-1rem))] overflow-hidden rounded-lg border border-border bg-surface text-fg shadow-lg"
        >
          <p className="border-b border-border px-4 py-3 text-sm font-semibold">Alerts</p>
          <LatestList />
          <div className="border-t border-border p-2">
            <Popover.Close asChild>
              <Link
                to="/alerts"
                className="block rounded-md px-2 py-2 text-center text-sm font-medium text-primary hover:bg-surface-muted"
              >
                See all alerts
              </Link>
            </Popover.Close>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
