import { autoRejectionLimits, tickSize } from '../exchange-rules.ts';
import type { InstrumentSeed } from '../reference/instruments.ts';
import type { CorporateActionTerms, CorporateActionType } from '../corporate-actions/adjustment.ts';
import type { DailyBar, IsoDate, SectorCode } from '../types.ts';
import { createRandom, type Random } from './random.ts';

/**
 * The demo market's daily layer. Each stock's return is
 *   beta · market + sector cycle + own noise (+ a broker campaign's drift near the end),
 * where every sector follows its own slow cycle so sectors take turns leading (RRG tails rotate),
 * and foreign investors drift between buying and selling regimes per stock.
 */
export type SimulatedStock = {
  seed: InstrumentSeed;
  bars: DailyBar[];
  /** Net foreign tilt per bar (-1 all selling … 1 all buying), used again for the trade records. */
  foreignTilt: number[];
  /** Share of volume traded by foreign clients per bar. */
  foreignShare: number[];
  suspendedDays: IsoDate[];
  status: 'active' | 'suspended';
  /** Corporate actions announced with an ex-date after the last day: the screener's notices. */
  announced: CorporateActionTerms[];
  /** A broker campaign over the trade-record window: who, which way. */
  campaign: { brokers: string[]; direction: 1 | -1 } | null;
};

export type DailyOptions = {
  seed: string;
  days: IsoDate[];
  /** The most recent days that will also get trade records; campaigns play out over them. */
  campaignDays: number;
  /**
   * Trades on an ordinary day of the most liquid names; thinner names get fewer. Daily frequency
   * follows it so that the trade records of a day always number exactly its bar's frequency.
   */
  tradesPerDay: number;
};

const SECTOR_CYCLES: Record<SectorCode, { period: number; phase: number; amplitude: number }> = {
  A: { period: 210, phase: 0.3, amplitude: 0.22 },
  B: { period: 180, phase: 1.4, amplitude: 0.2 },
  C: { period: 240, phase: 2.6, amplitude: 0.12 },
  D: { period: 260, phase: 3.9, amplitude: 0.1 },
  E: { period: 200, phase: 5.0, amplitude: 0.14 },
  F: { period: 230, phase: 0.9, amplitude: 0.12 },
  G: { period: 250, phase: 2.0, amplitude: 0.12 },
  H: { period: 190, phase: 4.4, amplitude: 0.18 },
  I: { period: 170, phase: 3.2, amplitude: 0.26 },
  J: { period: 220, phase: 5.6, amplitude: 0.12 },
  K: { period: 200, phase: 1.0, amplitude: 0.16 },
};

const CAMPAIGN_BROKERS = ['MG', 'LG', 'BR', 'RG', 'CC', 'AK', 'BK', 'ZP', 'KZ', 'SQ', 'BB', 'AZ', 'DX', 'KI'];

function onTick(price: number, round: 'down' | 'up' | 'nearest'): number {
  const tick = tickSize(price);
  const units = price / tick;
  const rounded =
    round === 'down' ? Math.floor(units) : round === 'up' ? Math.ceil(units) : Math.round(units);
  return Math.max(50, rounded * tick);
}

/** Market factor per day: slow-moving volatility regimes around a modest upward drift. */
function simulateMarketFactor(random: Random, count: number): Float64Array {
  const returns = new Float64Array(count);
  let volatility = 0.008;
  for (let t = 0; t < count; t++) {
    volatility = Math.min(
      0.025,
      Math.max(0.004, volatility * 0.97 + 0.008 * 0.03 + random.normal() * 0.0006),
    );
    returns[t] = 0.00025 + random.normal() * volatility;
  }
  return returns;
}

export function simulateDailyMarket(
  instruments: ReadonlyArray<InstrumentSeed>,
  options: DailyOptions,
): SimulatedStock[] {
  const { days } = options;
  const market = simulateMarketFactor(createRandom(`${options.seed}:market`), days.length);
  const sectorNoise = new Map<SectorCode, Float64Array>();
  for (const [code] of Object.entries(SECTOR_CYCLES) as Array<[SectorCode, unknown]>) {
    const random = createRandom(`${options.seed}:sector:${code}`);
    sectorNoise.set(
      code,
      Float64Array.from({ length: days.length }, () => random.normal() * 0.003),
    );
  }
  const sectorReturn = (code: SectorCode, t: number) => {
    const cycle = SECTOR_CYCLES[code];
    const angle = (2 * Math.PI * t) / cycle.period + cycle.phase;
    // Derivative of amplitude · sin(angle): the cumulative sector move is a sine wave.
    return (
      ((cycle.amplitude * 2 * Math.PI) / cycle.period) * Math.cos(angle) + (sectorNoise.get(code)?.[t] ?? 0)
    );
  };

  const suspendedPick = createRandom(`${options.seed}:suspensions`);
  const illiquid = instruments.filter((seed) => seed.liquidity <= 0.3).map((seed) => seed.symbol);
  const currentlySuspended = illiquid[suspendedPick.int(0, illiquid.length - 1)];
  const lastDay = options.days[options.days.length - 1] ?? '2000-01-03';
  const announcements: Array<{ symbol: string; type: CorporateActionType; exDate: IsoDate }> = [];
  for (const type of ['dividend', 'split', 'rights', 'bonus', 'dividend'] as const) {
    announcements.push({
      symbol: instruments[suspendedPick.int(0, instruments.length - 1)]?.symbol ?? '',
      type,
      exDate: weekdayAfter(lastDay, suspendedPick.int(3, 25)),
    });
  }

  return instruments.map((seed) => {
    const random = createRandom(`${options.seed}:daily:${seed.symbol}`);
    const beta = 0.6 + random.next() * 0.8;
    const ownVolatility = 0.008 + (1 - seed.liquidity) * 0.014;
    const tradeShare = seed.tradeShare ?? 0.2 + 0.8 * seed.liquidity;
    // The floor only reaches the long tail's thinnest names (the named stocks start at 6e9).
    const baseValue = Math.max(1e8, seed.liquidity ** 2 * 6e11);
    const foreignBase = 0.15 + seed.liquidity * 0.35 * random.next();

    const campaign =
      random.chance(0.6) && seed.liquidity >= 0.2
        ? {
            brokers: [CAMPAIGN_BROKERS[random.int(0, CAMPAIGN_BROKERS.length - 1)] ?? 'MG'],
            direction: (random.chance(0.55) ? 1 : -1) as 1 | -1,
          }
        : null;
    if (campaign && random.chance(0.4)) {
      const second = CAMPAIGN_BROKERS[random.int(0, CAMPAIGN_BROKERS.length - 1)] ?? 'LG';
      if (!campaign.brokers.includes(second)) campaign.brokers.push(second);
    }

    // A short suspension somewhere in history for some thin names; one name is suspended now.
    const suspended = new Set<number>();
    if (seed.liquidity <= 0.3 && random.chance(0.5)) {
      const start = random.int(0, days.length - 40);
      for (let k = 0; k < random.int(3, 10); k++) suspended.add(start + k);
    }
    const suspendedNow = seed.symbol === currentlySuspended;
    if (suspendedNow) for (let k = 1; k <= 3; k++) suspended.add(days.length - k);

    const bars: DailyBar[] = [];
    const foreignTilt: number[] = [];
    const foreignShare: number[] = [];
    const suspendedDays: IsoDate[] = [];
    let close = seed.startPrice;
    let tilt = random.normal() * 0.2;
    for (let t = 0; t < days.length; t++) {
      const date = days[t] ?? '';
      if (seed.listedOn && date < seed.listedOn) continue;
      if (suspended.has(t)) {
        suspendedDays.push(date);
        continue;
      }
      tilt = Math.max(-0.8, Math.min(0.8, tilt * 0.97 + random.normal() * 0.06));
      const inCampaign = campaign && t >= days.length - options.campaignDays;
      const drift = inCampaign ? campaign.direction * ownVolatility * 0.35 : 0;
      const change =
        beta * (market[t] ?? 0) +
        sectorReturn(seed.sector, t) +
        random.normal() * ownVolatility +
        drift +
        tilt * 0.002;
      const limits = autoRejectionLimits(close);
      const previousClose = close;
      const open = Math.min(
        limits.upper,
        Math.max(
          limits.lower,
          onTick(previousClose * Math.exp(random.normal() * ownVolatility * 0.3), 'nearest'),
        ),
      );
      close = Math.min(
        limits.upper,
        Math.max(limits.lower, onTick(previousClose * Math.exp(change), 'nearest')),
      );
      const high = Math.min(
        limits.upper,
        Math.max(
          open,
          close,
          onTick(Math.max(open, close) * Math.exp(Math.abs(random.normal()) * ownVolatility * 0.5), 'down'),
        ),
      );
      const low = Math.max(
        limits.lower,
        Math.min(
          open,
          close,
          onTick(Math.min(open, close) * Math.exp(-Math.abs(random.normal()) * ownVolatility * 0.5), 'up'),
        ),
      );

      const activity = 1 + (3 * Math.abs(change)) / ownVolatility;
      const value = baseValue * activity * Math.exp(random.normal() * 0.35);
      const lots = Math.max(1, Math.round(value / (close * 100)));
      const volume = lots * 100;
      const share = Math.min(0.8, Math.max(0.02, foreignBase * (1 + random.normal() * 0.15)));
      const foreignVolume = volume * share;
      const foreignBuy = Math.round((foreignVolume * (1 + tilt)) / 2 / 100) * 100;
      const foreignSell = Math.round((foreignVolume * (1 - tilt)) / 2 / 100) * 100;
      const averagePrice = (open + high + low + close) / 4;
      bars.push({
        symbol: seed.symbol,
        date,
        open,
        high,
        low,
        close,
        volume,
        value: Math.round(volume * averagePrice),
        frequency: Math.min(
          lots,
          Math.max(10, Math.round(options.tradesPerDay * tradeShare * Math.sqrt(activity))),
        ),
        foreignBuy: Math.min(foreignBuy, volume),
        foreignSell: Math.min(foreignSell, volume),
      });
      foreignTilt.push(tilt);
      foreignShare.push(share);
    }
    const lastClose = bars[bars.length - 1]?.close ?? seed.startPrice;
    const announced = announcements
      .filter((announcement) => announcement.symbol === seed.symbol)
      .map((announcement) => announcedTerms(announcement.type, announcement.exDate, lastClose));
    return {
      seed,
      bars,
      foreignTilt,
      foreignShare,
      suspendedDays,
      status: suspendedNow ? 'suspended' : 'active',
      announced,
      campaign,
    };
  });
}

/** The first weekday at least `days` calendar days after `date`. */
function weekdayAfter(date: IsoDate, days: number): IsoDate {
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  while (moved.getUTCDay() === 0 || moved.getUTCDay() === 6) moved.setUTCDate(moved.getUTCDate() + 1);
  return moved.toISOString().slice(0, 10);
}

/** Terms as an issuer of this price would set them: dearer stocks split further, dividends ~3 %. */
function announcedTerms(type: CorporateActionType, exDate: IsoDate, lastClose: number): CorporateActionTerms {
  const terms = { type, exDate, ratioFrom: null, ratioTo: null, price: null, amount: null };
  switch (type) {
    case 'split':
      return { ...terms, ratioFrom: 1, ratioTo: lastClose >= 5_000 ? 5 : 2 };
    case 'reverse-split':
      return { ...terms, ratioFrom: 10, ratioTo: 1 };
    case 'bonus':
      return { ...terms, ratioFrom: 10, ratioTo: 1 };
    case 'rights':
      return { ...terms, ratioFrom: 10, ratioTo: 3, price: Math.max(50, Math.round(lastClose * 0.75)) };
    case 'dividend':
      return { ...terms, amount: Math.max(1, Math.round(lastClose * 0.03)) };
  }
}
