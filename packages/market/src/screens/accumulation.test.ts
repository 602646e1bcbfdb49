import { describe, expect, it } from 'vitest';
import { accumulationLabel, accumulationRatio, topNetOfBrokers } from './accumulation.ts';

describe('accumulationRatio', () => {
  it('weighs the top buyers against the top sellers', () => {
    // (300 − 100) / (300 + 100) = 0.5; (100 − 300) / 400 = −0.5; only buying gives 1
    expect(accumulationRatio(300, 100)).toBe(0.5);
    expect(accumulationRatio(100, 300)).toBe(-0.5);
    expect(accumulationRatio(250, 0)).toBe(1);
    expect(accumulationRatio(0, 250)).toBe(-1);
  });

  it('reads 0 on a day on which nobody traded', () => {
    expect(accumulationRatio(0, 0)).toBe(0);
  });
});

describe('accumulationLabel', () => {
  it('gives each acc boundary to the label it opens', () => {
    expect(accumulationLabel(1)).toBe('Big Acc');
    expect(accumulationLabel(0.5)).toBe('Big Acc');
    expect(accumulationLabel(0.49)).toBe('Normal Acc');
    expect(accumulationLabel(0.25)).toBe('Normal Acc');
    expect(accumulationLabel(0.24)).toBe('Small Acc');
    expect(accumulationLabel(0.1)).toBe('Small Acc');
    expect(accumulationLabel(0.09)).toBe('Neutral');
    expect(accumulationLabel(0)).toBe('Neutral');
  });

  it('gives each dist boundary to the stronger distribution label', () => {
    expect(accumulationLabel(-0.09)).toBe('Neutral');
    expect(accumulationLabel(-0.1)).toBe('Small Dist');
    expect(accumulationLabel(-0.24)).toBe('Small Dist');
    expect(accumulationLabel(-0.25)).toBe('Normal Dist');
    expect(accumulationLabel(-0.49)).toBe('Normal Dist');
    expect(accumulationLabel(-0.5)).toBe('Big Dist');
    expect(accumulationLabel(-1)).toBe('Big Dist');
  });

  it('lands on the boundaries exactly when the ratio comes from rupiah totals', () => {
    // (5 − 3) / 8 = 0.25; (11 − 9) / 20 = 0.1; (9 − 11) / 20 = −0.1; (3 − 5) / 8 = −0.25
    expect(accumulationLabel(accumulationRatio(5e9, 3e9))).toBe('Normal Acc');
    expect(accumulationLabel(accumulationRatio(11e9, 9e9))).toBe('Small Acc');
    expect(accumulationLabel(accumulationRatio(9e9, 11e9))).toBe('Small Dist');
    expect(accumulationLabel(accumulationRatio(3e9, 5e9))).toBe('Normal Dist');
  });
});

describe('topNetOfBrokers', () => {
  const nets = [500, -50, 300, 0, -400, 100, 200, -250];

  it('adds the n largest net buys and the n largest net sells', () => {
    // buy 500 + 300 + 200 = 1000; sell |−400 − 250 − 50| = 700
    expect(topNetOfBrokers(nets, 3)).toEqual({ buy: 1000, sell: 700 });
    // buy 500 + 300; sell 400 + 250
    expect(topNetOfBrokers(nets, 2)).toEqual({ buy: 800, sell: 650 });
  });

  it('takes every broker on a side with fewer than n, and none from the other side', () => {
    // buy 500 + 300 + 200 + 100 = 1100; the zero net counts on neither side
    expect(topNetOfBrokers(nets, 10)).toEqual({ buy: 1100, sell: 700 });
    expect(topNetOfBrokers([-10, -20], 3)).toEqual({ buy: 0, sell: 30 });
    expect(topNetOfBrokers([], 5)).toEqual({ buy: 0, sell: 0 });
  });
});
