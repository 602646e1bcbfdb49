import type { ReactNode } from 'react';
import { cn } from './cn';

export type BadgeTone = 'up' | 'down' | 'pending' | 'info' | 'muted' | 'primary';

/** A tone's colours, for small labels that need their own size (a broker code in a dense table). */
export const BADGE_TONE_CLASSES: Record<BadgeTone, string> = {
  up: 'bg-up/15 text-up',
  down: 'bg-down/15 text-down',
  pending: 'bg-accent-soft text-accent',
  info: 'bg-primary-soft text-primary',
  primary: 'bg-primary text-primary-fg',
  muted: 'bg-surface-muted text-muted',
};

/** A small rounded label for a status. */
export function Badge({
  tone = 'muted',
  children,
  className,
}: {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap',
        BADGE_TONE_CLASSES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
