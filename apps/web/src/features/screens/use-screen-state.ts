import { useCallback, useEffect, useRef, useState } from 'react';
import { useUrlParams } from '@/lib/use-url-params';
import { emptyScreen, type DraftScreen } from './screen-draft';
import { decodeScreen, encodeScreen, SCREEN_ID_PARAM, SCREEN_PARAM } from './screen-url';

export const LINK_ERROR =
  'This link’s screen could not be read: it may have been cut short when it was copied. The builder starts empty.';

type Shown = { draft: DraftScreen; linkError: string | null };
type Loaded = Shown & { opened: boolean };

function load(encoded: string | null): Loaded {
  if (encoded === null) return { draft: emptyScreen(), linkError: null, opened: false };
  const draft = decodeScreen(encoded);
  return draft
    ? { draft, linkError: null, opened: true }
    : { draft: emptyScreen(), linkError: LINK_ERROR, opened: false };
}

/**
 * The screen being built, mirrored in the URL (?s=<screen>&id=<saved screen>) as the member edits,
 * replacing the history entry. A URL this hook did not write (a shared link, the sidebar's plain
 * /screens) is loaded, and a screen it carries is handed to `onOpen` to run.
 */
export function useScreenState(onOpen: (draft: DraftScreen) => void) {
  const [params, updateUrl] = useUrlParams();
  const encoded = params.get(SCREEN_PARAM);
  const id = params.get(SCREEN_ID_PARAM);
  const [state, setState] = useState<Shown>(() => load(encoded));
  // Values of `s` this hook wrote that have not come back yet, oldest first; the router may skip some.
  const pending = useRef<(string | null)[]>([]);
  // The `s` the builder shows; undefined until the first one is handled (run once, even in StrictMode).
  const handled = useRef<string | null | undefined>(undefined);
  const openRef = useRef(onOpen);
  useEffect(() => {
    openRef.current = onOpen;
  });

  useEffect(() => {
    const ours = pending.current.indexOf(encoded);
    if (ours >= 0) {
      pending.current.splice(0, ours + 1);
      handled.current = encoded;
      return;
    }
    if (handled.current === encoded) return;
    const first = handled.current === undefined;
    handled.current = encoded;
    pending.current = [];
    const next = load(encoded);
    // The initial state already shows the first URL; showing it again would only renew the row keys.
    if (!first) setState(next);
    if (next.opened) openRef.current(next.draft);
  }, [encoded]);

  /** Shows the draft and writes it to the URL; `id` (null: none) changes which saved screen it is. */
  const edit = useCallback(
    (draft: DraftScreen, changes: { id?: string | null } = {}) => {
      const next = encodeScreen(draft);
      pending.current.push(next);
      setState({ draft, linkError: null });
      updateUrl({ [SCREEN_PARAM]: next, ...('id' in changes ? { [SCREEN_ID_PARAM]: changes.id } : {}) });
    },
    [updateUrl],
  );

  /** A screen from the gallery or the member's list: shown, written and run. */
  const open = useCallback(
    (draft: DraftScreen, openId: string | null) => {
      edit(draft, { id: openId });
      openRef.current(draft);
    },
    [edit],
  );

  return { draft: state.draft, linkError: state.linkError, id, search: params.toString(), edit, open };
}
