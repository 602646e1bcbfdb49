import { readSymbolParam } from '@/lib/symbol-param';
import { useUrlParams } from '@/lib/use-url-params';

export const DEFAULT_TICKER = 'BBCA';
export type FlowMode = 'combine' | 'split';

/** Chart ranges in trading days: about a month, a quarter, half a year and a year. */
export const FLOW_PERIODS = [
  { value: '1M', label: '1M', days: 20 },
  { value: '3M', label: '3M', days: 60 },
  { value: '6M', label: '6M', days: 120 },
  { value: '1Y', label: '1Y', days: 250 },
] as const;
export type FlowPeriod = (typeof FLOW_PERIODS)[number]['value'];

const TICKER = /^[A-Z0-9-]{1,12}$/;

/** Foreign Flow's state in the URL (?symbol=&period=&mode=); defaults BBCA, 3M, Combine. */
export function useForeignFlowParams() {
  const [params, update] = useUrlParams();
  const rawTicker = readSymbolParam(params);
  const ticker = TICKER.test(rawTicker) ? rawTicker : DEFAULT_TICKER;
  const period = FLOW_PERIODS.find((option) => option.value === params.get('period')) ?? FLOW_PERIODS[1];
  const mode: FlowMode = params.get('mode') === 'split' ? 'split' : 'combine';
  return { ticker, period, mode, update };
}
