import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useScreenerParams } from './screener-params';

const COLUMNS = new Set(['symbol', 'D0', 'price']);
let latest: ReturnType<typeof useScreenerParams>;

function Probe() {
  latest = useScreenerParams(COLUMNS);
  return null;
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/', element: <Probe /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('useScreenerParams', () => {
  it('reads the settings from the URL, upper-casing the filter and dropping an unknown sort column', () => {
    renderAt('/?q=bb&normalize=1&vol=1&sort=nope&dir=asc');
    expect(latest.filter).toBe('BB');
    expect(latest.normalize).toBe(true);
    expect(latest.volumeChange).toBe(true);
    expect(latest.movingAverage).toBe(false);
    expect(latest.sort).toBeNull();
  });

  it('keeps every change made in one tick, in the screen and in the URL', async () => {
    const router = renderAt('/?q=BB');
    await act(async () => {
      latest.update({ normalize: true });
      latest.update({ movingAverage: true });
      latest.update({ sort: { column: 'D0', direction: 'desc' } });
    });
    expect(latest).toMatchObject({ filter: 'BB', normalize: true, movingAverage: true });
    expect(latest.sort).toEqual({ column: 'D0', direction: 'desc' });
    expect(router.state.location.search).toBe('?q=BB&normalize=1&ma=1&sort=D0&dir=desc');
  });

  it('Reset Settings clears filter, toggles and sort from the screen and the URL', async () => {
    const router = renderAt('/?q=BB&normalize=1&ma=1&vol=1&sort=price&dir=asc&other=kept');
    await act(async () => latest.reset());
    expect(latest).toMatchObject({ filter: '', normalize: false, movingAverage: false, volumeChange: false });
    expect(latest.sort).toBeNull();
    expect(router.state.location.search).toBe('?other=kept');
  });

  it('follows the URL when something else changes it', async () => {
    const router = renderAt('/?normalize=1');
    await act(async () => latest.update({ filter: 'TL' }));
    await act(async () => router.navigate('/?q=ASII'));
    expect(latest.filter).toBe('ASII');
    expect(latest.normalize).toBe(false);
  });
});
