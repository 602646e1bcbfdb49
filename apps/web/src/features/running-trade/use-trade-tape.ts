import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { TLiveBatchEvent, TLiveTrade } from '@pantau/contracts';
import { EMPTY_TAPE, MAX_ROWS, tapeReducer, type PauseCause, type TapeTrade } from './trade-tape';

type Incoming = { date: string; trades: TapeTrade[]; kept: number; received: number };

/**
 * The running trade's rows. Batches are gathered and applied once per animation frame: the whole
 * market can bring 200 trades a second in many small batches, and one render per batch would
 * drop frames.
 */
export function useTradeTape() {
  const [tape, dispatch] = useReducer(tapeReducer, EMPTY_TAPE);
  const incoming = useRef<Incoming | null>(null);
  const frame = useRef<number | null>(null);
  const nextSeq = useRef(0);

  const flush = useCallback(() => {
    frame.current = null;
    const gathered = incoming.current;
    incoming.current = null;
    if (gathered) dispatch({ type: 'arrive', ...gathered });
  }, []);

  useEffect(
    () => () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current);
    },
    [],
  );

  /** Keeps the batch's trades that pass `matches` (all when null). */
  const receive = useCallback(
    (event: TLiveBatchEvent, matches: ((trade: TLiveTrade) => boolean) | null) => {
      if (event.trades.length === 0) return;
      let gathered = incoming.current;
      if (!gathered || gathered.date !== event.date) {
        gathered = { date: event.date, trades: [], kept: 0, received: 0 };
        incoming.current = gathered;
      }
      for (const trade of event.trades) {
        if (matches && !matches(trade)) continue;
        gathered.trades.push({ ...trade, seq: nextSeq.current++ });
        gathered.kept += 1;
      }
      gathered.received += event.trades.length;
      // A background tab gets no frames; only the newest MAX_ROWS could ever be shown.
      if (gathered.trades.length > 2 * MAX_ROWS) gathered.trades.splice(0, gathered.trades.length - MAX_ROWS);
      frame.current ??= requestAnimationFrame(flush);
    },
    [flush],
  );

  const clear = useCallback(() => {
    incoming.current = null;
    dispatch({ type: 'clear' });
  }, []);
  const pause = useCallback((by: PauseCause) => dispatch({ type: 'pause', by }), []);
  const resume = useCallback((by: PauseCause) => dispatch({ type: 'resume', by }), []);

  return { tape, receive, clear, pause, resume };
}
