import { cn } from './cn';

/**
 * A determinate progress bar (0–100). `label` names what progresses for screen readers; `text`
 * is what they read instead of the bare number (e.g. '45% · 12.000 rows').
 */
export function ProgressBar({
  value,
  label,
  text,
  className,
}: {
  value: number;
  label: string;
  text?: string;
  className?: string;
}) {
  const percent = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={text}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-surface-muted', className)}
    >
      <div
        className="h-full rounded-full bg-primary transition-[width] duration-300"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
