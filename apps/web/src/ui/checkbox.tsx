import type { ComponentProps } from 'react';
import { cn } from './cn';

export function Checkbox({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <input
      type="checkbox"
      className={cn(
        'size-4 shrink-0 cursor-pointer rounded border-border accent-primary disabled:cursor-not-allowed',
        className,
      )}
      {...props}
    />
  );
}
