import type { InstrumentSeed } from '../reference/instruments.ts';
import type { HolderCategory, IsoDate, OwnershipComposition, Shareholder } from '../types.ts';
import { createRandom } from './random.ts';

/** Controlling holders as publicly reported for well-known names; others get a parent company. */
const KNOWN_CONTROLLERS: Record<string, [string, string, number]> = {
  BBCA: ['PT Dwimuria Investama Andalan', 'Corporate', 0.5494],
  BBRI: ['Negara Republik Indonesia', 'Government', 0.5375],
  BMRI: ['Negara Republik Indonesia', 'Government', 0.52],
  BBNI: ['Negara Republik Indonesia', 'Government', 0.6],
  BBTN: ['Negara Republik Indonesia', 'Government', 0.6],
  TLKM: ['Negara Republik Indonesia', 'Government', 0.5209],
  PGAS: ['PT Pertamina (Persero)', 'Government', 0.5697],
  PTBA: ['PT Mineral Industri Indonesia (Persero)', 'Government', 0.6502],
  ANTM: ['PT Mineral Industri Indonesia (Persero)', 'Government', 0.65],
  SMGR: ['Negara Republik Indonesia', 'Government', 0.5136],
  JSMR: ['Negara Republik Indonesia', 'Government', 0.7],
  UNVR: ['Unilever Indonesia Holding B.V.', 'Corporate', 0.8499],
  ASII: ['Jardine Cycle & Carriage Ltd', 'Corporate', 0.5011],
  HMSP: ['PT Philip Morris Indonesia', 'Corporate', 0.925],
  ICBP: ['PT Indofood Sukses Makmur Tbk', 'Corporate', 0.805],
  INDF: ['CAB Holding Limited', 'Corporate', 0.5007],
  UNTR: ['PT Astra International Tbk', 'Corporate', 0.595],
  AALI: ['PT Astra International Tbk', 'Corporate', 0.7968],
  GOTO: ['SVF GT Subco (Singapore) Pte. Ltd.', 'Corporate', 0.0852],
  KLBF: ['PT Gira Sole Prima', 'Corporate', 0.1],
};

const MINORITY_HOLDERS: Array<[string, string]> = [
  ['BPJS Ketenagakerjaan', 'Institution'],
  ['Government of Norway', 'Institution'],
  ['Vanguard Total International Stock Index Fund', 'Institution'],
  ['GIC Private Limited', 'Institution'],
  ['PT Taspen (Persero)', 'Institution'],
  ['BlackRock Institutional Trust', 'Institution'],
  ['PT Asuransi Jiwa Manulife Indonesia', 'Institution'],
  ['Reksa Dana Schroder Dana Prestasi', 'Institution'],
  ['PT Prudential Life Assurance', 'Institution'],
];

const CATEGORIES: HolderCategory[] = ['IS', 'CP', 'PF', 'IB', 'ID', 'MF', 'SC', 'FD', 'OT'];

/** The last calendar day of each of the `months` months up to and including `lastMonthEnd`. */
export function monthEnds(lastMonthEnd: IsoDate, months: number): IsoDate[] {
  const [year, month] = lastMonthEnd.split('-').map(Number) as [number, number];
  const ends: IsoDate[] = [];
  for (let k = months - 1; k >= 0; k--) {
    const end = new Date(Date.UTC(year, month - k, 0));
    ends.push(end.toISOString().slice(0, 10));
  }
  return ends;
}

/**
 * Monthly KSEI-style composition and top holders of one stock. The controlling stake is stable,
 * named minority holders drift month to month, foreign holdings follow the stock's foreign flow.
 */
export function simulateOwnership(
  seedText: string,
  instrument: InstrumentSeed,
  months: IsoDate[],
  /** Net foreign shares bought in each month (from the daily bars), same order as `months`. */
  foreignNetByMonth: number[],
): { compositions: OwnershipComposition[]; holders: Shareholder[] } {
  const random = createRandom(`${seedText}:ownership:${instrument.symbol}`);
  const total = Math.round(instrument.sharesMillions * 1_000_000);
  const known = KNOWN_CONTROLLERS[instrument.symbol];
  const controller = known ?? [
    `PT ${instrument.name.split(' ')[0]} Investama Utama`,
    'Corporate',
    0.4 + random.next() * 0.35,
  ];
  const controllerShares = Math.round(total * controller[2]);
  const minorityCount = random.int(2, 5);
  const minorities = Array.from({ length: minorityCount }, (_, k) => {
    const [name, type] = MINORITY_HOLDERS[
      (random.int(0, MINORITY_HOLDERS.length - 1) + k) % MINORITY_HOLDERS.length
    ] ?? ['Investor', 'Institution'];
    return { name, type, share: 0.004 + random.next() * (k === 0 ? 0.06 : 0.025) };
  }).filter((holder, index, list) => list.findIndex((other) => other.name === holder.name) === index);

  let foreignShare = Math.min(0.6, 0.15 + random.next() * 0.35);
  const compositions: OwnershipComposition[] = [];
  const holders: Shareholder[] = [];
  months.forEach((asOf, m) => {
    // The controlling stake is held locally, so foreign holders can own at most part of the rest.
    const foreignCap = 0.9 * (1 - controllerShares / total);
    foreignShare = Math.min(foreignCap, Math.max(0.02, foreignShare + (foreignNetByMonth[m] ?? 0) / total));
    const foreignTotal = Math.round(total * foreignShare);
    const localTotal = total - foreignTotal;
    compositions.push({
      symbol: instrument.symbol,
      asOf,
      local: splitByCategory(
        random,
        localTotal,
        controller[1] === 'Government' ? 'OT' : 'CP',
        controllerShares,
      ),
      foreign: splitByCategory(random, foreignTotal, 'IS', 0),
    });
    holders.push({
      symbol: instrument.symbol,
      asOf,
      holder: controller[0],
      holderType: controller[1],
      shares: controllerShares,
      controlling: true,
    });
    let named = controllerShares;
    for (const minority of minorities) {
      minority.share = Math.max(0.001, minority.share * (1 + random.normal() * 0.03));
      const shares = Math.round(total * minority.share);
      named += shares;
      holders.push({
        symbol: instrument.symbol,
        asOf,
        holder: minority.name,
        holderType: minority.type,
        shares,
        controlling: false,
      });
    }
    holders.push({
      symbol: instrument.symbol,
      asOf,
      holder: 'Masyarakat (di bawah 5%)',
      holderType: 'Public',
      shares: Math.max(0, total - named),
      controlling: false,
    });
  });
  return { compositions, holders };
}

/** Splits holdings over the KSEI categories; `anchor` receives at least `anchorShares`. */
function splitByCategory(
  random: ReturnType<typeof createRandom>,
  total: number,
  anchor: HolderCategory,
  anchorShares: number,
): Record<HolderCategory, number> {
  const result = Object.fromEntries(CATEGORIES.map((category) => [category, 0])) as Record<
    HolderCategory,
    number
  >;
  const fixed = Math.min(total, anchorShares);
  const rest = total - fixed;
  const weights = CATEGORIES.map(
    (category) =>
      (category === 'ID' ? 3 : category === 'MF' || category === 'IS' ? 1.5 : 0.6) *
      (0.7 + random.next() * 0.6),
  );
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  let assigned = 0;
  CATEGORIES.forEach((category, k) => {
    const shares =
      k === CATEGORIES.length - 1 ? rest - assigned : Math.floor((rest * (weights[k] ?? 0)) / weightSum);
    result[category] = shares;
    assigned += shares;
  });
  result[anchor] += fixed;
  return result;
}
