import { describe, expect, it } from 'vitest';
import {
  addCode,
  chunk,
  keepMembers,
  nextSort,
  parseCodes,
  parseOptionalCodes,
  removeCode,
  replaySteps,
  sortRows,
  stepIndexOf,
  weeksBefore,
  weeksBetween,
} from './rotation-selection';
import { rrgExtent, rrgFittedExtent } from './rrg-extent';

describe('parseCodes', () => {
  it('upper-cases, de-duplicates and drops codes of the wrong kind', () => {
    expect(parseCodes('i,F,i,Z,gg', 'sector', ['G'])).toEqual(['I', 'F']);
    expect(parseCodes('bbri, bbca,bad code', 'stock', ['BMRI'])).toEqual(['BBRI', 'BBCA']);
  });
  it('falls back to the defaults when nothing valid is left', () => {
    expect(parseCodes(null, 'sector', ['I', 'F', 'G'])).toEqual(['I', 'F', 'G']);
    expect(parseCodes(',,', 'stock', ['BBRI'])).toEqual(['BBRI']);
  });
});

describe('removeCode and addCode', () => {
  it('removes an item while others remain', () => {
    expect(removeCode(['I', 'F'], 'I')).toEqual({ ok: true, items: ['F'] });
  });
  it('refuses to remove the last item', () => {
    expect(removeCode(['BBRI'], 'BBRI')).toEqual({ ok: false, items: ['BBRI'] });
  });
  it('adds at the end once and stops at 30 items', () => {
    expect(addCode(['I'], 'G')).toEqual(['I', 'G']);
    expect(addCode(['I', 'G'], 'G')).toEqual(['I', 'G']);
    const full = Array.from({ length: 30 }, (_, i) => `S${i}`);
    expect(addCode(full, 'NEW')).toHaveLength(30);
  });
});

describe('sorting', () => {
  it('cycles none → ascending → descending → none, restarting on another column', () => {
    const first = nextSort(null, 'rsRatio');
    expect(first).toEqual({ key: 'rsRatio', direction: 'asc' });
    const second = nextSort(first, 'rsRatio');
    expect(second).toEqual({ key: 'rsRatio', direction: 'desc' });
    expect(nextSort(second, 'rsRatio')).toBeNull();
    expect(nextSort(second, 'performance')).toEqual({ key: 'performance', direction: 'asc' });
  });
  it('orders numbers and keeps nulls last both ways', () => {
    const rows = [{ v: 2 }, { v: null }, { v: -1 }, { v: 5 }];
    const value = (row: { v: number | null }) => row.v;
    expect(sortRows(rows, { key: 'v', direction: 'asc' }, value).map((r) => r.v)).toEqual([-1, 2, 5, null]);
    expect(sortRows(rows, { key: 'v', direction: 'desc' }, value).map((r) => r.v)).toEqual([5, 2, -1, null]);
    expect(sortRows(rows, null, value)).toEqual(rows);
  });
});

describe('replay weeks', () => {
  it('steps whole weeks back and counts them', () => {
    expect(weeksBefore('2026-11-20', 1)).toBe('2026-11-13');
    expect(weeksBefore('2026-11-20', -2)).toBe('2026-12-04');
    expect(weeksBetween('2026-10-30', '2026-11-20')).toBe(3);
    expect(weeksBetween('2026-11-20', '2026-10-30')).toBe(0);
  });
});

describe('rrgExtent', () => {
  it('keeps the spec axes 90 to 110 while every point fits', () => {
    expect(rrgExtent([{ rsRatio: 97.2, rsMomentum: 108.9 }])).toEqual([90, 110]);
    expect(rrgExtent([])).toEqual([90, 110]);
  });
  it('widens symmetrically around 100 in steps of 5 for an outlier', () => {
    expect(rrgExtent([{ rsRatio: 88.5, rsMomentum: 101 }])).toEqual([85, 115]);
    expect(rrgExtent([{ rsRatio: 100, rsMomentum: 116 }])).toEqual([80, 120]);
  });
});

describe('rrgFittedExtent', () => {
  it('fits the farthest point plus a margin, centred on 100, on a readable half-range', () => {
    // Farthest 2.4 from 100 → 2.64 with the margin → ±3.
    expect(
      rrgFittedExtent([
        { rsRatio: 97.6, rsMomentum: 101.2 },
        { rsRatio: 100.5, rsMomentum: 99 },
      ]),
    ).toEqual([97, 103]);
    // Points within 0.3 of 100 still get ±1; an outlier at 112 gets ±15.
    expect(rrgFittedExtent([{ rsRatio: 100.3, rsMomentum: 99.8 }])).toEqual([99, 101]);
    expect(rrgFittedExtent([])).toEqual([99, 101]);
    expect(rrgFittedExtent([{ rsRatio: 100, rsMomentum: 112 }])).toEqual([85, 115]);
  });
});

describe('parseOptionalCodes', () => {
  it('uses the defaults only when the list is absent, keeps an empty list and caps the length', () => {
    expect(parseOptionalCodes(null, 'stock', ['BBRI'], 14)).toEqual(['BBRI']);
    expect(parseOptionalCodes('', 'stock', ['BBRI'], 14)).toEqual([]);
    expect(parseOptionalCodes('g,x,i', 'sector', ['A'], 14)).toEqual(['G', 'I']);
    expect(parseOptionalCodes('A,B,C', 'sector', [], 2)).toEqual(['A', 'B']);
  });
});

describe('keepMembers', () => {
  const lq45 = ['ASII', 'BBCA', 'BBRI', 'BMRI', 'TLKM'];
  it('keeps members in order and names the dropped stocks', () => {
    expect(keepMembers(['TLKM', 'ZZZZ', 'BBCA', 'GOTO'], lq45, ['BBRI', 'BBCA', 'BMRI'])).toEqual({
      stocks: ['TLKM', 'BBCA'],
      dropped: ['ZZZZ', 'GOTO'],
    });
  });
  it('falls back to the defaults that are members, else the first members', () => {
    expect(keepMembers(['GOTO'], lq45, ['BBRI', 'XXXX', 'BMRI'])).toEqual({
      stocks: ['BBRI', 'BMRI'],
      dropped: ['GOTO'],
    });
    expect(keepMembers(['GOTO'], lq45, ['XXXX', 'YYYY', 'ZZZZ'])).toEqual({
      stocks: ['ASII', 'BBCA', 'BBRI'],
      dropped: ['GOTO'],
    });
  });
  it('changes nothing when every stock is a member', () => {
    expect(keepMembers(['BBRI'], lq45, ['BBCA'])).toEqual({ stocks: ['BBRI'], dropped: [] });
  });
});

describe('chunk', () => {
  it('cuts a list into the API-sized requests', () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunk([], 30)).toEqual([]);
  });
});

describe('replaySteps', () => {
  const weekdays = (from: string, to: string) => {
    const days: string[] = [];
    for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) {
      const date = new Date(t);
      if (date.getUTCDay() % 6 !== 0) days.push(date.toISOString().slice(0, 10));
    }
    return days;
  };
  it('steps whole weeks back from the last day on the weekly basis', () => {
    expect(replaySteps('2026-10-30', '2026-11-20', 'weekly', weekdays)).toEqual([
      '2026-10-30',
      '2026-11-06',
      '2026-11-13',
      '2026-11-20',
    ]);
  });
  it('steps one trading day on the daily basis, skipping the weekend', () => {
    expect(replaySteps('2026-11-12', '2026-11-17', 'daily', weekdays)).toEqual([
      '2026-11-12',
      '2026-11-13',
      '2026-11-16',
      '2026-11-17',
    ]);
  });
  it('finds the step on or before a date', () => {
    const steps = ['2026-11-12', '2026-11-13', '2026-11-16'];
    expect(stepIndexOf(steps, '2026-11-14')).toBe(1);
    expect(stepIndexOf(steps, '2026-11-16')).toBe(2);
    expect(stepIndexOf(steps, '2026-01-01')).toBe(0);
  });
});
