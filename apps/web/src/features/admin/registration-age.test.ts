import { describe, expect, it } from 'vitest';
import { registrationAge } from './registration-age';

const now = new Date('2026-11-23T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const HOUR = 60 * 60 * 1000;

describe('registrationAge', () => {
  it('says Just now under an hour (and for clocks slightly ahead)', () => {
    expect(registrationAge(ago(0), now)).toBe('Just now');
    expect(registrationAge(ago(HOUR - 1), now)).toBe('Just now');
    expect(registrationAge(ago(-5000), now)).toBe('Just now');
  });

  it('counts whole hours under a day', () => {
    expect(registrationAge(ago(HOUR), now)).toBe('1h ago');
    expect(registrationAge(ago(23 * HOUR + 59 * 60_000), now)).toBe('23h ago');
  });

  it('says Yesterday from 24 h to under 48 h, then the date', () => {
    expect(registrationAge(ago(24 * HOUR), now)).toBe('Yesterday');
    expect(registrationAge(ago(48 * HOUR - 1), now)).toBe('Yesterday');
    expect(registrationAge(ago(48 * HOUR), now)).toBe('Nov 21, 2026');
  });
});
