import type { UrlChanges } from './use-url-params';

/**
 * Every screen names its stock `symbol` in the URL. Broker, Stock Transaction and Story screens
 * once wrote `ticker`, so links shared before still carry it: it is read when `symbol` is absent,
 * and dropped the first time the screen writes its stock.
 */
export const SYMBOL_PARAM = 'symbol';
const LEGACY_SYMBOL_PARAM = 'ticker';

/** The stock a URL names, upper-cased; '' when it names none. */
export function readSymbolParam(params: URLSearchParams): string {
  return (params.get(SYMBOL_PARAM) ?? params.get(LEGACY_SYMBOL_PARAM) ?? '').toUpperCase();
}

/** The URL change that shows `symbol`, leaving no old `ticker` behind to contradict it. */
export function symbolChange(symbol: string): UrlChanges {
  return { [SYMBOL_PARAM]: symbol, [LEGACY_SYMBOL_PARAM]: null };
}
