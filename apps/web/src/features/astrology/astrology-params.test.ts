import { describe, expect, it } from 'vitest';
import { parseAstrologyParams, parseCalendarParams } from './astrology-params';

describe('parseAstrologyParams', () => {
  it('fills every default for a bare URL', () => {
    expect(parseAstrologyParams(new URLSearchParams())).toEqual({
      query: {
        symbol: 'ALL',
        priceChange: 'all',
        spike: 'all',
        tab: 'all',
        yearElement: 'ALL',
        yearZodiac: 'ALL',
        monthElement: 'ALL',
        monthZodiac: 'ALL',
        dayElement: 'ALL',
        dayZodiac: 'ALL',
      },
      showPivot: false,
      pivotBy: 'year',
    });
  });

  it('reads the chosen filters, tab and pivot', () => {
    const screen = parseAstrologyParams(
      new URLSearchParams(
        'symbol=bbca&price=5&spike=10&tab=month&dayElement=Wood&yearZodiac=Horse&pivot=1&pivotBy=day',
      ),
    );
    expect(screen.query).toMatchObject({
      symbol: 'BBCA',
      priceChange: '5',
      spike: '10',
      tab: 'month',
      dayElement: 'Wood',
      yearZodiac: 'Horse',
      monthElement: 'ALL',
    });
    expect(screen.showPivot).toBe(true);
    expect(screen.pivotBy).toBe('day');
  });

  it('falls back on values outside the lists', () => {
    const screen = parseAstrologyParams(
      new URLSearchParams(
        'symbol=GOTO&price=7&tab=week&dayElement=Air&monthZodiac=Cat&pivot=yes&pivotBy=hour',
      ),
    );
    expect(screen.query).toMatchObject({
      symbol: 'ALL',
      priceChange: 'all',
      tab: 'all',
      dayElement: 'ALL',
      monthZodiac: 'ALL',
    });
    expect(screen.showPivot).toBe(false);
    expect(screen.pivotBy).toBe('year');
  });
});

describe('parseCalendarParams', () => {
  it('defaults to BBRI and the latest month', () => {
    expect(parseCalendarParams(new URLSearchParams())).toEqual({ symbol: 'BBRI', month: null });
  });

  it('keeps a valid month and stock, drops malformed ones', () => {
    expect(parseCalendarParams(new URLSearchParams('symbol=tlkm&month=2026-02'))).toEqual({
      symbol: 'TLKM',
      month: '2026-02',
    });
    expect(parseCalendarParams(new URLSearchParams('symbol=ALL&month=2026-13'))).toEqual({
      symbol: 'BBRI',
      month: null,
    });
    expect(parseCalendarParams(new URLSearchParams('month=1850-01')).month).toBeNull();
  });
});
