import { describe, expect, it } from 'vitest';
import type { HolderCategory, OwnershipComposition } from '../types.ts';
import { categoryOwnChange, foreignOwnChange } from './ownership-change.ts';

const NONE: Record<HolderCategory, number> = {
  IS: 0,
  CP: 0,
  PF: 0,
  IB: 0,
  ID: 0,
  MF: 0,
  SC: 0,
  FD: 0,
  OT: 0,
};

const month = (
  asOf: string,
  local: Partial<Record<HolderCategory, number>>,
  foreign: Partial<Record<HolderCategory, number>>,
): OwnershipComposition => ({
  symbol: 'BBCA',
  asOf,
  local: { ...NONE, ...local },
  foreign: { ...NONE, ...foreign },
});

// Latest: total 500 + 100 + 300 + 100 = 1000, foreign 400 (40%), MF 200 (20%), ID 500 (50%), CP 300 (30%).
const latest = month('2026-02-28', { ID: 500, MF: 100 }, { CP: 300, MF: 100 });
// Previous: total 500 + 60 + 200 + 40 = 800, foreign 240 (30%), MF 100 (12.5%), ID 500 (62.5%), CP 200 (25%).
const previous = month('2026-01-31', { ID: 500, MF: 60 }, { CP: 200, MF: 40 });

describe('foreignOwnChange', () => {
  it('gives the change of the foreign share of all KSEI-held shares in percentage points', () => {
    // 40% − 30%
    expect(foreignOwnChange({ latest, previous })).toBeCloseTo(10, 12);
    expect(foreignOwnChange({ latest: previous, previous: latest })).toBeCloseTo(-10, 12);
  });

  it('is null without both months or when a month holds nothing', () => {
    expect(foreignOwnChange({ latest, previous: null })).toBeNull();
    expect(foreignOwnChange({ latest: null, previous })).toBeNull();
    expect(foreignOwnChange({ latest, previous: month('2026-01-31', {}, {}) })).toBeNull();
  });
});

describe('categoryOwnChange', () => {
  it("adds the category's local and foreign holders and compares its shares month on month", () => {
    // MF: 20% − 12.5%; ID: 50% − 62.5%; CP (foreign only): 30% − 25%; IS never held
    expect(categoryOwnChange({ latest, previous }, 'MF')).toBeCloseTo(7.5, 12);
    expect(categoryOwnChange({ latest, previous }, 'ID')).toBeCloseTo(-12.5, 12);
    expect(categoryOwnChange({ latest, previous }, 'CP')).toBeCloseTo(5, 12);
    expect(categoryOwnChange({ latest, previous }, 'IS')).toBe(0);
  });

  it('is null without both months', () => {
    expect(categoryOwnChange({ latest: null, previous: null }, 'MF')).toBeNull();
    expect(categoryOwnChange({ latest: month('2026-02-28', {}, {}), previous }, 'MF')).toBeNull();
  });
});
