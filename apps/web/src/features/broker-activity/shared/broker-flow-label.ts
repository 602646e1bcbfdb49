import { formatNumber } from '@/lib/format';
import { formatCompactValue } from './broker-values';

/** How many of the largest net buyers and net sellers each label compares (Top 1, Top 3, Top 5). */
export const FLOW_LABEL_TOPS = [1, 3, 5] as const;

export type FlowLabel = 'Big Accumulation' | 'Accumulation' | 'Neutral' | 'Distribution' | 'Big Distribution';

/** Buy ÷ sell ratios at which the label changes; sells are the mirror (1 ÷ ratio). */
export const FLOW_LABEL_RATIOS = { big: 2, plain: 1.2 } as const;

export type TopFlow = {
  top: number;
  label: FlowLabel;
  /** Σ net value of the `top` largest net buyers (rupiah). */
  bought: number;
  /** Σ net value of the `top` largest net sellers (rupiah, positive). */
  sold: number;
  /** bought ÷ sold; null when neither side traded, Infinity when nobody net sold. */
  ratio: number | null;
};

/**
 * The label for the top-N brokers of a Broker Summary: the N largest net buyers' net value against
 * the N largest net sellers'. Ratio ≥ 2 is Big Accumulation, ≥ 1.2 Accumulation, ≤ 1/2 Big
 * Distribution, ≤ 1/1.2 Distribution, anything between Neutral. Both lists come sorted by value.
 */
export function labelTopFlow(
  netBuyers: readonly { nbval: number }[],
  netSellers: readonly { nsval: number }[],
  top: number,
): TopFlow {
  const bought = netBuyers.slice(0, top).reduce((total, row) => total + row.nbval, 0);
  const sold = netSellers.slice(0, top).reduce((total, row) => total + row.nsval, 0);
  if (bought === 0 && sold === 0) return { top, label: 'Neutral', bought, sold, ratio: null };
  const ratio = sold === 0 ? Infinity : bought / sold;
  const { big, plain } = FLOW_LABEL_RATIOS;
  const label: FlowLabel =
    ratio >= big
      ? 'Big Accumulation'
      : ratio >= plain
        ? 'Accumulation'
        : ratio <= 1 / big
          ? 'Big Distribution'
          : ratio <= 1 / plain
            ? 'Distribution'
            : 'Neutral';
  return { top, label, bought, sold, ratio };
}

/** The rule and this answer's own numbers, for the label's hover text: never a black box. */
export function describeTopFlow(flow: TopFlow): string {
  const ratio =
    flow.ratio === null
      ? 'no trades'
      : flow.ratio === Infinity
        ? 'no net sellers'
        : formatNumber(flow.ratio, 2);
  return [
    `Top ${flow.top}: net buy of the ${flow.top} largest net buyers ${formatCompactValue(flow.bought)} ÷ net sell of the ${flow.top} largest net sellers ${formatCompactValue(flow.sold)} = ${ratio}.`,
    `Rule: ≥ ${formatNumber(FLOW_LABEL_RATIOS.big, 1)} Big Accumulation, ≥ ${formatNumber(FLOW_LABEL_RATIOS.plain, 1)} Accumulation, ≤ ${formatNumber(1 / FLOW_LABEL_RATIOS.big, 2)} Big Distribution, ≤ ${formatNumber(1 / FLOW_LABEL_RATIOS.plain, 2)} Distribution, otherwise Neutral.`,
  ].join(' ');
}
