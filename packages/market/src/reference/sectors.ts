import type { SectorCode } from '../types.ts';

/** IDX-IC sectors (since 2021) with the short names the screens use. */
export const SECTORS: ReadonlyArray<{ code: SectorCode; name: string; shortName: string }> = [
  { code: 'A', name: 'Energy', shortName: 'Energy' },
  { code: 'B', name: 'Basic Materials', shortName: 'Basic Materials' },
  { code: 'C', name: 'Industrials', shortName: 'Industrials' },
  { code: 'D', name: 'Consumer Non-Cyclicals', shortName: 'Consumer Non-Cyclicals' },
  { code: 'E', name: 'Consumer Cyclicals', shortName: 'Consumer Cyclicals' },
  { code: 'F', name: 'Healthcare', shortName: 'Healthcare' },
  { code: 'G', name: 'Financials', shortName: 'Finance' },
  { code: 'H', name: 'Properties & Real Estate', shortName: 'Property' },
  { code: 'I', name: 'Technology', shortName: 'Technology' },
  { code: 'J', name: 'Infrastructures', shortName: 'Infrastructure' },
  { code: 'K', name: 'Transportation & Logistic', shortName: 'Transportation' },
];

export function sectorName(code: SectorCode): string {
  return SECTORS.find((sector) => sector.code === code)?.shortName ?? code;
}
