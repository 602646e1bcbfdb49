import { describe, expect, it } from 'vitest';
import { autoRejectionLimits, isOnTick, tickSize } from './exchange-rules.ts';

describe('tick size by price band', () => {
  it.each([
    [50, 1],
    [199, 1],
    [200, 2],
    [498, 2],
    [500, 5],
    [1_995, 5],
    [2_000, 10],
    [4_990, 10],
    [5_000, 25],
    [9_725, 25],
  ])('price %i trades in ticks of %i', (price, tick) => {
    expect(tickSize(price)).toBe(tick);
  });

  it('accepts prices on their tick and rejects the rest', () => {
    expect(isOnTick(4_550)).toBe(true);
    expect(isOnTick(4_555)).toBe(false);
    expect(isOnTick(201)).toBe(false);
    expect(isOnTick(49)).toBe(false);
  });
});

describe('auto-rejection limits', () => {
  it('allows +35% / -15% for a 100-rupiah stock', () => {
    expect(autoRejectionLimits(100)).toEqual({ lower: 85, upper: 135 });
  });

  it('allows +25% in the middle band, rounding onto ticks', () => {
    // 4,000 * 1.25 = 5,000 (tick 25); 4,000 * 0.85 = 3,400 (tick 10)
    expect(autoRejectionLimits(4_000)).toEqual({ lower: 3_400, upper: 5_000 });
    // 1,234 * 1.25 = 1,542.5 -> down to 1,540; 1,234 * 0.85 = 1,048.9 -> up to 1,050
    expect(autoRejectionLimits(1_234)).toEqual({ lower: 1_050, upper: 1_540 });
  });

  it('allows +20% above 5,000', () => {
    // 9,000 * 1.2 = 10,800; 9,000 * 0.85 = 7,650
    expect(autoRejectionLimits(9_000)).toEqual({ lower: 7_650, upper: 10_800 });
  });

  it('never sets the lower limit under the minimum price', () => {
    expect(autoRejectionLimits(52).lower).toBe(50);
  });
});
