import type { ReactNode } from 'react';
import { cn } from './cn';
import { Label } from './label';

/** The id of a field's error message, for aria-describedby on the control. */
export const errorIdOf = (id: string) => `${id}-error`;

/**
 * A label, its control, and the field's error (or a hint). The control sets its own `id`,
 * `aria-invalid` and `aria-describedby={errorIdOf(id)}`.
 */
export function FormField({
  id,
  label,
  error,
  hint,
  labelAside,
  children,
  className,
}: {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  labelAside?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('space-y-2', className)}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      {children}
      {error ? (
        <p id={errorIdOf(id)} role="alert" className="text-sm text-down">
          {error}
        </p>
      ) : hint ? (
        <div id={errorIdOf(id)} className="text-sm text-muted">
          {hint}
        </div>
      ) : null}
    </div>
  );
}
