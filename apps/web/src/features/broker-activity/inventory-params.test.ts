import { describe, expect, it } from 'vitest';
import { parseBrokerList } from './inventory-params';

describe('parseBrokerList', () => {
  it('upper-cases, drops duplicates and junk, and keeps at most 10 codes', () => {
    expect(parseBrokerList('lg, mg,LG,,b r,cc')).toEqual(['LG', 'MG', 'CC']);
    expect(parseBrokerList('AA,AB,AC,AD,AE,AF,AG,AH,AI,AJ,AK')).toHaveLength(10);
  });

  it('falls back to LG, MG, BR without a usable code', () => {
    expect(parseBrokerList(null)).toEqual(['LG', 'MG', 'BR']);
    expect(parseBrokerList(',,*')).toEqual(['LG', 'MG', 'BR']);
  });
});
