import { describe, expect, it } from 'vitest';
import type { TLiveTrade } from '@pantau/contracts';
import { NO_FILTERS, parseCodes, tradeMatcher } from './running-trade-filters';

const TRADE: TLiveTrade = {
  number: 1,
  time: 90_000,
  symbol: 'BBCA',
  board: 'RG',
  price: 10_000,
  change: 0,
  lot: 10,
  buyer: 'YP',
  buyerType: 'D',
  seller: 'CC',
  sellerType: 'D',
  side: 'B',
};

describe('parseCodes', () => {
  it('reads codes separated by commas or spaces, upper-cased, valid and once each', () => {
    expect(parseCodes(' bbca, tlkm  BBCA,,x!y ', 'stock')).toEqual(['BBCA', 'TLKM']);
    expect(parseCodes('yp cc TOOLONG', 'broker')).toEqual(['YP', 'CC']);
    expect(parseCodes(null, 'stock')).toEqual([]);
  });
});

describe('tradeMatcher', () => {
  it('tests nothing without filters', () => {
    expect(tradeMatcher(NO_FILTERS)).toBeNull();
  });

  it('matches a broker on either side, lots and value (price × lot × 100) at least the minimum', () => {
    const byBroker = tradeMatcher({ ...NO_FILTERS, brokers: ['CC'] })!;
    expect(byBroker(TRADE)).toBe(true);
    expect(byBroker({ ...TRADE, seller: 'AK' })).toBe(false);

    const bySize = tradeMatcher({ ...NO_FILTERS, minLot: 10, minValue: 10_000_000 })!;
    expect(bySize(TRADE)).toBe(true);
    expect(bySize({ ...TRADE, lot: 9 })).toBe(false);
    expect(bySize({ ...TRADE, price: 9_999 })).toBe(false);
  });

  it('keeps foreign trades on either side and the chosen stocks only', () => {
    const matches = tradeMatcher({ ...NO_FILTERS, stocks: ['BBCA'], foreignOnly: true })!;
    expect(matches(TRADE)).toBe(false);
    expect(matches({ ...TRADE, sellerType: 'F' })).toBe(true);
    expect(matches({ ...TRADE, buyerType: 'F', symbol: 'TLKM' })).toBe(false);
  });
});
