import { useCallback, useEffect, useRef, useState } from 'react';
import { useUrlParams, type UrlChanges } from '@/lib/use-url-params';
import type { SortState } from './screener-rules';

export type ScreenerSettings = {
  filter: string;
  normalize: boolean;
  movingAverage: boolean;
  volumeChange: boolean;
  sort: SortState;
};

export const DEFAULT_SETTINGS: ScreenerSettings = {
  filter: '',
  normalize: false,
  movingAverage: false,
  volumeChange: false,
  sort: null,
};

const TICKER_TEXT = /^[A-Z0-9-]{0,12}$/;

function readSettings(params: URLSearchParams, columnIds: ReadonlySet<string>): ScreenerSettings {
  const filter = (params.get('q') ?? '').toUpperCase();
  const column = params.get('sort');
  const direction = params.get('dir');
  return {
    filter: TICKER_TEXT.test(filter) ? filter : '',
    normalize: params.get('normalize') === '1',
    movingAverage: params.get('ma') === '1',
    volumeChange: params.get('vol') === '1',
    sort:
      column && columnIds.has(column) && (direction === 'asc' || direction === 'desc')
        ? { column, direction }
        : null,
  };
}

function settingsToUrl(settings: ScreenerSettings): UrlChanges {
  return {
    q: settings.filter || null,
    normalize: settings.normalize ? '1' : null,
    ma: settings.movingAverage ? '1' : null,
    vol: settings.volumeChange ? '1' : null,
    sort: settings.sort?.column ?? null,
    dir: settings.sort?.direction ?? null,
  };
}

/**
 * The screener's settings, mirrored in the URL (?q=&normalize=1&ma=1&vol=1&sort=&dir=) so a view
 * can be shared and survives a reload. The screen reads a local copy: the router applies URL
 * changes in a transition, and a checkbox or text box bound straight to the URL would snap back
 * (or drop typed characters) until it lands. The copy follows the URL when something else changes
 * it (back/forward, a pasted link).
 */
export function useScreenerParams(columnIds: ReadonlySet<string>) {
  const [params, updateUrl] = useUrlParams();
  const fromUrl = readSettings(params, columnIds);
  const urlKey = JSON.stringify(fromUrl);
  const [settings, setSettings] = useState(fromUrl);
  const current = useRef(settings);
  // URLs this hook wrote that have not landed yet, oldest first; the router may skip some.
  const pending = useRef<string[]>([]);

  useEffect(() => {
    const ours = pending.current.indexOf(urlKey);
    if (ours >= 0) {
      pending.current.splice(0, ours + 1);
      return;
    }
    pending.current = [];
    const next = JSON.parse(urlKey) as ScreenerSettings;
    current.current = next;
    setSettings(next);
  }, [urlKey]);

  const update = useCallback(
    (changes: Partial<ScreenerSettings>) => {
      const next = { ...current.current, ...changes };
      current.current = next;
      pending.current.push(JSON.stringify(next));
      setSettings(next);
      updateUrl(settingsToUrl(next));
    },
    [updateUrl],
  );

  /** Spec §4 Reset Settings: normalize, moving-average and volume-change toggles, sort and filter. */
  const reset = useCallback(() => update(DEFAULT_SETTINGS), [update]);

  return { ...settings, update, reset };
}
