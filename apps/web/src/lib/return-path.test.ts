import { describe, expect, it } from 'vitest';
import { returnPathAfterSignIn, signInHrefFor } from './return-path';

describe('the page a member returns to after signing in', () => {
  it('keeps a path on this site with its query and hash', () => {
    expect(returnPathAfterSignIn('/broker-activity/summary?symbol=TLKM&quick=1week#top')).toBe(
      '/broker-activity/summary?symbol=TLKM&quick=1week#top',
    );
  });

  it.each([
    null,
    '',
    'dashboard',
    '//evil.example.com/x',
    '/\\evil.example.com',
    'https://evil.example.com/',
    'javascript:alert(1)',
    '/auth?mode=login',
  ])('sends %s to the dashboard', (raw) => {
    expect(returnPathAfterSignIn(raw)).toBe('/dashboard');
  });

  it('asks the sign-in page to come back, except to the dashboard it goes to anyway', () => {
    expect(signInHrefFor('/story/ownership?symbol=BBCA')).toBe(
      '/auth?next=%2Fstory%2Fownership%3Fsymbol%3DBBCA',
    );
    expect(signInHrefFor('/dashboard')).toBe('/auth');
  });
});
