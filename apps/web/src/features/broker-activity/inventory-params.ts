import { DEFAULT_INVENTORY_BROKERS, MAX_INVENTORY_BROKERS, type TBoardFilter } from '@pantau/contracts';
import { useCallback } from 'react';
import { QUICK_SELECT_OPTIONS, type QuickSelect } from '@/lib/date-selection';
import { readSymbolParam, symbolChange } from '@/lib/symbol-param';
import { useUrlParams } from '@/lib/use-url-params';

export const DEFAULT_INVENTORY_TICKER = 'BBCA';
export type InventoryMode = 'combined' | 'split';
export const INVENTORY_BOARDS: TBoardFilter[] = ['RG', 'TN', 'NG', 'ALL'];

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const TICKER = /^[A-Z0-9-]{1,12}$/;
const BROKER = /^[A-Z0-9]{1,4}$/;

function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/** Broker codes from the URL: upper-cased, valid, no duplicates, at most 10; LG, MG, BR when none. */
export function parseBrokerList(raw: string | null): string[] {
  const codes = [
    ...new Set(
      (raw ?? '')
        .split(',')
        .map((code) => code.trim().toUpperCase())
        .filter((code) => BROKER.test(code)),
    ),
  ].slice(0, MAX_INVENTORY_BROKERS);
  return codes.length > 0 ? codes : [...DEFAULT_INVENTORY_BROKERS];
}

/**
 * The screen's state in the URL (?symbol=&brokers=&from=&to=&quick=&mode=&board=) so a view can be
 * shared and survives a reload. Without from/to the window is the default month, decided once the
 * stock's trade dates are known.
 */
export function useInventoryParams() {
  const [params, update] = useUrlParams();
  const rawTicker = readSymbolParam(params);
  const ticker = TICKER.test(rawTicker) ? rawTicker : DEFAULT_INVENTORY_TICKER;
  const brokers = parseBrokerList(params.get('brokers'));
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const explicitRange = ISO_DATE.test(from) && ISO_DATE.test(to) ? { from, to } : null;
  const quick = oneOf<QuickSelect>(
    params.get('quick'),
    QUICK_SELECT_OPTIONS.map((option) => option.value),
    'custom',
  );
  const mode = oneOf<InventoryMode>(params.get('mode'), ['combined', 'split'], 'combined');
  const board = oneOf<TBoardFilter>(params.get('board'), INVENTORY_BOARDS, 'RG');

  const setBrokers = useCallback((next: string[]) => update({ brokers: next.join(',') }), [update]);
  const setTicker = useCallback((next: string) => update(symbolChange(next)), [update]);

  return { ticker, brokers, explicitRange, quick, mode, board, update, setBrokers, setTicker };
}
