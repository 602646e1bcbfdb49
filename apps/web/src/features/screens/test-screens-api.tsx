import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useSearchParams } from 'react-router';
import { vi } from 'vitest';
import type { TRunScreenData, TSavedScreen } from '@pantau/contracts';
import { AppProviders } from '@/app/providers';
import { json } from '@/test/json-response';
import { MEMBER } from '@/test/render-app';
import { ConfirmProvider } from '@/ui/confirm-dialog';
import { ScreensPage } from './screens-page';

export const RESULT: TRunScreenData = {
  asOf: '2026-11-20',
  live: false,
  universe: 912,
  columns: ['foreignNet5d', 'brokerNetLots:YP:5', 'accTop5'],
  rows: [
    {
      symbol: 'TLKM',
      name: 'Telkom Indonesia (Persero) Tbk',
      sector: 'Infrastructure',
      values: { foreignNet5d: 2_500_000_000, 'brokerNetLots:YP:5': 1200, accTop5: 'Normal Acc' },
    },
    {
      symbol: 'BBRI',
      name: 'Bank Rakyat Indonesia (Persero) Tbk',
      sector: 'Finance',
      values: { foreignNet5d: null, 'brokerNetLots:YP:5': 300, accTop5: 'Big Acc' },
    },
    {
      symbol: 'ASII',
      name: 'Astra International Tbk',
      sector: 'Industrials',
      values: { foreignNet5d: 1_000_000_000, 'brokerNetLots:YP:5': null, accTop5: 'Small Dist' },
    },
  ],
};

type Call = { method: string; path: string; body: unknown };
type Answer = { status: number; body: unknown };
const ok = (data: unknown): Answer => ({ status: 200, body: { ok: true, data } });
export const refusal = (status: number, code: string, message: string): Answer => ({
  status,
  body: { ok: false, error: { code, message } },
});

/**
 * The screens and alerts endpoints over an in-memory list of saved screens. `answers` replaces the
 * next answers of an endpoint ('POST /api/alerts'), one per call, before the normal behaviour.
 */
export function serveScreens({
  result = RESULT,
  screens = [],
  answers = {},
}: {
  result?: TRunScreenData;
  screens?: TSavedScreen[];
  answers?: Record<string, Answer[]>;
} = {}) {
  const calls: Call[] = [];
  const stored = [...screens];
  let created = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, path: url.pathname, body });
      const queued = answers[`${method} ${url.pathname}`]?.shift();
      const answer = queued ?? respond(method, url.pathname, body);
      return json(answer.status, answer.body);
    }),
  );

  function respond(method: string, path: string, body: unknown): Answer {
    const saved = body as Pick<TSavedScreen, 'name' | 'definition' | 'columns'>;
    const id = path.match(/^\/api\/screens\/([\w-]{36})$/)?.[1];
    if (method === 'POST' && path === '/api/screens/run') return ok(result);
    if (method === 'GET' && path === '/api/screens') return ok({ screens: stored });
    if (method === 'POST' && path === '/api/screens') {
      created += 1;
      const screen = {
        ...saved,
        id: `00000000-0000-4000-8000-${String(created).padStart(12, '0')}`,
        createdAt: '2026-11-20T10:00:00Z',
        updatedAt: '2026-11-20T10:00:00Z',
      };
      stored.unshift(screen);
      return ok(screen);
    }
    const index = stored.findIndex((screen) => screen.id === id);
    if (method === 'PUT' && index >= 0) {
      stored[index] = { ...stored[index]!, ...saved, updatedAt: '2026-11-20T11:00:00Z' };
      return ok(stored[index]);
    }
    if (method === 'DELETE' && index >= 0) {
      stored.splice(index, 1);
      return ok({ deleted: true });
    }
    if (method === 'POST' && path === '/api/alerts') return ok({ id: 'alert-1', ...(body as object) });
    return refusal(404, 'NOT_FOUND', 'Service not found. Please try again later.');
  }

  return {
    calls,
    /** The bodies sent to one endpoint, oldest first. */
    sent: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.path === path).map((call) => call.body),
  };
}

function TechnicalAnalysisStandIn() {
  const [params] = useSearchParams();
  return <p>Technical analysis of {params.get('symbol')}</p>;
}

/** The page at `path` for a signed-in member, with the confirm host the shell gives it. */
export function renderScreensPage(path = '/screens') {
  const router = createMemoryRouter(
    [
      {
        path: '/screens',
        element: (
          <ConfirmProvider>
            <ScreensPage />
          </ConfirmProvider>
        ),
      },
      { path: '/technical-analysis', element: <TechnicalAnalysisStandIn /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders initialSession={MEMBER}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}
