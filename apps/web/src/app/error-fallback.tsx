import { TriangleAlert } from 'lucide-react';
import { Button } from '@/ui/button';

/** What a visitor sees when a screen crashes: a way to retry and a way out. */
export function ErrorFallback({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="grid min-h-[60vh] place-items-center px-4 py-12">
      <div className="flex max-w-md flex-col items-center text-center">
        <span className="grid size-12 place-items-center rounded-full bg-down/10 text-down">
          <TriangleAlert className="size-6" aria-hidden="true" />
        </span>
        <h1 className="mt-4 text-xl font-semibold">Something went wrong</h1>
        <p className="mt-2 text-sm text-muted">
          This screen ran into an unexpected problem. Try again, or reload the page if it keeps happening.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button onClick={onRetry}>Try Again</Button>
          <Button variant="outline" onClick={() => window.location.reload()}>
            Reload Page
          </Button>
        </div>
      </div>
    </div>
  );
}
