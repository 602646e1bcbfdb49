import { describe, expect, it } from 'vitest';
import { aggressorOf } from './aggressor.ts';

describe('aggressor from order numbers', () => {
  it('calls a trade buyer-initiated when the buy order is the newer one (HAKA)', () => {
    expect(aggressorOf({ price: 4_500, buyOrder: 1_002, sellOrder: 987 })).toBe('B');
  });

  it('calls a trade seller-initiated when the sell order is the newer one (HAKI)', () => {
    expect(aggressorOf({ price: 4_500, buyOrder: 987, sellOrder: 1_002 })).toBe('S');
  });

  it('trusts the order numbers over the tick rule', () => {
    // price fell against the previous print, yet the buy order arrived last
    expect(aggressorOf({ price: 4_490, buyOrder: 50, sellOrder: 40 }, { price: 4_500, aggressor: 'S' })).toBe(
      'B',
    );
  });
});

describe('tick rule when order numbers cannot decide', () => {
  it('uptick is buyer-initiated when the order numbers are missing', () => {
    expect(aggressorOf({ price: 4_510, buyOrder: 0, sellOrder: 0 }, { price: 4_500, aggressor: 'S' })).toBe(
      'B',
    );
  });

  it('downtick is seller-initiated when the order numbers are equal', () => {
    expect(aggressorOf({ price: 4_490, buyOrder: 7, sellOrder: 7 }, { price: 4_500, aggressor: 'B' })).toBe(
      'S',
    );
  });

  it('zero tick keeps the previous side', () => {
    expect(aggressorOf({ price: 4_500, buyOrder: NaN, sellOrder: 3 }, { price: 4_500, aggressor: 'S' })).toBe(
      'S',
    );
    expect(aggressorOf({ price: 4_500, buyOrder: 0, sellOrder: 0 }, { price: 4_500, aggressor: 'B' })).toBe(
      'B',
    );
  });

  it('first print without order numbers defaults to buyer-initiated', () => {
    expect(aggressorOf({ price: 4_500, buyOrder: 0, sellOrder: 0 })).toBe('B');
  });
});
