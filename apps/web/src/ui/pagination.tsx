import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from './cn';
import { pageWindow } from './page-window';

const itemClasses =
  'inline-flex size-8 items-center justify-center rounded-md text-sm font-medium transition-colors ' +
  'disabled:pointer-events-none disabled:opacity-40';

/** Previous, up to `maxButtons` numbered pages around the current one, next. Pages are 1-based. */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  maxButtons = 5,
  label = 'Pagination',
  className,
}: {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  maxButtons?: number;
  label?: string;
  className?: string;
}) {
  if (totalPages <= 1) return null;
  const pages = pageWindow(page, totalPages, maxButtons);
  return (
    <nav aria-label={label} className={cn('flex items-center gap-1', className)}>
      <button
        type="button"
        className={cn(itemClasses, 'text-muted hover:bg-surface-muted hover:text-fg')}
        aria-label="Previous page"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
      </button>
      {pages.map((number) => (
        <button
          key={number}
          type="button"
          aria-label={`Page ${number}`}
          aria-current={number === page ? 'page' : undefined}
          className={cn(
            itemClasses,
            number === page ? 'bg-primary text-primary-fg shadow-sm' : 'text-fg hover:bg-surface-muted',
          )}
          onClick={() => onPageChange(number)}
        >
          {number}
        </button>
      ))}
      <button
        type="button"
        className={cn(itemClasses, 'text-muted hover:bg-surface-muted hover:text-fg')}
        aria-label="Next page"
        disabled={page >= totalPages}
        onClick={() => onPageChange(page + 1)}
      >
        <ChevronRight className="size-4" aria-hidden="true" />
      </button>
    </nav>
  );
}
