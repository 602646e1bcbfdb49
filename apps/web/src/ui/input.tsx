import type { ComponentProps } from 'react';
import { cn } from './cn';

export const inputClasses =
  'h-10 w-full min-w-0 rounded-lg border border-border bg-surface px-3 text-sm text-fg shadow-xs ' +
  'placeholder:text-muted/70 transition-colors focus-visible:border-ring focus-visible:outline-2 ' +
  'focus-visible:outline-offset-0 focus-visible:outline-ring/40 disabled:cursor-not-allowed disabled:opacity-60 ' +
  'aria-invalid:border-down aria-invalid:focus-visible:outline-down/30';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(inputClasses, className)} {...props} />;
}
