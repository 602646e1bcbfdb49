import { describe, expect, it } from 'vitest';
import { durationLabel } from './plan-duration';

describe('plan duration labels', () => {
  it('labels the 0.25-month trial as one week', () => {
    expect(durationLabel(0.25)).toBe('1 Week');
  });

  it('labels whole months in singular and plural', () => {
    expect(durationLabel(1)).toBe('1 Month');
    expect(durationLabel(3)).toBe('3 Months');
    expect(durationLabel(6)).toBe('6 Months');
  });

  it('shows a dash when the duration is unknown', () => {
    expect(durationLabel(null)).toBe('-');
    expect(durationLabel(undefined)).toBe('-');
    expect(durationLabel(0)).toBe('-');
  });
});
