import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

export type Crumb = { label: string; to?: string };

/** 'Market Rotation › RRG'; the last crumb is the current page. */
export function Breadcrumb({ items }: { items: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="min-w-0">
      <ol className="flex min-w-0 items-center gap-1.5 text-sm">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.label}-${index}`} className="flex min-w-0 items-center gap-1.5">
              {index > 0 ? (
                <ChevronRight className="size-3.5 shrink-0 text-muted" aria-hidden="true" />
              ) : null}
              {last || !item.to ? (
                <span
                  aria-current={last ? 'page' : undefined}
                  className={last ? 'truncate font-medium text-fg' : 'truncate text-muted'}
                >
                  {item.label}
                </span>
              ) : (
                <Link to={item.to} className="truncate text-muted transition-colors hover:text-fg">
                  {item.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
