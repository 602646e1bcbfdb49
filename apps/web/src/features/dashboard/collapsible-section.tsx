import { ChevronDown } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { formatDate } from '@/lib/format';
import { cn } from '@/ui/cn';

/**
 * One Bandarmology section. Its body (and so its API call) exists only while open, so a closed
 * dashboard asks the server for nothing it does not show.
 */
export function CollapsibleSection({
  title,
  symbol,
  open,
  onToggle,
  asOf,
  children,
}: {
  title: string;
  symbol: string;
  open: boolean;
  onToggle: () => void;
  /** The date the section's numbers are for, once loaded. */
  asOf?: string | null;
  children: ReactNode;
}) {
  const bodyId = useId();
  return (
    <section aria-label={title} className="min-w-0 rounded-xl border border-border bg-surface shadow-sm">
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={onToggle}
          className="flex w-full flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 text-left sm:px-5"
        >
          <ChevronDown
            className={cn('size-4 shrink-0 text-muted transition-transform', !open && '-rotate-90')}
            aria-hidden="true"
          />
          <span className="text-base font-semibold">{title}</span>
          <span className="font-mono text-sm text-muted">{symbol}</span>
          {open && asOf ? (
            <span className="ml-auto text-xs text-muted" data-testid="section-as-of">
              As of <time dateTime={asOf}>{formatDate(`${asOf}T00:00:00`)}</time>
            </span>
          ) : null}
        </button>
      </h2>
      {open ? (
        <div id={bodyId} className="min-w-0 border-t border-border p-3 sm:p-5">
          {children}
        </div>
      ) : null}
    </section>
  );
}
