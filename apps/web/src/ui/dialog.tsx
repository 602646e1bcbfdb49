import type { ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from './cn';

export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

export const overlayClasses = 'fixed inset-0 z-50 bg-overlay backdrop-blur-[2px]';
export const panelClasses =
  'fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 ' +
  'rounded-xl border border-border bg-surface p-6 text-fg shadow-xl focus:outline-none';

/** A modal panel with a title, an optional description and a close button. */
export function DialogContent({
  title,
  description,
  children,
  className,
}: {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={overlayClasses} />
      <RadixDialog.Content className={cn(panelClasses, className)} aria-describedby={undefined}>
        <RadixDialog.Title className="pr-8 text-lg font-semibold">{title}</RadixDialog.Title>
        {description ? (
          <RadixDialog.Description className="mt-1.5 text-sm text-muted">
            {description}
          </RadixDialog.Description>
        ) : null}
        {children ? <div className="mt-4">{children}</div> : null}
        <RadixDialog.Close
          aria-label="Close"
          className="absolute top-4 right-4 grid size-8 place-items-center rounded-md text-muted hover:bg-surface-muted hover:text-fg"
        >
          <X className="size-4" aria-hidden="true" />
        </RadixDialog.Close>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
