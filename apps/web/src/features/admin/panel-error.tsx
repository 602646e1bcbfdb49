import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';
import { errorMessage } from '@/lib/api';
import { Button } from '@/ui/button';
import { cn } from '@/ui/cn';
import { Spinner } from '@/ui/spinner';

/** Spec §2: each admin panel fails on its own with 'Error loading …' and 'Try again'. */
export function PanelError({
  what,
  message,
  onRetry,
}: {
  what: string;
  message: string;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="flex flex-col items-center gap-2 py-8 text-center">
      <AlertTriangle className="size-6 text-down" aria-hidden="true" />
      <p className="font-medium">Error loading {what}</p>
      <p className="text-sm text-muted">{message}</p>
      <Button variant="outline" size="sm" className="mt-1" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

type PanelQuery = { isPending: boolean; error: unknown; refetch: () => unknown };

/**
 * A panel's query that has no answer to show: a spinner while it loads, PanelError once it failed.
 * Render it when `isPending || isError`.
 */
export function PanelQueryState({
  query,
  what,
  message,
  className = 'min-h-32',
}: {
  query: PanelQuery;
  what: string;
  /** Shown instead of the request's own error message. */
  message?: string;
  className?: string;
}) {
  if (query.isPending) {
    return (
      <div aria-busy="true" className={cn('grid place-items-center', className)}>
        <Spinner className="size-6" label={`Loading ${what}`} />
      </div>
    );
  }
  return (
    <PanelError
      what={what}
      message={message ?? errorMessage(query.error)}
      onRetry={() => void query.refetch()}
    />
  );
}

/** What a panel says when its list is empty. */
export function PanelEmpty({ children }: { children: ReactNode }) {
  return <p className="py-6 text-center text-sm text-muted">{children}</p>;
}
