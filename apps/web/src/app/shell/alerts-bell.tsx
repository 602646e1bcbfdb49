import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState, type ComponentProps } from 'react';
import { alertKeys, alertsApi } from '@/features/alerts/alerts-api';
import { Button } from '@/ui/button';

const POLL_MS = 20_000;

// Radix's popover and its positioning would weigh on every screen for a panel opened now and then:
// it is fetched when the pointer or focus reaches the bell, and replaces the bell, opened, on the
// first click (as the theme menu does).
const loadMenu = () => import('@/features/alerts/bell-menu');
const BellMenu = lazy(loadMenu);

/**
 * The bell's count; background tabs skip the polls, and a tab looked at again asks at once. A rise
 * means something fired: the alerts page, if open, shows it without a reload.
 */
function useUnreadCount(): number {
  const queryClient = useQueryClient();
  const { data: unread } = useQuery({
    queryKey: alertKeys.unread,
    queryFn: ({ signal }) => alertsApi.unread(signal),
    select: (data) => data.unread,
    refetchInterval: POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: POLL_MS / 2,
  });
  const previous = useRef(unread);
  useEffect(() => {
    if (unread !== undefined && previous.current !== undefined && unread > previous.current) {
      void queryClient.invalidateQueries({ queryKey: alertKeys.notifications });
      void queryClient.invalidateQueries({ queryKey: alertKeys.list });
    }
    previous.current = unread;
  }, [unread, queryClient]);
  return unread ?? 0;
}

function BellButton({ unread, ...props }: ComponentProps<'button'> & { unread: number }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={unread > 0 ? `Alerts, ${unread} unread` : 'Alerts'}
      className="relative text-muted hover:text-fg"
      {...props}
    >
      <Bell className="size-5" aria-hidden="true" />
      {unread > 0 ? (
        <span
          aria-hidden="true"
          data-testid="alerts-badge"
          className="absolute -top-0.5 -right-0.5 grid h-4 min-w-4 place-items-center rounded-full bg-down px-1 text-[10px] leading-none font-semibold text-bg"
        >
          {unread > 9 ? '9+' : unread}
        </span>
      ) : null}
    </Button>
  );
}

/** The top bar's alerts bell for a signed-in member: unread count, and the newest in a popover. */
export function AlertsBell() {
  const unread = useUnreadCount();
  const [opened, setOpened] = useState(false);
  const preload = () => void loadMenu();
  const closed = (
    <BellButton
      unread={unread}
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => setOpened(true)}
    />
  );
  if (!opened) return closed;
  return (
    <Suspense fallback={closed}>
      <BellMenu trigger={<BellButton unread={unread} />} defaultOpen />
    </Suspense>
  );
}
