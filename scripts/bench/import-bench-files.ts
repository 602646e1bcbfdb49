/**
 * The files `npm run bench -- import` loads, in the exporter's formats: a full-market Stock Summary
 * (the demo's stocks plus listed-looking others up to ~950), its month's Balancepos with the
 * non-equity rows that make a real file ~2,000 lines, and a full day of trade records consistent
 * with that Stock Summary. Deterministic for the same inputs.
 */
import { BROKERS, tickSize, type DailyBar, type HolderCategory, type Trade } from '@pantau/market';
import { createRandom, type Random } from '../../packages/market/src/demo/random.ts';
import { generateTradeDay } from '../../packages/market/src/demo/trades.ts';
import {
  BALANCEPOS_CATEGORIES,
  type BalanceposRecord,
} from '../../apps/server/src/modules/market/export/write-balancepos.ts';
import type { StockSummaryRecord } from '../../apps/server/src/modules/market/export/write-stock-summary.ts';

const SEED = 'pantau-import-bench';
const CONSONANTS = 'BCDFGHJKLMNPRSTW';
const VOWELS = 'AEIOU';
const NAME_WORDS = [
  'Sinar',
  'Mitra',
  'Jaya',
  'Prima',
  'Karya',
  'Sentosa',
  'Abadi',
  'Nusantara',
  'Makmur',
  'Bumi',
];
const NAME_KINDS = ['Energi', 'Properti', 'Pangan', 'Logistik', 'Teknologi', 'Farma', 'Tambang', 'Finansial'];

/** A price snapped down onto its band's tick, never under the 50-rupiah floor. */
const onTick = (price: number) => Math.max(50, price - (price % tickSize(price)));

/** Ticker-like codes (consonant-vowel-consonant-consonant) not used by the demo. */
function* freshCodes(random: Random, taken: ReadonlySet<string>): Generator<string> {
  const used = new Set(taken);
  for (;;) {
    const pick = (letters: string) => letters[random.int(0, letters.length - 1)];
    const code = `${pick(CONSONANTS)}${pick(VOWELS)}${pick(CONSONANTS)}${pick(CONSONANTS)}`;
    if (used.has(code)) continue;
    used.add(code);
    yield code;
  }
}

/** One synthetic stock's day around `previous`, every price on a tick. */
function syntheticDay(random: Random, date: string, code: string, previous: number): StockSummaryRecord {
  const move = (k: number) => onTick(Math.round(previous * (1 + k)));
  const close = move(random.normal() * 0.02);
  const open = move(random.normal() * 0.01);
  const high = Math.max(open, close, move(Math.abs(random.normal()) * 0.02));
  const low = Math.min(open, close, move(-Math.abs(random.normal()) * 0.02));
  const lots = random.int(50, 200_000);
  const volume = lots * 100;
  const frequency = Math.min(lots, random.int(5, 4_000));
  const listedShares = random.int(500, 60_000) * 1_000_000;
  const foreignBuy = Math.round((volume * random.int(0, 40)) / 100 / 100) * 100;
  const foreignSell = Math.round((volume * random.int(0, 40)) / 100 / 100) * 100;
  return {
    date,
    code,
    name: `${NAME_WORDS[random.int(0, NAME_WORDS.length - 1)]} ${NAME_KINDS[random.int(0, NAME_KINDS.length - 1)]} Tbk`,
    remarks: '',
    previous,
    openPrice: open,
    lastTradeDate: date,
    firstTrade: open,
    high,
    low,
    close,
    volume,
    value: Math.round((volume * (open + close)) / 2),
    frequency,
    indexIndividual: 100,
    offer: 0,
    offerVolume: 0,
    bid: 0,
    bidVolume: 0,
    listedShares,
    tradeableShares: listedShares,
    weightForIndex: listedShares,
    foreignSell,
    foreignBuy,
    nonRegularVolume: 0,
    nonRegularValue: 0,
    nonRegularFrequency: 0,
  };
}

/**
 * The Stock Summary of `date`: each demo stock's last stored day carried one day forward (its close
 * becomes the previous close), then fresh stocks up to `total` rows.
 */
export function buildStockSummary(
  date: string,
  demo: readonly StockSummaryRecord[],
  total: number,
): StockSummaryRecord[] {
  const random = createRandom(`${SEED}:stock-summary:${date}`);
  const carried = demo.map((stock) => ({
    ...syntheticDay(random, date, stock.code, stock.close),
    name: stock.name,
    listedShares: stock.listedShares,
    tradeableShares: stock.listedShares,
    weightForIndex: stock.listedShares,
  }));
  const codes = freshCodes(random, new Set(demo.map((stock) => stock.code)));
  const fresh = Array.from({ length: Math.max(0, total - demo.length) }, () =>
    syntheticDay(random, date, codes.next().value as string, onTick(random.int(50, 12_000))),
  );
  return [...carried, ...fresh].sort((a, b) => a.code.localeCompare(b.code));
}

/** Splits `total` shares over the nine KSEI categories with random weights; the parts add up. */
function split(random: Random, total: number): Record<HolderCategory, number> {
  const weights = BALANCEPOS_CATEGORIES.map(() => random.next() + 0.05);
  const sum = weights.reduce((a, b) => a + b, 0);
  const parts = weights.map((weight) => Math.floor((total * weight) / sum));
  parts[0]! += total - parts.reduce((a, b) => a + b, 0);
  return Object.fromEntries(BALANCEPOS_CATEGORIES.map((category, k) => [category, parts[k]!])) as Record<
    HolderCategory,
    number
  >;
}

/** Every stock's EQUITY row at `asOf`, then bonds, MTNs and sukuk up to `total` rows. */
export function buildBalancepos(
  asOf: string,
  stocks: readonly StockSummaryRecord[],
  total: number,
): BalanceposRecord[] {
  const random = createRandom(`${SEED}:balancepos:${asOf}`);
  const records: BalanceposRecord[] = stocks.map((stock) => {
    const foreign = Math.round(stock.listedShares * (0.05 + random.next() * 0.5));
    return {
      date: asOf,
      code: stock.code,
      type: 'EQUITY',
      secNum: stock.listedShares,
      price: stock.close,
      local: split(random, stock.listedShares - foreign),
      foreign: split(random, foreign),
    };
  });
  const types = ['CORPORATE BOND', 'MTN', 'SUKUK', 'GOVERNMENT BOND'];
  for (let k = 0; records.length < total; k++) {
    const issuer = stocks[k % stocks.length]!;
    const nominal = random.int(50, 5_000) * 1_000_000_000;
    const foreign = Math.round(nominal * random.next() * 0.3);
    records.push({
      date: asOf,
      code: `${issuer.code}${String(Math.floor(k / stocks.length) + 1).padStart(2, '0')}${'ABC'[k % 3]}CN${(k % 4) + 1}`,
      type: types[k % types.length]!,
      secNum: nominal,
      price: 100,
      local: split(random, nominal - foreign),
      foreign: split(random, foreign),
    });
  }
  return records.sort((a, b) => a.code.localeCompare(b.code));
}

/**
 * About `target` trade records for the day of `stocks`, each stock's share of the day following its
 * Stock Summary frequency; generated one stock at a time (never the whole day in memory).
 */
export function* generateTradeRecords(
  stocks: readonly StockSummaryRecord[],
  target: number,
): Generator<Trade> {
  const traded = stocks.filter((stock) => stock.volume > 0);
  const frequencyTotal = traded.reduce((sum, stock) => sum + stock.frequency, 0);
  for (const stock of traded) {
    const frequency = Math.max(4, Math.round((stock.frequency * target) / frequencyTotal));
    const volume = Math.max(stock.volume, frequency * 300);
    const bar: DailyBar = {
      symbol: stock.code,
      date: stock.date,
      open: stock.openPrice,
      high: stock.high,
      low: stock.low,
      close: stock.close,
      volume,
      value: Math.round((stock.value / stock.volume) * volume),
      frequency,
      foreignBuy: 0,
      foreignSell: 0,
    };
    yield* generateTradeDay({
      seed: SEED,
      bar,
      liquidity: 0.5,
      foreignTilt: 0,
      campaign: null,
      brokers: BROKERS,
    });
  }
}
