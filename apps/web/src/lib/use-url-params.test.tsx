import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useUrlParams, type UrlChanges } from './use-url-params';

let update: (changes: UrlChanges) => void = () => undefined;

function Probe() {
  const [params, set] = useUrlParams();
  update = set;
  return <output>{params.toString()}</output>;
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/', element: <Probe /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('useUrlParams', () => {
  it('keeps both of two updates made in the same tick', async () => {
    const router = renderAt('/?ticker=BBCA');
    await act(async () => {
      update({ dates: '2026-11-19' });
      update({ layout: 'vertical' });
    });
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('ticker')).toBe('BBCA');
    expect(search.get('dates')).toBe('2026-11-19');
    expect(search.get('layout')).toBe('vertical');
    expect(screen.getByRole('status').textContent).toContain('layout=vertical');
  });

  it('removes a parameter given null and replaces the history entry', async () => {
    const router = renderAt('/?ticker=BBCA&quick=custom');
    await act(async () => update({ quick: null }));
    expect(router.state.location.search).toBe('?ticker=BBCA');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('builds on the new URL once an update has landed', async () => {
    const router = renderAt('/');
    await act(async () => update({ a: '1' }));
    await act(async () => update({ b: '2' }));
    expect(router.state.location.search).toBe('?a=1&b=2');
  });
});
