import { describe, expect, it } from 'vitest';
import { contrastRatio, mixColours, readableTextOn } from './contrast';

describe('contrast', () => {
  it('measures the WCAG ratio: black on white is 21:1, #767676 on white just passes 4.5:1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#ffffff', '#767676')).toBe(contrastRatio('#767676', '#ffffff'));
  });

  it('blends a colour over a background at an opacity', () => {
    expect(mixColours('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mixColours('#ff0000', '#0000ff', 1)).toBe('#ff0000');
    expect(mixColours('#ff0000', '#0000ff', 0)).toBe('#0000ff');
    // Short hex, as the minified stylesheet serves #ffffff.
    expect(mixColours('#000', '#fff', 0.5)).toBe('#808080');
  });

  it('keeps the preferred text colour where it reads, else falls back to black or white', () => {
    expect(readableTextOn('#ffffff', ['#0f172a', '#ffffff'])).toBe('#0f172a');
    expect(readableTextOn('#0a101d', ['#0f172a', '#e6edf6'])).toBe('#e6edf6');
    // A mid green on which neither dark navy nor pale grey reaches 4.5:1 (both about 4.2).
    const midGreen = '#1c884c';
    expect(contrastRatio('#0a101d', midGreen)).toBeLessThan(4.5);
    expect(contrastRatio('#e6edf6', midGreen)).toBeLessThan(4.5);
    const chosen = readableTextOn(midGreen, ['#e6edf6', '#0a101d']);
    expect(contrastRatio(chosen, midGreen)).toBeGreaterThanOrEqual(4.5);
  });
});
