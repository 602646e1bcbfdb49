import { INSTRUMENTS, type InstrumentSeed } from '../reference/instruments.ts';
import { tickSize } from '../exchange-rules.ts';
import type { IsoDate, SectorCode } from '../types.ts';
import { createRandom, cumulative } from './random.ts';

/**
 * The thinly traded long tail that makes the named demo stocks an IDX-sized market (~950 listed).
 * Codes and names are made up and deterministic for a seed; sectors follow IDX-IC's spread of
 * listings (consumer and financial names are many, healthcare and transport few); each takes its
 * sub-industry from a named stock of its sector, so every screen's sector grouping holds.
 */
const LISTINGS_BY_SECTOR: Record<SectorCode, number> = {
  A: 85,
  B: 105,
  C: 65,
  D: 130,
  E: 160,
  F: 35,
  G: 105,
  H: 90,
  I: 45,
  J: 65,
  K: 35,
};

const SECTOR_WORDS: Record<SectorCode, string[]> = {
  A: ['Energi', 'Batubara', 'Minyak'],
  B: ['Mineral', 'Kimia', 'Logam'],
  C: ['Industri', 'Teknik', 'Mesin'],
  D: ['Pangan', 'Agro', 'Boga'],
  E: ['Retail', 'Busana', 'Otomotif'],
  F: ['Medika', 'Farma', 'Husada'],
  G: ['Finansial', 'Capital', 'Asuransi'],
  H: ['Properti', 'Realty', 'Land'],
  I: ['Teknologi', 'Digital', 'Data'],
  J: ['Infrastruktur', 'Konstruksi', 'Utama'],
  K: ['Logistik', 'Transportasi', 'Samudera'],
};

const NAME_WORDS = (
  'Sinar Jaya Abadi Makmur Prima Sentosa Mitra Nusantara Karya Indah ' +
  'Agung Bumi Cahaya Global Mega Surya Putra Tirta Wahana Graha'
).split(' ');

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A value between `low` and `high`, uniform on a log scale (prices and share counts spread so). */
function logUniform(next: number, low: number, high: number): number {
  return Math.exp(Math.log(low) + next * (Math.log(high) - Math.log(low)));
}

/**
 * `count` long-tail stocks. About a third list during the simulated history (`days`), as IDX adds
 * dozens of names a year; liquidity stays at or below 0.3, the demo's "thin" range.
 */
export function longTailInstruments(seed: string, count: number, days: readonly IsoDate[]): InstrumentSeed[] {
  const random = createRandom(`${seed}:long-tail`);
  const sectors = Object.keys(LISTINGS_BY_SECTOR) as SectorCode[];
  const sectorWeights = cumulative(sectors.map((sector) => LISTINGS_BY_SECTOR[sector]));
  const subIndustries = new Map<SectorCode, string[]>();
  for (const named of INSTRUMENTS) {
    const list = subIndustries.get(named.sector) ?? [];
    if (!list.includes(named.subIndustry)) list.push(named.subIndustry);
    subIndustries.set(named.sector, list);
  }
  const pick = <T>(list: readonly T[]): T => list[random.int(0, list.length - 1)] as T;
  const taken = new Set(INSTRUMENTS.map((named) => named.symbol));
  const seeds: InstrumentSeed[] = [];
  while (seeds.length < count) {
    const symbol = Array.from({ length: 4 }, () => pick([...LETTERS])).join('');
    if (taken.has(symbol)) continue;
    taken.add(symbol);
    const sector = sectors[random.pickIndex(sectorWeights)] as SectorCode;
    const rawPrice = logUniform(random.next(), 50, 3_000);
    const listed = days.length > 60 && random.chance(0.35);
    const stock: InstrumentSeed = {
      symbol,
      name: `${pick(NAME_WORDS)} ${pick(NAME_WORDS)} ${pick(SECTOR_WORDS[sector])} Tbk`,
      sector,
      subIndustry: pick(subIndustries.get(sector) ?? ['Other']),
      sharesMillions: Math.round(logUniform(random.next(), 400, 40_000)),
      startPrice: Math.max(50, Math.round(rawPrice / tickSize(rawPrice)) * tickSize(rawPrice)),
      // Cubed: most of the tail is very thin, a few names trade like the lesser named stocks.
      liquidity: Math.round((0.01 + 0.29 * random.next() ** 3) * 1000) / 1000,
      ...(listed ? { listedOn: days[random.int(20, days.length - 20)] } : {}),
    };
    seeds.push({ ...stock, tradeShare: stock.liquidity / 2 });
  }
  return seeds;
}
