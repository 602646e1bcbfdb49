import { AlertTriangle, CheckCircle2, Info, ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './cn';

export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

const TONES: Record<AlertTone, { box: string; icon: typeof Info }> = {
  info: { box: 'border-primary/30 bg-primary-soft text-fg [&_svg]:text-primary', icon: Info },
  success: { box: 'border-up/30 bg-up/10 text-fg [&_svg]:text-up', icon: CheckCircle2 },
  warning: { box: 'border-accent/40 bg-accent-soft text-fg [&_svg]:text-accent', icon: AlertTriangle },
  danger: { box: 'border-down/40 bg-down/10 text-fg [&_svg]:text-down', icon: ShieldAlert },
};

/** A banner inside a page or card: a coloured box with an icon, a title and text. */
export function Alert({
  tone = 'info',
  title,
  children,
  className,
}: {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  const { box, icon: Icon } = TONES[tone];
  return (
    <div
      role={tone === 'danger' || tone === 'warning' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-lg border p-3.5 text-sm', box, className)}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="min-w-0 space-y-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className="text-fg/85">{children}</div> : null}
      </div>
    </div>
  );
}
