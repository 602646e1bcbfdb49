import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALERT_MESSAGES } from '@pantau/contracts';
import { ok, refuse, serve } from './alerts-test-kit';
import { UnsubscribePage } from './unsubscribe-page';

const TOKEN = 'tok_0123456789abcdefghijklmnop';

function renderPage(path: string) {
  render(
    <StrictMode>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={[path]}>
          <UnsubscribePage />
        </MemoryRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('UnsubscribePage', () => {
  it('turns the email off once, even when strict mode runs the effect twice', async () => {
    const server = serve({
      'POST /api/alerts/unsubscribe': () => ok({ alertName: 'BBCA price above 9.500' }),
    });
    renderPage(`/alerts/unsubscribe?token=${TOKEN}`);
    expect(
      await screen.findByText('Email for “BBCA price above 9.500” is off. You still see it in the app.'),
    ).toBeTruthy();
    expect(server.calls.map((call) => [call.method, call.path, call.search.get('token')])).toEqual([
      ['POST', '/api/alerts/unsubscribe', TOKEN],
    ]);
    expect(screen.getByRole('link', { name: 'Go to alerts' }).getAttribute('href')).toBe('/alerts');
  });

  it('shows the server’s message for a bad link', async () => {
    serve({
      'POST /api/alerts/unsubscribe': () => refuse(400, 'INVALID_TOKEN', ALERT_MESSAGES.invalidToken),
    });
    renderPage(`/alerts/unsubscribe?token=${TOKEN}`);
    expect(await screen.findByText(ALERT_MESSAGES.invalidToken)).toBeTruthy();
  });

  it('asks nothing without a token', async () => {
    const server = serve({});
    renderPage('/alerts/unsubscribe');
    expect(screen.getByText(ALERT_MESSAGES.invalidToken)).toBeTruthy();
    await waitFor(() => expect(server.calls).toEqual([]));
  });
});
