/** Accumulation labels, strongest accumulation first (the same strings as the screen contracts). */
export type AccumulationLabel =
  'Big Acc' | 'Normal Acc' | 'Small Acc' | 'Neutral' | 'Small Dist' | 'Normal Dist' | 'Big Dist';

/**
 * R = (B − S) / (B + S), with B the net value bought by a day's top-N net buyers and S the net
 * value sold by its top-N net sellers (both ≥ 0). R runs from −1 (only selling) to +1 (only buying);
 * a day on which neither side traded reads 0, i.e. Neutral.
 */
export function accumulationRatio(buyNet: number, sellNet: number): number {
  const total = buyNet + sellNet;
  return total === 0 ? 0 : (buyNet - sellNet) / total;
}

/**
 * The label of a ratio, as the metric catalogue words it: Big Acc ≥ 0.5, Normal Acc ≥ 0.25, Small
 * Acc ≥ 0.1, Neutral > −0.1, Small Dist > −0.25, Normal Dist > −0.5, else Big Dist. Each boundary
 * belongs to the stronger label of its side, so −0.1 itself is already Small Dist.
 */
export function accumulationLabel(ratio: number): AccumulationLabel {
  if (ratio >= 0.5) return 'Big Acc';
  if (ratio >= 0.25) return 'Normal Acc';
  if (ratio >= 0.1) return 'Small Acc';
  if (ratio > -0.1) return 'Neutral';
  if (ratio > -0.25) return 'Small Dist';
  if (ratio > -0.5) return 'Normal Dist';
  return 'Big Dist';
}

/**
 * B and S of one stock-day from every broker's net value that day: buy = the n largest positive
 * nets added up, sell = the n most negative nets added up, as a positive number. A broker with a
 * zero net sits on neither side. The server computes the same in SQL.
 */
export function topNetOfBrokers(nets: readonly number[], n: number): { buy: number; sell: number } {
  const buyers = nets.filter((net) => net > 0).sort((a, b) => b - a);
  const sellers = nets.filter((net) => net < 0).sort((a, b) => a - b);
  return { buy: sumOf(buyers.slice(0, n)), sell: sumOf(sellers.slice(0, n).map((net) => -net)) };
}

function sumOf(values: readonly number[]): number {
  let total = 0;
  for (const value of values) total += value;
  return total;
}
