import { Lock, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from './button';
import { cn } from './cn';

/**
 * What an analysis screen shows instead of its content when the API answers 403
 * SUBSCRIPTION_REQUIRED (see isSubscriptionRequired in lib/subscription-required).
 */
export function UpgradePanel({
  title = 'Upgrade to continue',
  description = 'This screen needs an active free trial or plan. Every plan gives full access to all features.',
  className,
}: {
  title?: string;
  description?: string;
  className?: string;
}) {
  return (
    <section
      aria-label={title}
      className={cn(
        'flex flex-col items-center gap-4 rounded-xl border border-dashed border-border bg-surface px-6 py-12 text-center',
        className,
      )}
    >
      <span className="grid size-12 place-items-center rounded-full bg-primary-soft text-primary">
        <Lock className="size-5" aria-hidden="true" />
      </span>
      <div className="max-w-md space-y-1.5">
        <h2 className="text-lg font-semibold tracking-tight">{title}</h2>
        <p className="text-sm text-muted">{description}</p>
      </div>
      <Link to="/subscription" className={buttonClasses()}>
        <Sparkles className="size-4" aria-hidden="true" /> See plans
      </Link>
    </section>
  );
}
