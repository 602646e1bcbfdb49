import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { ROTATION_INDEX_CODES } from '@pantau/contracts';
import { toast } from '@/ui/toaster';
import type { RotationKind, RrgBasis } from './rotation-api';
import {
  DEFAULT_SECTORS,
  DEFAULT_STOCKS,
  LAST_ITEM_WARNING,
  addCode,
  parseCodes,
  removeCode,
} from './rotation-selection';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/**
 * RRG and RRC state in the URL (?kind=&index=&sectors=&stocks=&basis=&asOf=): sectors and stocks
 * keep their own lists, so the Sector / Stock toggle does not lose either selection.
 */
export function useRotationParams() {
  const [params, setParams] = useSearchParams();
  const kind = oneOf<RotationKind>(params.get('kind'), ['sector', 'stock'], 'sector');
  const index = oneOf(params.get('index'), ROTATION_INDEX_CODES, 'COMPOSITE');
  const sectors = parseCodes(params.get('sectors'), 'sector', DEFAULT_SECTORS);
  const stocks = parseCodes(params.get('stocks'), 'stock', DEFAULT_STOCKS);
  const basis = oneOf<RrgBasis>(params.get('basis'), ['weekly', 'daily'], 'weekly');
  const rawAsOf = params.get('asOf');
  const asOf = rawAsOf && ISO_DATE.test(rawAsOf) ? rawAsOf : null;
  const items = kind === 'sector' ? sectors : stocks;

  const update = useCallback(
    (changes: Record<string, string | null>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  /** Edits the current kind's list from the latest URL, so quick successive clicks all count. */
  const editItems = useCallback(
    (edit: (current: string[]) => string[] | null) => {
      setParams(
        (current) => {
          const currentKind = oneOf<RotationKind>(current.get('kind'), ['sector', 'stock'], 'sector');
          const key = currentKind === 'sector' ? 'sectors' : 'stocks';
          const list = parseCodes(
            current.get(key),
            currentKind,
            currentKind === 'sector' ? DEFAULT_SECTORS : DEFAULT_STOCKS,
          );
          const edited = edit(list);
          if (!edited) return current;
          const next = new URLSearchParams(current);
          next.set(key, edited.join(','));
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const addItem = useCallback((code: string) => editItems((list) => addCode(list, code)), [editItems]);

  const removeItem = useCallback(
    (code: string) => {
      // Decided on the rendered list so the warning is raised outside the URL updater.
      const result = removeCode(items, code);
      if (!result.ok) {
        toast.warning(LAST_ITEM_WARNING.title, { description: LAST_ITEM_WARNING.message });
        return;
      }
      editItems((list) => {
        const next = removeCode(list, code);
        return next.ok ? next.items : null;
      });
    },
    [items, editItems],
  );

  return { params, kind, index, sectors, stocks, items, basis, asOf, update, addItem, removeItem };
}
