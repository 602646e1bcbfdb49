import type { ReactNode } from 'react';
import { cn } from '@/ui/cn';

/** A small label above one control of a rule row. */
export function Field({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('min-w-0 space-y-1.5', className)}>
      <label htmlFor={id} className="block text-xs leading-none font-medium text-muted">
        {label}
      </label>
      {children}
    </div>
  );
}
