import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState, QueryError, TableSkeleton } from '@/ui/result-states';

/** A grey block the size of the chart that will replace it. */
export function ChartSkeleton({ height }: { height: number }) {
  return (
    <div
      aria-busy="true"
      aria-label="Loading"
      className="w-full animate-pulse rounded-lg bg-surface-muted"
      style={{ height }}
    />
  );
}

/**
 * The four states every dashboard panel has: skeleton while loading, error with Retry (or the
 * upgrade panel on 403), the empty message, or the content.
 */
export function QueryPanel<T>({
  query,
  skeleton = <TableSkeleton rows={6} />,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  skeleton?: ReactNode;
  isEmpty: (data: T) => boolean;
  empty: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.isPending) return <>{skeleton}</>;
  if (isEmpty(query.data)) return <EmptyState>{empty}</EmptyState>;
  return <>{children(query.data)}</>;
}
