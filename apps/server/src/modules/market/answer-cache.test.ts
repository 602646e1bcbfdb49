import { describe, expect, it } from 'vitest';
import { ANSWER_CAPACITY, rememberAnswer } from './answer-cache.ts';
import { noteMarketDataVersion } from './market-data-epoch.ts';

const counting = () => {
  let calls = 0;
  return {
    compute: async () => ++calls,
    get calls() {
      return calls;
    },
  };
};

describe('rememberAnswer', () => {
  it('computes an answer once per key, and again once the market-data version moves', async () => {
    const db = {};
    const answer = counting();
    expect(await rememberAnswer(db, 'screener', '2026-11-20', answer.compute)).toBe(1);
    expect(await rememberAnswer(db, 'screener', '2026-11-20', answer.compute)).toBe(1);
    expect(await rememberAnswer(db, 'screener', '2026-11-19', answer.compute)).toBe(2);

    // A re-imported past day: same asOf, new version.
    noteMarketDataVersion(db, 7);
    expect(await rememberAnswer(db, 'screener', '2026-11-20', answer.compute)).toBe(3);
    expect(await rememberAnswer(db, 'screener', '2026-11-20', answer.compute)).toBe(3);
  });

  it('keeps databases and kinds apart', async () => {
    const [first, second] = [{}, {}];
    const answer = counting();
    await rememberAnswer(first, 'candles', 'BBRI', answer.compute);
    await rememberAnswer(second, 'candles', 'BBRI', answer.compute);
    await rememberAnswer(first, 'footprint', 'BBRI', answer.compute);
    expect(answer.calls).toBe(3);

    noteMarketDataVersion(second, 1);
    expect(await rememberAnswer(first, 'candles', 'BBRI', answer.compute)).toBe(1);
  });

  it('shares a pending computation between concurrent callers', async () => {
    const db = {};
    const answer = counting();
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(answer.compute()), 10));
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => rememberAnswer(db, 'rrg', 'LQ45', slow)),
    );
    expect(new Set(answers)).toEqual(new Set([1]));
    expect(answer.calls).toBe(1);
  });

  it('forgets a failure, so the next caller computes afresh', async () => {
    const db = {};
    await expect(
      rememberAnswer(db, 'inventory', 'BBRI|YP', () => Promise.reject(new Error('connection lost'))),
    ).rejects.toThrow('connection lost');
    expect(await rememberAnswer(db, 'inventory', 'BBRI|YP', async () => 'fresh')).toBe('fresh');
  });

  it('evicts the least recently used answer of a kind past its capacity, not other kinds', async () => {
    const db = {};
    const answer = counting();
    const capacity = ANSWER_CAPACITY['recent-market'];
    await rememberAnswer(db, 'screener', 'kept', answer.compute);
    for (let day = 0; day < capacity; day += 1)
      await rememberAnswer(db, 'recent-market', `day ${day}`, answer.compute);
    await rememberAnswer(db, 'recent-market', 'day 0', answer.compute); // day 0 is now the most recent
    await rememberAnswer(db, 'recent-market', 'one more', answer.compute); // evicts day 1
    expect(answer.calls).toBe(capacity + 2);

    await rememberAnswer(db, 'recent-market', 'day 0', answer.compute);
    await rememberAnswer(db, 'screener', 'kept', answer.compute);
    expect(answer.calls).toBe(capacity + 2);
    await rememberAnswer(db, 'recent-market', 'day 1', answer.compute);
    expect(answer.calls).toBe(capacity + 3);
  });
});
