import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

afterEach(() => vi.unstubAllGlobals());

describe('login view', () => {
  it('shows the spec messages for an empty form without calling the server', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderApp('/auth?mode=login', null);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please fix the errors below')).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a temporary block with the time left and will not submit', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(200, {
          ok: true,
          data: {
            remainingAttempts: 0,
            allowed: false,
            isSuspended: false,
            suspensionReason: null,
            blockedUntil: new Date(Date.now() + 840_000).toISOString(),
            timeRemaining: 840,
          },
        }),
      ),
    );
    renderApp('/auth?mode=login', null);
    await userEvent.type(await screen.findByLabelText('Login'), 'rina@example.com');
    expect(
      await screen.findByText('Account is temporarily blocked. Please try again in 14 minutes', undefined, {
        timeout: 3000,
      }),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('warns when two attempts or fewer remain', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(200, {
          ok: true,
          data: {
            remainingAttempts: 2,
            allowed: true,
            isSuspended: false,
            suspensionReason: null,
            blockedUntil: null,
            timeRemaining: null,
          },
        }),
      ),
    );
    renderApp('/auth?mode=login', null);
    await userEvent.type(await screen.findByLabelText('Login'), 'rina@example.com');
    expect(await screen.findByText(/2 login attempts remaining/, undefined, { timeout: 3000 })).toBeTruthy();
  });
});
