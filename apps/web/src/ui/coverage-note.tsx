import { Database } from 'lucide-react';
import { describeCoverage, useCoverage } from '@/lib/coverage-api';
import { cn } from './cn';

/**
 * One quiet line under a screen's header saying which data it stands on, e.g. 'Data: trade records
 * 9 Nov 2026 – 20 Nov 2026 · daily bars (Stock Summary) to 23 Nov 2026'. For one stock when the
 * screen is about one, else market-wide. Shows nothing until (or unless) the answer arrives.
 */
export function CoverageNote({ symbol = null, className }: { symbol?: string | null; className?: string }) {
  const coverage = useCoverage(symbol || null);
  if (!coverage.data) return null;
  const parts = describeCoverage(coverage.data);
  return (
    <p className={cn('flex items-start gap-1.5 text-xs text-muted', className)}>
      <Database className="mt-px size-3.5 shrink-0" aria-hidden="true" />
      <span>
        {/* On a phone the line must stay one line, so the screen's content keeps its place. */}
        <span className="sr-only font-medium sm:not-sr-only">
          Data{coverage.data.symbol ? ` for ${coverage.data.symbol}` : ''}:{' '}
        </span>
        {parts.join(' · ')}
      </span>
    </p>
  );
}
