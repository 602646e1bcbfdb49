import { describe, expect, it } from 'vitest';
import { messageForStatus } from './errors.ts';

describe('messageForStatus', () => {
  it('gives the spec text for a listed status', () => {
    expect(messageForStatus(409)).toBe('Account already exists with this email.');
  });

  it('falls back to the class text for unlisted statuses', () => {
    expect(messageForStatus(422)).toBe(messageForStatus(400));
    expect(messageForStatus(502)).toBe(messageForStatus(500));
  });
});
