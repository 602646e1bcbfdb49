import { Menu } from 'lucide-react';
import type { Ref } from 'react';
import { Button } from '@/ui/button';
import { useSession } from '../session';
import { AlertsBell } from './alerts-bell';
import { AppBreadcrumb } from './app-breadcrumb';
import { MarketSessionPill } from './market-session-pill';
import { ProfileButton } from './profile-button';
import { ThemeMenu } from './theme-menu';

export function TopBar({
  onOpenMenu,
  menuOpen,
  menuButtonRef,
}: {
  onOpenMenu: () => void;
  menuOpen: boolean;
  menuButtonRef: Ref<HTMLButtonElement>;
}) {
  const { user } = useSession();
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-border bg-surface/85 px-4 backdrop-blur supports-[backdrop-filter]:bg-surface/70 sm:px-6 lg:px-8">
      <Button
        ref={menuButtonRef}
        variant="ghost"
        size="icon"
        className="-ml-1 lg:hidden"
        aria-label="Open menu"
        aria-expanded={menuOpen}
        aria-controls="app-sidebar"
        onClick={onOpenMenu}
      >
        <Menu className="size-5" aria-hidden="true" />
      </Button>
      <div className="min-w-0 flex-1">
        <AppBreadcrumb />
      </div>
      <div className="flex shrink-0 items-center gap-1 sm:gap-2">
        {user ? <MarketSessionPill /> : null}
        <ThemeMenu />
        {user ? <AlertsBell /> : null}
        {user ? <ProfileButton user={user} /> : null}
      </div>
    </header>
  );
}
