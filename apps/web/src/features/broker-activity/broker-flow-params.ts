import { MAX_BROKER_FLOW_BROKERS } from '@pantau/contracts';
import { useCallback } from 'react';
import { readSymbolParam, symbolChange } from '@/lib/symbol-param';
import { useUrlParams } from '@/lib/use-url-params';

const DEFAULT_BROKER_FLOW_TICKER = 'BBCA';
export type FlowMeasure = 'value' | 'volume';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const TICKER = /^[A-Z0-9-]{1,12}$/;
const BROKER = /^[A-Z0-9]{2,4}$/;

/** Broker codes from the URL: upper-cased, valid, no duplicates, at most 20; null when none. */
function parseFlowBrokers(raw: string | null): string[] | null {
  const codes = [
    ...new Set(
      (raw ?? '')
        .split(',')
        .map((code) => code.trim().toUpperCase())
        .filter((code) => BROKER.test(code)),
    ),
  ].slice(0, MAX_BROKER_FLOW_BROKERS);
  return codes.length > 0 ? codes : null;
}

/**
 * The screen's state in the URL (?symbol=&date=&brokers=&measure=) so a view can be shared and
 * survives a reload. Without a date the server shows the stock's latest day; without brokers, that
 * day's top net buyers and sellers, so a link keeps following the day's leaders until brokers are
 * picked by hand.
 */
export function useBrokerFlowParams() {
  const [params, update] = useUrlParams();
  const rawTicker = readSymbolParam(params);
  const ticker = TICKER.test(rawTicker) ? rawTicker : DEFAULT_BROKER_FLOW_TICKER;
  const rawDate = params.get('date') ?? '';
  const date = ISO_DATE.test(rawDate) ? rawDate : null;
  const brokers = parseFlowBrokers(params.get('brokers'));
  const measure: FlowMeasure = params.get('measure') === 'volume' ? 'volume' : 'value';

  // Another stock has other brokers: its own leaders are shown again, on the same day.
  const setTicker = useCallback((next: string) => update({ ...symbolChange(next), brokers: null }), [update]);
  const setDate = useCallback((next: string) => update({ date: next }), [update]);
  const setBrokers = useCallback(
    (next: string[] | null) => update({ brokers: next && next.length > 0 ? next.join(',') : null }),
    [update],
  );
  const setMeasure = useCallback((next: FlowMeasure) => update({ measure: next }), [update]);

  return { ticker, date, brokers, measure, setTicker, setDate, setBrokers, setMeasure };
}
