import { describe, expect, it } from 'vitest';
import type { TLiveTrade } from '@pantau/contracts';
import { EMPTY_TAPE, MAX_HELD, MAX_ROWS, tapeReducer, type TapeTrade, type TradeTape } from './trade-tape';

const BASE: TLiveTrade = {
  number: 0,
  time: 90_000,
  symbol: 'BBCA',
  board: 'RG',
  price: 9_875,
  change: 25,
  lot: 10,
  buyer: 'YP',
  buyerType: 'D',
  seller: 'CC',
  sellerType: 'D',
  side: 'B',
};

let seq = 0;
const trades = (count: number): TapeTrade[] =>
  Array.from({ length: count }, () => ({ ...BASE, number: seq, seq: seq++ }));

const arrive = (tape: TradeTape, batch: TapeTrade[], date = '2026-11-20', received = batch.length) =>
  tapeReducer(tape, { type: 'arrive', date, trades: batch, kept: batch.length, received });

describe('tapeReducer', () => {
  it('puts the newest trade first and keeps the last 2,000', () => {
    const first = trades(3);
    let tape = arrive(EMPTY_TAPE, first);
    expect(tape.rows.map((row) => row.seq)).toEqual([2, 1, 0].map((index) => first[index]!.seq));

    tape = arrive(tape, trades(MAX_ROWS + 5));
    expect(tape.rows).toHaveLength(MAX_ROWS);
    expect(tape.rows[0]!.seq).toBe(seq - 1);
    expect(tape.rows.at(-1)!.seq).toBe(seq - MAX_ROWS);
    expect(tape.received).toBe(MAX_ROWS + 8);
  });

  it('counts what passes the filters apart from what the stream brought', () => {
    const tape = arrive(EMPTY_TAPE, trades(2), '2026-11-20', 9);
    expect(tape.rows).toHaveLength(2);
    expect(tape.received).toBe(9);
  });

  it('holds trades while paused, counting beyond what it keeps, and shows them above on resume', () => {
    let tape = arrive(EMPTY_TAPE, trades(2));
    const shown = tape.rows;
    tape = tapeReducer(tape, { type: 'pause', by: 'button' });
    tape = arrive(tape, trades(MAX_HELD + 10));
    expect(tape.rows).toBe(shown);
    expect(tape.held).toHaveLength(MAX_HELD);
    expect(tape.heldCount).toBe(MAX_HELD + 10);

    tape = tapeReducer(tape, { type: 'resume', by: 'button' });
    expect(tape.paused).toBe(false);
    expect(tape.held).toHaveLength(0);
    expect(tape.heldCount).toBe(0);
    expect(tape.rows).toHaveLength(MAX_ROWS);
    expect(tape.rows[0]!.seq).toBe(seq - 1);
  });

  it("starts over on a new exchange day and on the stream's reset, staying paused", () => {
    let tape = tapeReducer(arrive(EMPTY_TAPE, trades(3)), { type: 'pause', by: 'button' });
    tape = arrive(tape, trades(1), '2026-11-23');
    expect(tape).toMatchObject({ date: '2026-11-23', rows: [], paused: 'button', heldCount: 1, received: 1 });

    tape = tapeReducer(tape, { type: 'clear' });
    expect(tape).toEqual({ ...EMPTY_TAPE, paused: 'button' });
  });

  it('resumes on reaching the top only what scrolling held', () => {
    const scrolled = tapeReducer(arrive(EMPTY_TAPE, trades(1)), { type: 'pause', by: 'scroll' });
    expect(scrolled.paused).toBe('scroll');
    expect(tapeReducer(scrolled, { type: 'resume', by: 'scroll' }).paused).toBe(false);

    const asked = tapeReducer(scrolled, { type: 'resume', by: 'button' });
    const paused = tapeReducer(asked, { type: 'pause', by: 'button' });
    expect(tapeReducer(paused, { type: 'pause', by: 'scroll' }).paused).toBe('button');
    expect(tapeReducer(paused, { type: 'resume', by: 'scroll' })).toBe(paused);
  });
});
