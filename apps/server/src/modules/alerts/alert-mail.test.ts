import { describe, expect, it } from 'vitest';
import { inQuietHours } from './alert-mail.ts';

// WIB is UTC+7: 15:00 UTC is 22:00 WIB, 23:30 UTC is 06:30 WIB the next day.
const at = (utc: string) => new Date(`2026-11-27T${utc}:00Z`);

describe('quiet hours (WIB clock times)', () => {
  it('holds mail inside a span within one day, from its start up to (not at) its end', () => {
    expect(inQuietHours(at('05:00'), '12:00', '13:00')).toBe(true); // 12:00 WIB
    expect(inQuietHours(at('05:59'), '12:00', '13:00')).toBe(true); // 12:59 WIB
    expect(inQuietHours(at('06:00'), '12:00', '13:00')).toBe(false); // 13:00 WIB
    expect(inQuietHours(at('04:59'), '12:00', '13:00')).toBe(false); // 11:59 WIB
  });

  it('holds mail over a span that crosses midnight', () => {
    expect(inQuietHours(at('15:00'), '22:00', '07:00')).toBe(true); // 22:00 WIB
    expect(inQuietHours(at('23:30'), '22:00', '07:00')).toBe(true); // 06:30 WIB
    expect(inQuietHours(at('00:00'), '22:00', '07:00')).toBe(false); // 07:00 WIB
    expect(inQuietHours(at('10:00'), '22:00', '07:00')).toBe(false); // 17:00 WIB
  });

  it('holds nothing without quiet hours, or when both ends are the same time', () => {
    expect(inQuietHours(at('15:00'), null, null)).toBe(false);
    expect(inQuietHours(at('15:00'), '22:00', '22:00')).toBe(false);
  });
});
