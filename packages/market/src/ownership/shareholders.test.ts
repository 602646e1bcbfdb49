import { describe, expect, it } from 'vitest';
import type { Shareholder } from '../types.ts';
import {
  formatShares,
  ownershipDistribution,
  ownershipHistory,
  rankShareholders,
  summarizeOwnership,
} from './shareholders.ts';

function holder(
  asOf: string,
  name: string,
  holderType: string,
  millions: number,
  controlling = false,
): Shareholder {
  return { symbol: 'BBNI', asOf, holder: name, holderType, shares: millions * 1_000_000, controlling };
}

const LISTED = 1_000_000_000;
const GOV = 'Negara Republik Indonesia';
const AFF = 'PT Afiliasi Nusantara';

const holders: Shareholder[] = [
  holder('2024-04-30', GOV, 'Government', 600, true),
  holder('2024-04-30', 'Masyarakat', 'Public', 400),

  holder('2025-01-31', GOV, 'Government', 600, true),
  holder('2025-01-31', AFF, 'Corporate', 70),
  holder('2025-01-31', 'GIC Private Ltd', 'Institution', 50),
  holder('2025-01-31', 'Masyarakat', 'Public', 280),

  holder('2025-02-28', GOV, 'Government', 600, true),
  holder('2025-02-28', AFF, 'Corporate', 70),
  holder('2025-02-28', 'GIC Private Ltd', 'Institution', 60),
  holder('2025-02-28', 'Old Fund', 'Institution', 50),
  holder('2025-02-28', 'Masyarakat', 'Public', 220),

  // Latest list covers 985 M of 1,000 M shares: 15 M unlisted
  holder('2025-03-31', GOV, 'Government', 600, true),
  holder('2025-03-31', AFF, 'Corporate', 80),
  holder('2025-03-31', 'GIC Private Ltd', 'Institution', 60),
  holder('2025-03-31', 'BPJS Ketenagakerjaan', 'Institution', 30),
  holder('2025-03-31', 'Budi Santoso', 'Individual', 15),
  holder('2025-03-31', 'Masyarakat', 'Public', 200),
];

describe('summarizeOwnership', () => {
  it('reads the latest list: controller and public float', () => {
    expect(summarizeOwnership(holders, LISTED)).toEqual({
      asOf: '2025-03-31',
      totalShares: LISTED,
      controlling: { name: GOV, percentage: 60 },
      // unlisted 15 M + BPJS 30 M (3%) + Budi 15 M (1.5%) + Masyarakat 200 M = 260 M of 1,000 M
      publicOwnership: 26,
    });
  });

  it('falls back to the largest non-public holder when nobody is flagged, totals from the list', () => {
    const list = [
      holder('2025-03-31', 'Masyarakat', 'Public', 700),
      holder('2025-03-31', 'PT Induk', 'Corporate', 300),
    ];
    // total 1,000 M from the list; PT Induk 300 M = 30%; public 700 M = 70%
    expect(summarizeOwnership(list)).toMatchObject({
      totalShares: LISTED,
      controlling: { name: 'PT Induk', percentage: 30 },
      publicOwnership: 70,
    });
  });
});

describe('ownershipDistribution', () => {
  it('groups holders under 2% and the unlisted remainder as Others, last', () => {
    expect(ownershipDistribution(holders, LISTED)).toEqual([
      { name: GOV, percentage: 60, shares: 600_000_000, category: 'Government' },
      { name: 'Masyarakat', percentage: 20, shares: 200_000_000, category: 'Public' },
      { name: AFF, percentage: 8, shares: 80_000_000, category: 'Corporate' },
      { name: 'GIC Private Ltd', percentage: 6, shares: 60_000_000, category: 'Institution' },
      { name: 'BPJS Ketenagakerjaan', percentage: 3, shares: 30_000_000, category: 'Institution' },
      // Budi 15 M (1.5%) + unlisted 15 M = 30 M = 3%
      { name: 'Others', percentage: 3, shares: 30_000_000, category: 'Others' },
    ]);
  });
});

describe('rankShareholders', () => {
  const ranked = rankShareholders(holders, 5_000, LISTED);

  it('ranks the latest list by shares and values it at the price', () => {
    expect(ranked.map((row) => [row.rank, row.holder])).toEqual([
      [1, GOV],
      [2, 'Masyarakat'],
      [3, AFF],
      [4, 'GIC Private Ltd'],
      [5, 'BPJS Ketenagakerjaan'],
      [6, 'Budi Santoso'],
    ]);
    // 600 M × 5,000 = 3,000,000,000,000
    expect(ranked[0]).toMatchObject({
      type: 'Government',
      shares: 600_000_000,
      percentage: 60,
      value: 3_000_000_000_000,
    });
  });

  it('reports the change since the previous list, null for newcomers', () => {
    // Masyarakat 220 M → 200 M; affiliate 70 M → 80 M; GIC 60 M → 60 M; BPJS and Budi new
    expect(ranked.map((row) => row.change)).toEqual([0, -20_000_000, 10_000_000, 0, null, null]);
  });

  it('dates each holder by the list where its holding last changed', () => {
    // Government unchanged since first listed (Apr 2024); GIC went 50 M → 60 M in Feb
    expect(ranked.map((row) => row.lastUpdate)).toEqual([
      '2024-04-30',
      '2025-03-31',
      '2025-03-31',
      '2025-02-28',
      '2025-03-31',
      '2025-03-31',
    ]);
  });
});

describe('ownershipHistory', () => {
  it('buckets the last three months into controlling, public, affiliate and others', () => {
    expect(ownershipHistory(holders, 3, LISTED)).toEqual([
      // Jan: gov 60; Masyarakat 28; affiliate 7; GIC 5% (not under 5) → others 5
      { period: '2025-01', controlling: 60, public: 28, affiliate: 7, others: 5 },
      // Feb: Masyarakat 22; affiliate 7; GIC 6 + Old Fund 5 → others 11
      { period: '2025-02', controlling: 60, public: 22, affiliate: 7, others: 11 },
      // Mar: public 26 as in the summary; affiliate 8; GIC 6
      { period: '2025-03', controlling: 60, public: 26, affiliate: 8, others: 6 },
    ]);
  });

  it('reaches back eleven months before the latest for the 12-month range', () => {
    // Apr 2024 is month 12 counting back from Mar 2025
    const history = ownershipHistory(holders, 12, LISTED);
    expect(history.map((row) => row.period)).toEqual(['2024-04', '2025-01', '2025-02', '2025-03']);
    expect(history[0]).toEqual({ period: '2024-04', controlling: 60, public: 40, affiliate: 0, others: 0 });
    expect(ownershipHistory(holders, 9, LISTED)).toHaveLength(3);
  });
});

describe('formatShares', () => {
  it('shortens with B and M suffixes', () => {
    expect(formatShares(1_234_567_890)).toBe('1.23B');
    expect(formatShares(1_000_000_000)).toBe('1.00B');
    expect(formatShares(45_600_000)).toBe('45.60M');
    expect(formatShares(950_000)).toBe('950,000');
  });
});
