import { describe, expect, it } from 'vitest';
import type { HolderCategory, OwnershipComposition } from '../types.ts';
import { localVsForeign, participantBreakdown } from './composition.ts';

function holdings(values: Partial<Record<HolderCategory, number>>): Record<HolderCategory, number> {
  return { IS: 0, CP: 0, PF: 0, IB: 0, ID: 0, MF: 0, SC: 0, FD: 0, OT: 0, ...values };
}

const months: OwnershipComposition[] = [
  {
    symbol: 'ASII',
    asOf: '2025-02-28',
    // local 1,000: CP 500, ID 200, MF 100, IS 50, PF 50, IB 40, SC 20, FD 30, OT 10
    local: holdings({ CP: 500, ID: 200, MF: 100, IS: 50, PF: 50, IB: 40, SC: 20, FD: 30, OT: 10 }),
    // foreign 3,000: CP 1,500, IB 900, MF 600
    foreign: holdings({ CP: 1_500, IB: 900, MF: 600 }),
  },
  { symbol: 'ASII', asOf: '2025-01-31', local: holdings({ ID: 400 }), foreign: holdings({}) },
];

describe('participantBreakdown', () => {
  const breakdown = participantBreakdown(months);

  it('turns each side into percentages of its own holdings, Foundation joining Others', () => {
    expect(breakdown.local[1]).toEqual({
      date: '2025-02-28',
      Corporate: 50, // 500 / 1,000
      FinancialInstitution: 4,
      Individual: 20,
      Insurance: 5,
      MutualFund: 10,
      Others: 4, // FD 30 + OT 10 = 40 / 1,000
      PensionFund: 5,
      SecuritiesCompany: 2,
    });
    expect(breakdown.foreign[1]).toMatchObject({
      Corporate: 50,
      FinancialInstitution: 30,
      MutualFund: 20,
      Others: 0,
    });
  });

  it('sorts months and leaves an empty side at zero', () => {
    expect(breakdown.local.map((row) => row.date)).toEqual(['2025-01-31', '2025-02-28']);
    expect(breakdown.local[0]?.Individual).toBe(100);
    expect(Object.values(breakdown.foreign[0] ?? {}).filter((v) => typeof v === 'number')).toEqual([
      0, 0, 0, 0, 0, 0, 0, 0,
    ]);
  });
});

describe('localVsForeign', () => {
  it('splits all holdings between local and foreign', () => {
    expect(localVsForeign(months)).toEqual([
      { date: '2025-01-31', Local: 100, Foreign: 0 },
      { date: '2025-02-28', Local: 25, Foreign: 75 }, // 1,000 and 3,000 of 4,000
    ]);
  });
});
