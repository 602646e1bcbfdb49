/** Grey block the size of the price pane while candles load. */
export function ChartSkeleton() {
  return (
    <div
      aria-busy="true"
      aria-label="Loading"
      className="h-[450px] animate-pulse rounded-lg bg-surface-muted"
    />
  );
}
