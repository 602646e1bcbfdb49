import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeMatchMedia } from '@/test/fake-match-media';
import { ADMIN, MEMBER, renderApp } from '@/test/render-app';

const DESKTOP = '(min-width: 1024px)';
let media: ReturnType<typeof installFakeMatchMedia> | undefined;

afterEach(() => media?.restore());

async function sidebar() {
  return screen.findByRole('complementary', { name: 'Sidebar' });
}

describe('Sidebar', () => {
  it('hides Administration from a member', async () => {
    media = installFakeMatchMedia({ [DESKTOP]: true });
    renderApp('/dashboard', MEMBER);
    const nav = within(await sidebar()).getByRole('navigation', { name: 'Main' });

    expect(within(nav).queryByText('Administration')).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Admin Dashboard' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Market data' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Technical Analysis' })).toBeTruthy();
  });

  it('shows Administration to an admin', async () => {
    media = installFakeMatchMedia({ [DESKTOP]: true });
    renderApp('/dashboard', ADMIN);
    const nav = within(await sidebar()).getByRole('navigation', { name: 'Main' });

    expect(within(nav).getByText('Administration')).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Admin Dashboard' }).getAttribute('href')).toBe('/admin');
    expect(within(nav).getByRole('link', { name: 'Market data' }).getAttribute('href')).toBe(
      '/admin/market-data',
    );
  });

  it('marks only Market data as the current page on /admin/market-data', async () => {
    media = installFakeMatchMedia({ [DESKTOP]: true });
    renderApp('/admin/market-data', ADMIN);
    const nav = within(await sidebar()).getByRole('navigation', { name: 'Main' });

    expect(within(nav).getByRole('link', { name: 'Market data' }).getAttribute('aria-current')).toBe('page');
    expect(
      within(nav).getByRole('link', { name: 'Admin Dashboard' }).getAttribute('aria-current'),
    ).toBeNull();
  });

  it('expands on hover and stays open once pinned, remembering the pin', async () => {
    media = installFakeMatchMedia({ [DESKTOP]: true });
    // happy-dom leaves relatedTarget empty when the pointer moves between elements, which React
    // reads as leaving the window; keep the pointer where the test puts it.
    const user = userEvent.setup({ skipHover: true });
    renderApp('/dashboard', MEMBER);
    const aside = await sidebar();
    expect(aside.dataset.expanded).toBe('false');

    await user.hover(aside);
    expect(aside.dataset.expanded).toBe('true');
    await user.click(within(aside).getByRole('button', { name: 'Pin sidebar' }));
    expect(aside.dataset.pinned).toBe('true');
    expect(window.localStorage.getItem('sidebarPinned')).toBe('true');

    await user.unhover(aside);
    expect(aside.dataset.expanded).toBe('true');
    expect(within(aside).getByRole('button', { name: 'Unpin sidebar' })).toBeTruthy();
  });

  it('opens as a drawer on small screens and closes after navigating or on Escape', async () => {
    media = installFakeMatchMedia({ [DESKTOP]: false });
    const user = userEvent.setup();
    renderApp('/dashboard', MEMBER);
    const aside = await sidebar();
    expect(aside.dataset.expanded).toBe('false');

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(aside.dataset.expanded).toBe('true');
    await user.click(within(aside).getByRole('button', { name: 'Expand Market Rotation' }));
    await user.click(within(aside).getByRole('link', { name: 'RRG' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Relative Rotation Graph' })).toBeTruthy();
    expect(aside.dataset.expanded).toBe('false');

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.keyboard('{Escape}');
    expect(aside.dataset.expanded).toBe('false');
  });

  it('logs out to /auth with a toast', async () => {
    media = installFakeMatchMedia({ [DESKTOP]: true });
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard', MEMBER);

    await user.click(within(await sidebar()).getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('Logout Berhasil!')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });
});
