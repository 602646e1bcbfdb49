import { LogOut, Pin, PinOff, X } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/ui/button';
import { cn } from '@/ui/cn';
import { LogoMark } from '@/ui/logo';
import { useSession } from '../session';
import { FOOTER_ENTRIES, NAV_SECTIONS } from './navigation';
import { NavGroup, NavItemLink } from './sidebar-nav';
import { useLogout } from './use-logout';

type SidebarProps = {
  isDesktop: boolean;
  expanded: boolean;
  pinned: boolean;
  mobileOpen: boolean;
  onTogglePinned: () => void;
  onHoverChange: (hovered: boolean) => void;
  onCloseMobile: () => void;
};

export function Sidebar({
  isDesktop,
  expanded,
  pinned,
  mobileOpen,
  onTogglePinned,
  onHoverChange,
  onCloseMobile,
}: SidebarProps) {
  const { user } = useSession();
  const logout = useLogout();
  // The collapsed rail shows icons only; labels remain for screen readers.
  const compact = isDesktop && !expanded;
  const sections = NAV_SECTIONS.filter((section) => !section.adminOnly || user?.role === 'admin');

  return (
    <aside
      id="app-sidebar"
      aria-label="Sidebar"
      data-expanded={String(expanded)}
      data-pinned={String(pinned)}
      // Off-canvas on mobile: keep its links out of the tab order until the drawer opens.
      inert={!isDesktop && !mobileOpen}
      onMouseEnter={() => onHoverChange(true)}
      onMouseLeave={() => onHoverChange(false)}
      className={cn(
        'fixed inset-y-0 left-0 z-40 flex w-72 max-w-[85vw] flex-col border-r border-border bg-surface',
        'transition-[width,transform,box-shadow] duration-200 ease-out',
        mobileOpen ? 'translate-x-0 shadow-2xl' : '-translate-x-full',
        'lg:max-w-none lg:translate-x-0',
        expanded ? 'lg:w-64' : 'lg:w-16',
        expanded && !pinned && 'lg:shadow-2xl',
      )}
    >
      <div className={'flex h-16 shrink-0 items-center gap-2 border-b border-border px-4'}>
        <Link to="/dashboard" className="flex min-w-0 items-center gap-2.5" aria-label="Pantau dashboard">
          <LogoMark />
          <span className={cn('text-lg font-bold tracking-tight', compact && 'sr-only')}>Pantau</span>
        </Link>
        <div className="ml-auto flex items-center">
          {isDesktop && !compact ? (
            <Button
              variant="ghost"
              size="icon"
              className="size-8 text-muted hover:text-fg"
              aria-label={pinned ? 'Unpin sidebar' : 'Pin sidebar'}
              aria-pressed={pinned}
              onClick={onTogglePinned}
            >
              {pinned ? (
                <PinOff className="size-4" aria-hidden="true" />
              ) : (
                <Pin className="size-4" aria-hidden="true" />
              )}
            </Button>
          ) : null}
          {!isDesktop ? (
            <Button
              variant="ghost"
              size="icon"
              className="size-8"
              aria-label="Close menu"
              onClick={onCloseMobile}
              data-autofocus
            >
              <X className="size-4" aria-hidden="true" />
            </Button>
          ) : null}
        </div>
      </div>

      <nav aria-label="Main" className="flex-1 overflow-x-hidden overflow-y-auto px-3 py-4">
        {sections.map((section, index) => (
          <div key={section.title} className="mb-4 last:mb-0">
            <h2
              className={cn(
                'mb-1.5 px-3 text-[11px] font-semibold tracking-wider text-muted uppercase',
                compact && 'sr-only',
              )}
            >
              {section.title}
            </h2>
            {compact && index > 0 ? (
              <div className="mx-2 mb-2 border-t border-border" aria-hidden="true" />
            ) : null}
            <ul className="space-y-0.5">
              {section.entries.map((entry) => (
                <li key={entry.to}>
                  {entry.children ? (
                    <NavGroup entry={entry} compact={compact} />
                  ) : (
                    <NavItemLink item={entry} compact={compact} end={entry.end} />
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>

      <div className="shrink-0 space-y-0.5 border-t border-border px-3 py-3">
        {FOOTER_ENTRIES.map((entry) => (
          <NavItemLink key={entry.to} item={entry} compact={compact} />
        ))}
        <button
          type="button"
          onClick={logout}
          title={compact ? 'Log out' : undefined}
          className="flex h-10 w-full min-w-0 items-center gap-3 rounded-lg px-3 text-sm font-medium text-muted transition-colors hover:bg-down/10 hover:text-down"
        >
          <LogOut className="size-5 shrink-0" aria-hidden="true" />
          <span className={cn('truncate', compact && 'sr-only')}>Log out</span>
        </button>
      </div>
    </aside>
  );
}
