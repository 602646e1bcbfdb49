import { describe, expect, it } from 'vitest';
import type { PriceLevelRow } from '../types.ts';
import { buildBrokerBreakdown, buildDoneSummary } from './done-summary.ts';
import type { BrokerPriceLevel } from './rollups.ts';

function level(
  date: string,
  board: PriceLevelRow['board'],
  price: number,
  b: [number, number],
  s: [number, number],
): PriceLevelRow {
  return {
    symbol: 'BBRI',
    date,
    board,
    price,
    buyFreq: b[0],
    buyLot: b[1],
    sellFreq: s[0],
    sellLot: s[1],
    totalFreq: b[0] + s[0],
    totalLot: b[1] + s[1],
  };
}

const rows: PriceLevelRow[] = [
  level('2025-01-02', 'RG', 4_000, [3, 30], [2, 50]),
  level('2025-01-02', 'RG', 4_010, [5, 100], [1, 10]),
  level('2025-01-02', 'NG', 4_010, [1, 500], [0, 0]),
  level('2025-01-03', 'RG', 4_020, [4, 40], [4, 60]),
  level('2025-01-03', 'RG', 4_000, [1, 5], [6, 70]),
  level('2025-01-06', 'RG', 3_990, [9, 999], [9, 999]), // not a selected date
];

describe('buildDoneSummary', () => {
  it('lists every traded price high to low with a zero cell where a date did not trade there', () => {
    const summary = buildDoneSummary(rows, ['2025-01-02', '2025-01-03']);
    expect(summary.prices).toEqual([4_020, 4_010, 4_000]);
    expect(summary.rows[0]?.cells[0]).toEqual({ bFreq: 0, bLot: 0, sLot: 0, sFreq: 0, tFreq: 0, tLot: 0 });
    // 4,010 on 2 Jan, RG + NG: B 5+1 trades, 100+500 lots; S 1 trade, 10 lots
    expect(summary.rows[1]?.cells[0]).toEqual({
      bFreq: 6,
      bLot: 600,
      sLot: 10,
      sFreq: 1,
      tFreq: 7,
      tLot: 610,
    });
  });

  it('adds a TOTAL row and the column maxima per date', () => {
    const summary = buildDoneSummary(rows, ['2025-01-02', '2025-01-03']);
    // 2 Jan: B freq 3+5+1 = 9, B lot 30+100+500 = 630, S lot 50+10 = 60, S freq 2+1 = 3, T 12 / 690
    expect(summary.total[0]).toEqual({ bFreq: 9, bLot: 630, sLot: 60, sFreq: 3, tFreq: 12, tLot: 690 });
    // 3 Jan: B 4+1 = 5 / 40+5 = 45; S 60+70 = 130 / 4+6 = 10; T 15 / 175
    expect(summary.total[1]).toEqual({ bFreq: 5, bLot: 45, sLot: 130, sFreq: 10, tFreq: 15, tLot: 175 });
    // 2 Jan maxima: bFreq 6 (4,010), bLot 600 (4,010), sLot 50 (4,000), sFreq 2, tFreq 7, tLot 610
    expect(summary.columnMax[0]).toEqual({ bFreq: 6, bLot: 600, sLot: 50, sFreq: 2, tFreq: 7, tLot: 610 });
  });

  it('keeps only the chosen board', () => {
    const summary = buildDoneSummary(rows, ['2025-01-02'], 'RG');
    expect(summary.rows.find((row) => row.price === 4_010)?.cells[0]).toMatchObject({ bLot: 100, tLot: 110 });
    expect(summary.total[0]?.tLot).toBe(190); // 80 + 110
  });

  it('returns an empty table with zero totals when nothing traded', () => {
    const summary = buildDoneSummary([], ['2025-01-02']);
    expect(summary.rows).toEqual([]);
    expect(summary.total).toEqual([{ bFreq: 0, bLot: 0, sLot: 0, sFreq: 0, tFreq: 0, tLot: 0 }]);
  });
});

describe('buildBrokerBreakdown', () => {
  const brokerRows: BrokerPriceLevel[] = [
    {
      symbol: 'BBRI',
      date: '2025-01-02',
      board: 'RG',
      price: 4_000,
      broker: 'YP',
      buyFreq: 2,
      buyLot: 20,
      sellFreq: 1,
      sellLot: 5,
    },
    {
      symbol: 'BBRI',
      date: '2025-01-02',
      board: 'RG',
      price: 4_000,
      broker: 'BK',
      buyFreq: 1,
      buyLot: 5,
      sellFreq: 2,
      sellLot: 20,
    },
    {
      symbol: 'BBRI',
      date: '2025-01-02',
      board: 'RG',
      price: 4_010,
      broker: 'CC',
      buyFreq: 1,
      buyLot: 7,
      sellFreq: 1,
      sellLot: 7,
    },
    {
      symbol: 'BBRI',
      date: '2025-01-03',
      board: 'RG',
      price: 4_000,
      broker: 'BK',
      buyFreq: 3,
      buyLot: 30,
      sellFreq: 0,
      sellLot: 0,
    },
  ];

  it('orders rows by price, then broker lots over the window, with an ALL row', () => {
    const breakdown = buildBrokerBreakdown(brokerRows, ['2025-01-02', '2025-01-03']);
    // 4,000: BK has 5+20+30 = 55 lots over both dates, YP 20+5 = 25
    expect(breakdown.rows.map((row) => [row.price, row.broker])).toEqual([
      [4_010, 'CC'],
      [4_000, 'BK'],
      [4_000, 'YP'],
    ]);
    expect(breakdown.rows[1]?.cells).toEqual([
      { bFreq: 1, bLot: 5, sLot: 20, sFreq: 2, tFreq: 3, tLot: 25 },
      { bFreq: 3, bLot: 30, sLot: 0, sFreq: 0, tFreq: 3, tLot: 30 },
    ]);
    // ALL, 2 Jan: B 2+1+1 = 4 trades / 20+5+7 = 32 lots; S 1+2+1 = 4 / 5+20+7 = 32; T 8 / 64
    expect(breakdown.total[0]).toEqual({ bFreq: 4, bLot: 32, sLot: 32, sFreq: 4, tFreq: 8, tLot: 64 });
    expect(breakdown.columnMax[0]).toEqual({ bFreq: 2, bLot: 20, sLot: 20, sFreq: 2, tFreq: 3, tLot: 25 });
  });
});
