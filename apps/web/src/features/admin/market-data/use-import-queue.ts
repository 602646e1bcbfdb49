import { useEffect, useReducer, useRef } from 'react';
import type { TRequestedImportKind } from '@pantau/contracts';
import { errorMessage } from '@/lib/api';
import { marketDataApi } from './market-data-api';

/**
 * One import to send: usually one file; several only for trade records of one day split in parts.
 * `ready` waits for Import, `waiting` for the upload before it, then `uploading`, and finally
 * `accepted` (the server runs it: follow `runId`) or `refused` (the server said why in `error`).
 */
export type QueuedImport = {
  key: string;
  files: File[];
  kind: TRequestedImportKind;
  /** Market date for an XLSX that does not state it; '' when the file does. */
  date: string;
  /** Stock of a one-stock chart CSV not named after it; '' otherwise. */
  symbol: string;
  phase: 'ready' | 'waiting' | 'uploading' | 'accepted' | 'refused';
  /** Share of the upload sent, 0..1. */
  sent: number;
  runId: string | null;
  error: string | null;
};

type Action =
  | { type: 'add'; files: Array<{ key: string; file: File }> }
  | { type: 'kind'; key: string; kind: TRequestedImportKind }
  | { type: 'hints'; key: string; hints: Partial<Pick<QueuedImport, 'date' | 'symbol'>> }
  | { type: 'remove'; key: string }
  | { type: 'join-trades' }
  | { type: 'start' }
  | { type: 'uploading'; key: string }
  | { type: 'sent'; key: string; sent: number }
  | { type: 'accepted'; key: string; runId: string }
  | { type: 'refused'; key: string; error: string };

let nextKey = 0;

const update = (items: QueuedImport[], key: string, change: Partial<QueuedImport>) =>
  items.map((item) => (item.key === key ? { ...item, ...change } : item));

function reduce(items: QueuedImport[], action: Action): QueuedImport[] {
  switch (action.type) {
    case 'add':
      return [
        ...items,
        ...action.files.map(({ key, file }) => ({
          key,
          files: [file],
          kind: 'auto' as const,
          date: '',
          symbol: '',
          phase: 'ready' as const,
          sent: 0,
          runId: null,
          error: null,
        })),
      ];
    case 'kind':
      return update(items, action.key, { kind: action.kind });
    case 'hints':
      return update(items, action.key, action.hints);
    case 'remove':
      return items.filter((item) => item.key !== action.key);
    case 'join-trades': {
      const parts = items.filter((item) => item.phase === 'ready' && item.kind === 'trades');
      if (parts.length < 2) return items;
      const [first, ...rest] = parts;
      const joined = new Set(rest.map((item) => item.key));
      return items
        .filter((item) => !joined.has(item.key))
        .map((item) =>
          item.key === first!.key ? { ...item, files: parts.flatMap((part) => part.files) } : item,
        );
    }
    case 'start':
      return items.map((item) => (item.phase === 'ready' ? { ...item, phase: 'waiting' } : item));
    case 'uploading':
      return update(items, action.key, { phase: 'uploading', sent: 0 });
    case 'sent':
      return update(items, action.key, { sent: action.sent });
    case 'accepted':
      return update(items, action.key, { phase: 'accepted', sent: 1, runId: action.runId });
    case 'refused':
      return update(items, action.key, { phase: 'refused', error: action.error });
  }
}

/**
 * The files picked for import and their uploads, sent one after another: one upload at a time
 * leaves the line (and the server's parser) to a single file, and the progress bars move in order.
 */
export function useImportQueue(onAccepted: () => void) {
  const [items, dispatch] = useReducer(reduce, []);
  const uploads = useRef(new Map<string, AbortController>());
  const onAcceptedRef = useRef(onAccepted);
  useEffect(() => {
    onAcceptedRef.current = onAccepted;
  });

  useEffect(() => {
    if (items.some((item) => item.phase === 'uploading')) return;
    const next = items.find((item) => item.phase === 'waiting');
    if (!next) return;
    dispatch({ type: 'uploading', key: next.key });
    const controller = new AbortController();
    uploads.current.set(next.key, controller);
    marketDataApi
      .startImport(
        next,
        ({ loaded, total }) =>
          dispatch({ type: 'sent', key: next.key, sent: total > 0 ? loaded / total : 0 }),
        controller.signal,
      )
      .then(
        ({ id }) => {
          dispatch({ type: 'accepted', key: next.key, runId: id });
          onAcceptedRef.current();
        },
        (error: unknown) => {
          if (!controller.signal.aborted)
            dispatch({ type: 'refused', key: next.key, error: errorMessage(error) });
        },
      )
      .finally(() => uploads.current.delete(next.key));
  }, [items]);

  // Leaving the page stops an upload in flight; imports the server accepted carry on there.
  useEffect(() => {
    const running = uploads.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  return {
    items,
    add: (files: File[]) =>
      dispatch({ type: 'add', files: files.map((file) => ({ key: `import-${++nextKey}`, file })) }),
    setKind: (key: string, kind: TRequestedImportKind) => dispatch({ type: 'kind', key, kind }),
    setHints: (key: string, hints: Partial<Pick<QueuedImport, 'date' | 'symbol'>>) =>
      dispatch({ type: 'hints', key, hints }),
    remove: (key: string) => dispatch({ type: 'remove', key }),
    joinTrades: () => dispatch({ type: 'join-trades' }),
    start: () => dispatch({ type: 'start' }),
  };
}
