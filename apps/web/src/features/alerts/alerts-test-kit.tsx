import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { TAlert, TAlertNotification } from '@pantau/contracts';
import { json } from '@/test/json-response';
import { ConfirmProvider } from '@/ui/confirm-dialog';
import { Toaster } from '@/ui/toaster';

export type ApiCall = { method: string; path: string; search: URLSearchParams; body: unknown };
type Route = (call: ApiCall) => Response | Promise<Response>;

export const ok = (data: unknown) => json(200, { ok: true, data });
export const refuse = (status: number, code: string, message: string) =>
  json(status, { ok: false, error: { code, message } });

/**
 * A fake API answering 'METHOD /api/path' routes, 404 otherwise, and remembering every call with
 * its JSON body so a test can say what the server was asked.
 */
export function serve(routes: Record<string, Route>) {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const call = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        search: url.searchParams,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const route = routes[`${call.method} ${call.path}`];
      return route ? route(call) : refuse(404, 'NOT_FOUND', 'Not found');
    }),
  );
  const writes = () => calls.filter((call) => call.method !== 'GET');
  return { calls, writes };
}

export function renderWithApp(ui: ReactNode, path = '/alerts') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <ConfirmProvider>{ui}</ConfirmProvider>
      </MemoryRouter>
      <Toaster theme="light" />
    </QueryClientProvider>,
  );
  return client;
}

export const anAlert = (fields: Partial<TAlert> = {}): TAlert => ({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'BBCA price above 9.500',
  target: {
    kind: 'condition',
    symbol: 'BBCA',
    definition: {
      combine: 'and',
      groups: [
        {
          combine: 'and',
          rules: [{ metric: { id: 'close' }, op: 'gt', right: { kind: 'value', value: 9500 } }],
        },
      ],
    },
  },
  screenName: null,
  active: true,
  email: true,
  createdAt: '2026-11-02T03:00:00.000Z',
  lastFiredAt: null,
  ...fields,
});

export const aNotification = (fields: Partial<TAlertNotification> = {}): TAlertNotification => ({
  id: '10000000-0000-4000-8000-000000000001',
  alertId: '00000000-0000-4000-8000-000000000001',
  alertName: 'BBCA price above 9.500',
  firedAt: '2026-11-20T07:30:00.000Z',
  tradeDate: '2026-11-20',
  live: false,
  title: 'BBCA: Close > 9.500',
  stocks: [{ symbol: 'BBCA', change: 'fired', values: { close: 9550 } }],
  read: false,
  ...fields,
});
