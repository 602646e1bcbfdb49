import { CORPORATE_ACTION_NOTICES } from '@pantau/contracts';
import type { IsoDate } from '@pantau/market';
import type { Db } from '../../../db/client.ts';
import { rememberAnswer } from '../answer-cache.ts';
import { shiftDate } from '../technical-analysis/chart-time.ts';
import { findAllActionsBetween } from './corporate-actions.repo.ts';

export type SpecialNotice = 'none' | 'Split' | 'Dividend' | 'Rights' | 'Bonus' | 'Suspend';

/** A notice shows from a month before the ex-date (announced) to a week after it (just gone ex). */
export const NOTICE_DAYS_AHEAD = 30;
export const NOTICE_DAYS_AFTER = 7;

/**
 * The screener's special notice per stock on `asOf`, from the corporate actions: the action whose
 * ex-date is nearest to asOf within the window. A suspended stock shows Suspend instead (callers).
 */
export function loadSpecialNotices(db: Db, asOf: IsoDate): Promise<Map<string, SpecialNotice>> {
  return rememberAnswer(db, 'special-notices', asOf, async () => {
    const actions = await findAllActionsBetween(
      db,
      shiftDate(asOf, { days: -NOTICE_DAYS_AFTER }),
      shiftDate(asOf, { days: NOTICE_DAYS_AHEAD }),
    );
    const distance = (date: IsoDate) => Math.abs(Date.parse(date) - Date.parse(asOf));
    const nearest = new Map<string, (typeof actions)[number]>();
    for (const action of actions) {
      const current = nearest.get(action.symbol);
      if (!current || distance(action.exDate) < distance(current.exDate)) nearest.set(action.symbol, action);
    }
    return new Map([...nearest].map(([symbol, action]) => [symbol, CORPORATE_ACTION_NOTICES[action.type]]));
  });
}

export const noticeOf = (
  notices: Map<string, SpecialNotice>,
  instrument: { symbol: string; status: 'active' | 'suspended' },
): SpecialNotice =>
  instrument.status === 'suspended' ? 'Suspend' : (notices.get(instrument.symbol) ?? 'none');
