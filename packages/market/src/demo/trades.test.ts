import { describe, expect, it } from 'vitest';
import { isOnTick } from '../exchange-rules.ts';
import { BROKERS } from '../reference/brokers.ts';
import type { DailyBar } from '../types.ts';
import { generateTradeDay } from './trades.ts';

const bar: DailyBar = {
  symbol: 'BBRI',
  date: '2026-11-20', // a Friday: session I ends 11:30, session II starts 14:00
  open: 4_010,
  high: 4_120,
  low: 3_980,
  close: 4_090,
  volume: 1_234_500,
  value: 0,
  frequency: 300,
  foreignBuy: 0,
  foreignSell: 0,
};

const generate = (overrides: Partial<Parameters<typeof generateTradeDay>[0]> = {}) =>
  generateTradeDay({
    seed: 'test',
    bar,
    liquidity: 1,
    foreignTilt: 0,
    campaign: null,
    brokers: BROKERS,
    ...overrides,
  });

describe('trade records of one stock-day', () => {
  it('add up to the bar: count, volume, open, high, low and close', () => {
    const trades = generate();
    const regular = trades.filter((trade) => trade.board === 'RG');
    expect(trades).toHaveLength(300);
    expect(trades.reduce((sum, trade) => sum + trade.volume, 0)).toBe(1_234_500);
    expect(regular[0]?.price).toBe(4_010);
    expect(regular[regular.length - 1]?.price).toBe(4_090);
    expect(Math.max(...regular.map((trade) => trade.price))).toBe(4_120);
    expect(Math.min(...regular.map((trade) => trade.price))).toBe(3_980);
  });

  it('obey exchange rules: ticks, whole lots, Friday sessions, order numbers', () => {
    for (const trade of generate()) {
      expect(isOnTick(trade.price)).toBe(true);
      expect(trade.volume % 100).toBe(0);
      expect(trade.volume).toBeGreaterThan(0);
      const inSession1 = trade.time >= 90_000 && trade.time <= 113_000;
      const inSession2 = trade.time >= 140_000 && trade.time <= 160_000;
      expect(inSession1 || inSession2).toBe(true);
      expect(trade.session).toBe(inSession1 ? 1 : 2);
      expect(trade.buyOrder).not.toBe(trade.sellOrder);
    }
  });

  it('are the same for the same seed and differ for another', () => {
    expect(generate()).toEqual(generate());
    expect(generate({ seed: 'other' })).not.toEqual(generate());
  });

  it('let a campaign broker accumulate: it buys far more than it sells', () => {
    const trades = generate({ campaign: { brokers: ['MG'], direction: 1 } });
    const bought = trades.filter((trade) => trade.buyerBroker === 'MG').reduce((sum, t) => sum + t.volume, 0);
    const sold = trades.filter((trade) => trade.sellerBroker === 'MG').reduce((sum, t) => sum + t.volume, 0);
    expect(bought).toBeGreaterThan(sold * 3);
  });
});
