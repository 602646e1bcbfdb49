import type { HolderCategory, IsoDate, OwnershipComposition } from '../types.ts';

export type ParticipantGroup =
  | 'Corporate'
  | 'FinancialInstitution'
  | 'Individual'
  | 'Insurance'
  | 'MutualFund'
  | 'Others'
  | 'PensionFund'
  | 'SecuritiesCompany';

/** One stacked bar: the date and each group's share of that side's holdings, in percent. */
export type ParticipantRow = { date: IsoDate } & Record<ParticipantGroup, number>;

export type ParticipantBreakdown = { local: ParticipantRow[]; foreign: ParticipantRow[] };

export type LocalForeignRow = { date: IsoDate; Local: number; Foreign: number };

/**
 * KSEI category → chart group. Foundation (FD) has no group of its own in the charts and joins
 * Others (OT).
 */
export const PARTICIPANT_GROUP_OF: Readonly<Record<HolderCategory, ParticipantGroup>> = {
  IS: 'Insurance',
  CP: 'Corporate',
  PF: 'PensionFund',
  IB: 'FinancialInstitution',
  ID: 'Individual',
  MF: 'MutualFund',
  SC: 'SecuritiesCompany',
  FD: 'Others',
  OT: 'Others',
};

const GROUPS: readonly ParticipantGroup[] = [
  'Corporate',
  'FinancialInstitution',
  'Individual',
  'Insurance',
  'MutualFund',
  'Others',
  'PensionFund',
  'SecuritiesCompany',
];

/**
 * Local and Foreign Market Participants Breakdown of ONE stock, one row per month (date order).
 * Each side's groups are percentages of that side's own holdings and add up to 100; a side holding
 * nothing that month is all zeros.
 */
export function participantBreakdown(compositions: readonly OwnershipComposition[]): ParticipantBreakdown {
  const months = byMonth(compositions);
  return {
    local: months.map((month) => participantRow(month.asOf, month.local)),
    foreign: months.map((month) => participantRow(month.asOf, month.foreign)),
  };
}

/** Local vs Foreign Market Comparison: each side's percentage of all shares held in KSEI. */
export function localVsForeign(compositions: readonly OwnershipComposition[]): LocalForeignRow[] {
  return byMonth(compositions).map((month) => {
    const local = sumOf(month.local);
    const foreign = sumOf(month.foreign);
    const total = local + foreign;
    return {
      date: month.asOf,
      Local: total === 0 ? 0 : (local * 100) / total,
      Foreign: total === 0 ? 0 : (foreign * 100) / total,
    };
  });
}

function participantRow(date: IsoDate, holdings: Record<HolderCategory, number>): ParticipantRow {
  const row = { date } as ParticipantRow;
  for (const group of GROUPS) row[group] = 0;
  const total = sumOf(holdings);
  if (total === 0) return row;
  for (const category of Object.keys(PARTICIPANT_GROUP_OF) as HolderCategory[]) {
    row[PARTICIPANT_GROUP_OF[category]] += (holdings[category] * 100) / total;
  }
  return row;
}

function sumOf(holdings: Record<HolderCategory, number>): number {
  let total = 0;
  for (const category of Object.keys(PARTICIPANT_GROUP_OF) as HolderCategory[]) total += holdings[category];
  return total;
}

function byMonth(compositions: readonly OwnershipComposition[]): OwnershipComposition[] {
  return compositions.slice().sort((a, b) => (a.asOf < b.asOf ? -1 : a.asOf > b.asOf ? 1 : 0));
}
