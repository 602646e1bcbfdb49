import type { TLiveTrade } from '@pantau/contracts';

/** Rows kept on screen: about ten seconds of the whole market at its busiest, minutes of a watchlist. */
export const MAX_ROWS = 2_000;
/**
 * Trades kept while paused. Resuming shows them above the rows, and the rows keep MAX_ROWS, so
 * keeping more would only hold trades that resuming cuts off at once; the count still says how many.
 */
export const MAX_HELD = MAX_ROWS;

/** A trade as this screen received it; `seq` orders arrivals and keys rows (trade numbers restart daily). */
export type TapeTrade = TLiveTrade & { seq: number };

export type TradeTape = {
  /** The exchange date of the trades held, null before the first. */
  date: string | null;
  /** Newest first. */
  rows: readonly TapeTrade[];
  /** Held by the Pause button, or while the member has scrolled down the list to read it. */
  paused: false | PauseCause;
  /** Arrived while paused, newest first, at most MAX_HELD. */
  held: readonly TapeTrade[];
  /** Arrived while paused, including those beyond `held`. */
  heldCount: number;
  /** Every trade the stream brought since the tape started, kept or filtered out. */
  received: number;
};

export type PauseCause = 'button' | 'scroll';

export type TapeAction =
  /** `trades` in arrival order (oldest first); `kept` of them passed the filters, `received` came in. */
  | { type: 'arrive'; date: string; trades: readonly TapeTrade[]; kept: number; received: number }
  | { type: 'pause'; by: PauseCause }
  /** Back at the top of the list resumes only what scrolling held, never a pause asked for. */
  | { type: 'resume'; by: PauseCause }
  | { type: 'clear' };

export const EMPTY_TAPE: TradeTape = {
  date: null,
  rows: [],
  paused: false,
  held: [],
  heldCount: 0,
  received: 0,
};

const prepend = (newestFirst: readonly TapeTrade[], older: readonly TapeTrade[], cap: number) =>
  newestFirst.length >= cap
    ? newestFirst.slice(0, cap)
    : [...newestFirst, ...older.slice(0, cap - newestFirst.length)];

export function tapeReducer(tape: TradeTape, action: TapeAction): TradeTape {
  switch (action.type) {
    case 'arrive': {
      // A tab left open overnight: yesterday's trades are not part of today's tape.
      const base =
        tape.date !== null && tape.date !== action.date ? { ...EMPTY_TAPE, paused: tape.paused } : tape;
      const newestFirst = [...action.trades].reverse();
      const received = base.received + action.received;
      if (base.paused) {
        return {
          ...base,
          date: action.date,
          held: prepend(newestFirst, base.held, MAX_HELD),
          heldCount: base.heldCount + action.kept,
          received,
        };
      }
      return { ...base, date: action.date, rows: prepend(newestFirst, base.rows, MAX_ROWS), received };
    }
    case 'pause':
      return tape.paused ? tape : { ...tape, paused: action.by };
    case 'resume':
      if (!tape.paused || (action.by === 'scroll' && tape.paused !== 'scroll')) return tape;
      return {
        ...tape,
        paused: false,
        rows: prepend(tape.held, tape.rows, MAX_ROWS),
        held: [],
        heldCount: 0,
      };
    case 'clear':
      return { ...EMPTY_TAPE, paused: tape.paused };
  }
}
