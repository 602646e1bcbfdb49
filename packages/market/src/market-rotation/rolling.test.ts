import { describe, expect, it } from 'vitest';
import { rollingZScore } from './rolling.ts';

describe('rolling z-score', () => {
  it('uses the sample standard deviation of the trailing window', () => {
    // [1, 2, 3]: mean 2, sample std 1 -> (3 - 2) / 1 = 1; [2, 3, 7]: mean 4, var (4+1+9)/2 = 7
    // -> (7 - 4) / √7
    expect(rollingZScore([1, 2, 3, 7], 3)).toEqual([null, null, 1, expect.closeTo(3 / Math.sqrt(7), 12)]);
  });

  it('skips leading nulls and reads 0 for a flat window far from zero', () => {
    expect(rollingZScore([null, 1_000_000.1, 1_000_000.1, 1_000_000.1], 2)).toEqual([null, null, 0, 0]);
  });
});
