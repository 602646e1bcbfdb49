import type { TLiveTrade } from '@pantau/contracts';
import { useCallback, useMemo } from 'react';
import { useUrlParams } from '@/lib/use-url-params';

export type RunningTradeScope = 'all' | 'watchlist';

export type RunningTradeFilters = {
  stocks: string[];
  /** Either side of the trade. */
  brokers: string[];
  minLot: number;
  /** Rupiah: price × lot × 100. */
  minValue: number;
  /** A foreign investor on either side. */
  foreignOnly: boolean;
};

export const NO_FILTERS: RunningTradeFilters = {
  stocks: [],
  brokers: [],
  minLot: 0,
  minValue: 0,
  foreignOnly: false,
};

const TICKER = /^[A-Z0-9-]{1,12}$/;
const BROKER = /^[A-Z0-9]{1,4}$/;
const MAX_CODES = 50;

/** Codes typed or read from the URL, separated by commas or spaces: upper-cased, valid, once each. */
export function parseCodes(text: string | null, kind: 'stock' | 'broker'): string[] {
  const valid = kind === 'stock' ? TICKER : BROKER;
  const codes = (text ?? '')
    .split(/[\s,]+/)
    .map((code) => code.trim().toUpperCase())
    .filter((code) => valid.test(code));
  return [...new Set(codes)].slice(0, MAX_CODES);
}

function parseAmount(text: string | null): number {
  const value = Number.parseInt(text ?? '', 10);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

export const tradeValue = (trade: TLiveTrade) => trade.price * trade.lot * 100;

/** The filters as one test of a trade; null when none is set, so nothing needs testing. */
export function tradeMatcher(filters: RunningTradeFilters): ((trade: TLiveTrade) => boolean) | null {
  const { minLot, minValue, foreignOnly } = filters;
  const stocks = filters.stocks.length > 0 ? new Set(filters.stocks) : null;
  const brokers = filters.brokers.length > 0 ? new Set(filters.brokers) : null;
  if (!stocks && !brokers && minLot === 0 && minValue === 0 && !foreignOnly) return null;
  return (trade) =>
    (!stocks || stocks.has(trade.symbol)) &&
    (!brokers || brokers.has(trade.buyer) || brokers.has(trade.seller)) &&
    trade.lot >= minLot &&
    tradeValue(trade) >= minValue &&
    (!foreignOnly || trade.buyerType === 'F' || trade.sellerType === 'F');
}

/**
 * The screen's scope and filters in the URL (?scope=watchlist&stocks=&brokers=&minLot=&minValue=
 * &foreign=1), so a view can be shared and survives a reload.
 */
export function useRunningTradeParams() {
  const [params, update] = useUrlParams();
  const scope: RunningTradeScope = params.get('scope') === 'watchlist' ? 'watchlist' : 'all';
  const stocksParam = params.get('stocks');
  const brokersParam = params.get('brokers');
  const minLot = parseAmount(params.get('minLot'));
  const minValue = parseAmount(params.get('minValue'));
  const foreignOnly = params.get('foreign') === '1';

  const setScope = useCallback(
    (next: RunningTradeScope) => update({ scope: next === 'all' ? null : next }),
    [update],
  );
  const setFilters = useCallback(
    (changes: Partial<RunningTradeFilters>) => {
      const url: Record<string, string | null> = {};
      if (changes.stocks) url.stocks = changes.stocks.length > 0 ? changes.stocks.join(',') : null;
      if (changes.brokers) url.brokers = changes.brokers.length > 0 ? changes.brokers.join(',') : null;
      if (changes.minLot !== undefined) url.minLot = changes.minLot > 0 ? String(changes.minLot) : null;
      if (changes.minValue !== undefined)
        url.minValue = changes.minValue > 0 ? String(changes.minValue) : null;
      if (changes.foreignOnly !== undefined) url.foreign = changes.foreignOnly ? '1' : null;
      update(url);
    },
    [update],
  );

  // One object per distinct URL: the trade test and the rows it keeps are rebuilt only on a change.
  const filters = useMemo<RunningTradeFilters>(
    () => ({
      stocks: parseCodes(stocksParam, 'stock'),
      brokers: parseCodes(brokersParam, 'broker'),
      minLot,
      minValue,
      foreignOnly,
    }),
    [stocksParam, brokersParam, minLot, minValue, foreignOnly],
  );

  return { scope, filters, setScope, setFilters };
}
