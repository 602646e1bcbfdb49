import { describe, expect, it } from 'vitest';
import { autoRejectionLimits, isOnTick } from '../exchange-rules.ts';
import { isTradingDay } from '../reference/calendar.ts';
import { generateDemoMarket } from './generate.ts';

const market = generateDemoMarket({ endDate: '2026-11-20', years: 6 });

describe('demo market', () => {
  it('covers six years of trading days and the last 25 with trade records', () => {
    expect(market.days[0]! < '2020-12-01').toBe(true);
    expect(market.days.at(-1)).toBe('2026-11-20');
    expect(market.days.every(isTradingDay)).toBe(true);
    expect(market.tradeDays).toHaveLength(25);
    expect(market.stocks.length).toBeGreaterThanOrEqual(85);
  });

  it('keeps every daily bar within exchange rules', () => {
    // Collected rather than asserted one by one: there are over 100k bars.
    const violations: string[] = [];
    for (const stock of market.stocks) {
      let previousClose: number | null = null;
      for (const bar of stock.bars) {
        const where = `${bar.symbol} ${bar.date}`;
        if (bar.low > Math.min(bar.open, bar.close) || bar.high < Math.max(bar.open, bar.close)) {
          violations.push(`${where}: range`);
        }
        if (![bar.open, bar.high, bar.low, bar.close].every(isOnTick)) violations.push(`${where}: off tick`);
        if (bar.volume % 100 !== 0 || bar.frequency > bar.volume / 100) violations.push(`${where}: lots`);
        if (previousClose !== null) {
          const limits = autoRejectionLimits(previousClose);
          if (bar.close < limits.lower || bar.close > limits.upper) violations.push(`${where}: price limit`);
        }
        previousClose = bar.close;
      }
    }
    expect(violations).toEqual([]);
  });

  it('starts later listings on their listing day and leaves suspended days out', () => {
    const goto = market.stocks.find((stock) => stock.seed.symbol === 'GOTO');
    expect(goto?.bars[0]?.date).toBe('2022-04-11');
    const suspendedNow = market.stocks.filter((stock) => stock.status === 'suspended');
    expect(suspendedNow).toHaveLength(1);
    expect(suspendedNow[0]?.bars.at(-1)?.date).not.toBe('2026-11-20');
  });

  it('rotates sectors: over a year, some sectors lead while others lag', () => {
    const yearAgo = market.days[market.days.length - 250]!;
    const performance = new Map<string, number[]>();
    for (const stock of market.stocks) {
      const start = stock.bars.find((bar) => bar.date >= yearAgo);
      const end = stock.bars.at(-1);
      if (!start || !end) continue;
      const list = performance.get(stock.seed.sector) ?? [];
      list.push(end.close / start.close - 1);
      performance.set(stock.seed.sector, list);
    }
    const medians = [...performance.values()].map(
      (list) => list.sort((a, b) => a - b)[Math.floor(list.length / 2)]!,
    );
    expect(Math.max(...medians) - Math.min(...medians)).toBeGreaterThan(0.1);
  });

  it('builds index memberships of the right sizes from the quarterly reviews', () => {
    const current = (index: string) =>
      market.memberships.filter((membership) => membership.index === index && membership.to === null);
    expect(current('LQ45')).toHaveLength(45);
    expect(current('IDX30')).toHaveLength(30);
    expect(current('IDX80')).toHaveLength(80);
    expect(current('IDXQ30')).toHaveLength(30);
    expect(current('COMPOSITE').length).toBe(market.stocks.length);
  });

  it('keeps ownership complete: every month the holders add up to the listed shares', () => {
    const bbca = market.holders.filter((holder) => holder.symbol === 'BBCA' && holder.asOf === '2026-10-31');
    const shares = bbca.reduce((sum, holder) => sum + holder.shares, 0);
    expect(shares).toBe(123_275_000_000);
    expect(bbca.find((holder) => holder.controlling)?.holder).toBe('PT Dwimuria Investama Andalan');
    const composition = market.compositions.find(
      (row) => row.symbol === 'BBCA' && row.asOf === '2026-10-31',
    )!;
    const total = [...Object.values(composition.local), ...Object.values(composition.foreign)].reduce(
      (a, b) => a + b,
      0,
    );
    expect(total).toBe(123_275_000_000);
  });

  it('spreads local holdings over several categories even where a controller holds most shares', () => {
    const concentrated = market.compositions.filter(
      (row) => Object.values(row.local).filter((shares) => shares > 0).length < 3,
    );
    expect(concentrated.map((row) => `${row.symbol} ${row.asOf}`)).toEqual([]);
  });

  it('generates trade records for a trade day that match each bar exactly', () => {
    const day = market.tradeDays.at(-1)!;
    const trades = market.tradesOn(day);
    for (const stock of market.stocks.slice(0, 10)) {
      const bar = stock.bars.find((candidate) => candidate.date === day);
      const own = trades.filter((trade) => trade.symbol === stock.seed.symbol);
      if (!bar) {
        expect(own).toHaveLength(0);
        continue;
      }
      expect(own).toHaveLength(bar.frequency);
      expect(own.reduce((sum, trade) => sum + trade.volume, 0)).toBe(bar.volume);
    }
  });
});

describe('demo market as broad as IDX', () => {
  const broad = generateDemoMarket({ endDate: '2026-11-20', years: 2, tradeDays: 2, stocks: 950 });

  it('keeps the named stocks as they are and adds a thin long tail up to the asked size', () => {
    const narrow = generateDemoMarket({ endDate: '2026-11-20', years: 2, tradeDays: 2 });
    expect(broad.stocks).toHaveLength(950);
    expect(new Set(broad.stocks.map((stock) => stock.seed.symbol)).size).toBe(950);
    const named = new Map(narrow.stocks.map((stock) => [stock.seed.symbol, stock.seed]));
    expect(broad.stocks.slice(0, named.size).map((stock) => stock.seed)).toEqual([...named.values()]);
    const tail = broad.stocks.slice(named.size);
    expect(tail.every((stock) => /^[A-Z]{4}$/.test(stock.seed.symbol) && stock.seed.liquidity <= 0.3)).toBe(
      true,
    );
    // Every sector has tail names, each under a sub-industry a named stock of its sector has.
    const subIndustries = new Set([...named.values()].map((seed) => `${seed.sector}|${seed.subIndustry}`));
    expect(new Set(tail.map((stock) => stock.seed.sector)).size).toBe(11);
    expect(tail.every((stock) => subIndustries.has(`${stock.seed.sector}|${stock.seed.subIndustry}`))).toBe(
      true,
    );
  });

  it('lists part of the tail during the history and trades it thinly', () => {
    const tail = broad.stocks.slice(broad.stocks.length - 800);
    const listedLater = tail.filter((stock) => stock.seed.listedOn);
    expect(listedLater.length).toBeGreaterThan(150);
    for (const stock of listedLater) expect(stock.bars[0]!.date >= stock.seed.listedOn!).toBe(true);
    const lastDay = broad.days.at(-1)!;
    const valueOn = (stock: (typeof tail)[number]) =>
      stock.bars.find((bar) => bar.date === lastDay)?.value ?? 0;
    const liquid = broad.stocks.find((stock) => stock.seed.symbol === 'BBRI')!;
    const thinner = tail.filter((stock) => valueOn(stock) < valueOn(liquid) / 20);
    expect(thinner.length / tail.length).toBeGreaterThan(0.8);
    // Tail names that traded on the last day have trade records like any other stock.
    const traded = tail.filter((stock) => valueOn(stock) > 0).map((stock) => stock.seed.symbol);
    const recorded = new Set(broad.tradesOn(lastDay).map((trade) => trade.symbol));
    expect(traded.every((symbol) => recorded.has(symbol))).toBe(true);
  });

  it('is the same market for the same seed', () => {
    const again = generateDemoMarket({ endDate: '2026-11-20', years: 2, tradeDays: 2, stocks: 950 });
    expect(again.stocks.map((stock) => stock.seed)).toEqual(broad.stocks.map((stock) => stock.seed));
  });
});
