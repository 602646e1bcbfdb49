import { describe, expect, it } from 'vitest';
import { backoffDelay, isRetryableStatus, shouldRefresh } from './refresh-schedule';

const NOW = Date.UTC(2026, 0, 1, 12, 0, 0);
const inSeconds = (seconds: number) => NOW / 1000 + seconds;

describe('shouldRefresh', () => {
  it('waits while more than three 30 s ticks remain', () => {
    expect(shouldRefresh(inSeconds(900), NOW)).toBe(false);
    expect(shouldRefresh(inSeconds(91), NOW)).toBe(false);
  });

  it('refreshes once three ticks (90 s) or fewer remain', () => {
    expect(shouldRefresh(inSeconds(90), NOW)).toBe(true);
    expect(shouldRefresh(inSeconds(30), NOW)).toBe(true);
  });

  it('refreshes a token that has already expired', () => {
    expect(shouldRefresh(inSeconds(-10), NOW)).toBe(true);
  });
});

describe('backoffDelay', () => {
  it('starts at 200 ms and doubles', () => {
    expect([0, 1, 2, 3].map((attempt) => backoffDelay(attempt))).toEqual([200, 400, 800, 1600]);
  });
});

describe('isRetryableStatus', () => {
  it('retries network failures and server errors only', () => {
    expect(isRetryableStatus(0)).toBe(true);
    expect(isRetryableStatus(503)).toBe(true);
    expect(isRetryableStatus(401)).toBe(false);
    expect(isRetryableStatus(400)).toBe(false);
  });
});
