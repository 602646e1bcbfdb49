import type { TBoardFilter } from '@pantau/contracts';
import { DEFAULT_QUICK_SELECT, QUICK_SELECT_OPTIONS, type QuickSelect } from '@/lib/date-selection';
import { readSymbolParam } from '@/lib/symbol-param';
import { useUrlParams } from '@/lib/use-url-params';

export const DEFAULT_TICKER = 'BBCA';
export type Layout = 'horizontal' | 'vertical';
export type SummaryView = 'summary' | 'broker';
export const BOARD_OPTIONS: TBoardFilter[] = ['RG', 'TN', 'NG', 'ALL'];

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const TICKER = /^[A-Z0-9-]{1,12}$/;

function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/**
 * The screen's state kept in the URL (?symbol=&dates=&quick=&view=&layout=&board=) so a view can be
 * shared and survives a reload. Without `dates` the Quick Select preset decides them from the
 * trade-date list, so a bare link always shows the latest days.
 */
export function useSelectionParams() {
  const [params, update] = useUrlParams();

  const rawTicker = readSymbolParam(params);
  const ticker = TICKER.test(rawTicker) ? rawTicker : DEFAULT_TICKER;
  const explicitDates = [
    ...new Set((params.get('dates') ?? '').split(',').filter((date) => ISO_DATE.test(date))),
  ].sort();
  const quick = oneOf(
    params.get('quick'),
    QUICK_SELECT_OPTIONS.map((option) => option.value),
    explicitDates.length > 0 ? 'custom' : DEFAULT_QUICK_SELECT,
  );
  const layout = oneOf<Layout>(params.get('layout'), ['horizontal', 'vertical'], 'horizontal');
  const view = oneOf<SummaryView>(params.get('view'), ['summary', 'broker'], 'summary');
  const board = oneOf<TBoardFilter>(params.get('board'), BOARD_OPTIONS, 'RG');

  return { params, ticker, explicitDates, quick, layout, view, board, update };
}

export type { QuickSelect };
