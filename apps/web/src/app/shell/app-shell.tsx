import { useEffect, useRef } from 'react';
import { Outlet } from 'react-router';
import { cn } from '@/ui/cn';
import { ConfirmProvider } from '@/ui/confirm-dialog';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';
import { useSidebarState } from './use-sidebar-state';

/** The members' frame: sidebar, top bar with breadcrumb, and the current screen. */
export function AppShell() {
  const sidebar = useSidebarState();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  // Move focus into the drawer when it opens and back to the menu button when it closes.
  useEffect(() => {
    if (sidebar.mobileOpen) {
      document.querySelector<HTMLElement>('#app-sidebar [data-autofocus]')?.focus();
    } else if (wasOpen.current) {
      menuButtonRef.current?.focus();
    }
    wasOpen.current = sidebar.mobileOpen;
  }, [sidebar.mobileOpen]);

  return (
    <ConfirmProvider>
      <div className="min-h-dvh">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-primary px-3 py-2 text-primary-fg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        <Sidebar
          isDesktop={sidebar.isDesktop}
          expanded={sidebar.expanded}
          pinned={sidebar.pinned}
          mobileOpen={sidebar.mobileOpen}
          onTogglePinned={sidebar.togglePinned}
          onHoverChange={sidebar.setHovered}
          onCloseMobile={sidebar.closeMobile}
        />
        {sidebar.mobileOpen ? (
          <div
            aria-hidden="true"
            data-testid="sidebar-backdrop"
            className="fixed inset-0 z-30 bg-overlay lg:hidden"
            onClick={sidebar.closeMobile}
          />
        ) : null}
        <div
          className={cn(
            'flex min-h-dvh flex-col transition-[padding] duration-200 ease-out',
            sidebar.pinned ? 'lg:pl-64' : 'lg:pl-16',
          )}
        >
          <TopBar
            onOpenMenu={sidebar.openMobile}
            menuOpen={sidebar.mobileOpen}
            menuButtonRef={menuButtonRef}
          />
          <main
            id="main"
            tabIndex={-1}
            className="flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-8 lg:py-8"
          >
            <div className="mx-auto w-full max-w-7xl">
              <Outlet />
            </div>
          </main>
        </div>
      </div>
    </ConfirmProvider>
  );
}
