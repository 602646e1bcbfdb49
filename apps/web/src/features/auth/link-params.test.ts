import { describe, expect, it } from 'vitest';
import { readLinkParams } from './link-params';

describe('readLinkParams', () => {
  it('reads token and type from the query', () => {
    expect(readLinkParams('?token=abc&type=recovery', '')).toMatchObject({ token: 'abc', type: 'recovery' });
  });

  it('reads access_token from the fragment and defaults the type to signup', () => {
    expect(readLinkParams('', '#access_token=xyz&refresh_token=r1')).toMatchObject({
      token: 'xyz',
      type: 'signup',
      refreshToken: 'r1',
    });
  });

  it('prefers the query and reports a missing token as null', () => {
    expect(readLinkParams('?token=q', '#token=f').token).toBe('q');
    expect(readLinkParams('?type=signup', '').token).toBeNull();
  });

  it('passes on error details', () => {
    expect(readLinkParams('?error=access_denied&error_description=Link+expired', '')).toMatchObject({
      error: 'access_denied',
      errorDescription: 'Link expired',
    });
  });
});
