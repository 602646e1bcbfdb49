import { ROTATION_INDEX_CODES } from '@pantau/contracts';
import { useUrlParams } from '@/lib/use-url-params';
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
  const [params, update] = useUrlParams();
  const kind = oneOf<RotationKind>(params.get('kind'), ['sector', 'stock'], 'sector');
  const index = oneOf(params.get('index'), ROTATION_INDEX_CODES, 'COMPOSITE');
  const sectors = parseCodes(params.get('sectors'), 'sector', DEFAULT_SECTORS);
  const stocks = parseCodes(params.get('stocks'), 'stock', DEFAULT_STOCKS);
  const basis = oneOf<RrgBasis>(params.get('basis'), ['weekly', 'daily'], 'weekly');
  const rawAsOf = params.get('asOf');
  const asOf = rawAsOf && ISO_DATE.test(rawAsOf) ? rawAsOf : null;
  const items = kind === 'sector' ? sectors : stocks;

  const listKey = kind === 'sector' ? 'sectors' : 'stocks';

  const addItem = (code: string) => {
    const next = addCode(items, code);
    // An unchanged list writes nothing: an identical navigation would re-render for no reason.
    if (next.length !== items.length) update({ [listKey]: next.join(',') });
  };

  const removeItem = (code: string) => {
    const result = removeCode(items, code);
    if (!result.ok) {
      toast.warning(LAST_ITEM_WARNING.title, { description: LAST_ITEM_WARNING.message });
      return;
    }
    update({ [listKey]: result.items.join(',') });
  };

  return { params, kind, index, sectors, stocks, items, basis, asOf, update, addItem, removeItem };
}
