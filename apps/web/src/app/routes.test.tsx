import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MEMBER, renderApp } from '@/test/render-app';

describe('routes', () => {
  it.each(['/market-rotation/nope', '/dashboard/whatever', '/story/unknown/deeper', '/astrology/solar'])(
    'shows the home dashboard for the unknown sub-view %s',
    async (path) => {
      renderApp(path, MEMBER);
      expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
      const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
      expect(breadcrumb.textContent).toBe('Dashboard');
    },
  );

  it('shows a known sub-view with its section in the breadcrumb', async () => {
    renderApp('/market-rotation/rrg', MEMBER);
    expect(await screen.findByRole('heading', { level: 1, name: 'Relative Rotation Graph' })).toBeTruthy();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(breadcrumb.textContent).toBe('Market RotationRRG');
  });

  it("lists a section's sub-views on its overview page", async () => {
    renderApp('/broker-activity', MEMBER);
    expect(await screen.findByRole('heading', { level: 1, name: 'Broker Activity' })).toBeTruthy();
    const main = screen.getByRole('main');
    const links = Array.from(main.querySelectorAll('a')).map((link) => link.getAttribute('href'));
    expect(links).toEqual([
      '/broker-activity/transaction',
      '/broker-activity/summary',
      '/broker-activity/inventory',
      '/broker-activity/flow',
      '/broker-activity/ranking',
    ]);
  });

  it('sends a visitor from a protected page to sign-in', async () => {
    const { router } = renderApp('/story/ownership', null);
    expect(await screen.findByRole('heading', { name: 'Nice to see you again' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('keeps the public payment result pages apart from the members’ /subscription', async () => {
    renderApp('/subscription/pending', null);
    expect(await screen.findByRole('heading', { name: 'Payment Pending' })).toBeTruthy();
  });

  it('answers an unknown top-level path with a 404 page linking home', async () => {
    renderApp('/no-such-page', null);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });

  it('titles /auth by mode', async () => {
    renderApp('/auth?mode=register', null);
    expect(await screen.findByRole('heading', { name: 'Create Account' })).toBeTruthy();
  });
});
