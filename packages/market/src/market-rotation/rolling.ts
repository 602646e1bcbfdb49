/**
 * Trailing-window z-score (x − mean) / sample std, O(n) with running sums. Sums are taken of
 * deviations from the first value to keep the variance from cancelling out on series far from 0.
 * A window whose variance is ~0 (below 1e-9 of its mean squared deviation) gives z = 0.
 * Leading nulls are warm-up; the series must have no gaps after its first value.
 */
export function rollingZScore(values: readonly (number | null)[], window: number): (number | null)[] {
  const out: (number | null)[] = new Array(values.length).fill(null);
  const start = values.findIndex((value) => value !== null);
  if (start < 0) return out;
  const shift = values[start] as number;
  let sum = 0;
  let sumSquares = 0;
  for (let i = start; i < values.length; i++) {
    const deviation = (values[i] as number) - shift;
    sum += deviation;
    sumSquares += deviation * deviation;
    if (i - start >= window) {
      const leaving = (values[i - window] as number) - shift;
      sum -= leaving;
      sumSquares -= leaving * leaving;
    }
    if (i - start < window - 1) continue;
    const mean = sum / window;
    const variance = (sumSquares - sum * mean) / (window - 1);
    out[i] =
      variance <= 1e-9 * (sumSquares / window) || variance <= 0
        ? 0
        : (deviation - mean) / Math.sqrt(variance);
  }
  return out;
}
