import { useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { NavLink, useLocation } from 'react-router';
import { cn } from '@/ui/cn';
import type { NavEntry, NavLeaf } from './navigation';

const rowClasses =
  'flex h-10 w-full min-w-0 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors';

function linkClasses(active: boolean, withinSection = false) {
  return cn(
    rowClasses,
    active
      ? 'bg-primary-soft text-primary'
      : withinSection
        ? 'text-primary hover:bg-surface-muted'
        : 'text-muted hover:bg-surface-muted hover:text-fg',
  );
}

/** A label that stays readable by screen readers when the rail is collapsed. */
function Label({ text, compact }: { text: string; compact: boolean }) {
  return <span className={cn('truncate', compact && 'sr-only')}>{text}</span>;
}

export function NavItemLink({
  item,
  compact,
  end = false,
}: {
  item: NavLeaf;
  compact: boolean;
  end?: boolean;
}) {
  const Icon = item.icon;
  return (
    <NavLink
      to={item.to}
      end={end}
      title={compact ? item.label : undefined}
      className={({ isActive }) => linkClasses(isActive)}
    >
      <Icon className="size-5 shrink-0" aria-hidden="true" />
      <Label text={item.label} compact={compact} />
    </NavLink>
  );
}

/** A section link (its overview page) with its sub-views, folded when not in use. */
export function NavGroup({ entry, compact }: { entry: NavEntry; compact: boolean }) {
  const { pathname } = useLocation();
  const withinSection = pathname === entry.to || pathname.startsWith(`${entry.to}/`);
  const [openChoice, setOpenChoice] = useState<boolean | null>(null);
  const open = openChoice ?? withinSection;
  const Icon = entry.icon;
  const children = entry.children ?? [];
  const listId = `nav-${entry.to.slice(1)}`;

  return (
    <div>
      <div className="relative flex items-center">
        <NavLink
          to={entry.to}
          end
          title={compact ? entry.label : undefined}
          className={({ isActive }) =>
            cn(linkClasses(isActive, withinSection && !isActive), !compact && 'pr-10')
          }
        >
          <Icon className="size-5 shrink-0" aria-hidden="true" />
          <Label text={entry.label} compact={compact} />
        </NavLink>
        {compact ? null : (
          <button
            type="button"
            aria-label={`${open ? 'Collapse' : 'Expand'} ${entry.label}`}
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpenChoice(!open)}
            className="absolute right-1 grid size-8 place-items-center rounded-md text-muted hover:bg-border/60 hover:text-fg"
          >
            <ChevronDown
              className={cn('size-4 transition-transform', open && 'rotate-180')}
              aria-hidden="true"
            />
          </button>
        )}
      </div>
      {!compact && open ? (
        <ul id={listId} className="mt-0.5 mb-1 ml-[1.375rem] space-y-0.5 border-l border-border pl-2">
          {children.map((child) => {
            const ChildIcon = child.icon;
            return (
              <li key={child.to}>
                <NavLink
                  to={child.to}
                  className={({ isActive }) =>
                    cn(
                      'flex min-h-9 min-w-0 items-center gap-2 rounded-md px-2 py-1.5 text-[13px] leading-snug transition-colors',
                      isActive
                        ? 'bg-primary-soft font-medium text-primary'
                        : 'text-muted hover:bg-surface-muted hover:text-fg',
                    )
                  }
                >
                  <ChildIcon className="size-4 shrink-0" aria-hidden="true" />
                  <span>{child.label}</span>
                </NavLink>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
