import { AlertTriangle } from 'lucide-react';
import { Button } from '@/ui/button';

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
