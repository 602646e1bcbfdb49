import { cn } from './cn';

/** An indeterminate progress indicator, announced as 'Loading'. */
export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span role="status" aria-label={label} className={cn('inline-flex text-primary', className)}>
      <svg className="size-full animate-spin" viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
        <path d="M21.5 12A9.5 9.5 0 0 0 12 2.5" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
    </span>
  );
}

/** The spinner centred in the whole viewport (or its container with `fill`). */
export function CenteredSpinner({ fill = false }: { fill?: boolean }) {
  return (
    <div className={cn('grid place-items-center', fill ? 'h-full min-h-48' : 'min-h-dvh')}>
      <Spinner className="size-8" />
    </div>
  );
}
