import type { TGetMarketSessionData } from '@pantau/contracts';
import { marketSessionAt } from '@pantau/market';
import type { Db } from '../../../db/client.ts';
import { loadExchangeCalendar } from './holidays.repo.ts';

/** The session state at `now`, by the calendar feeds follow: so an admin's holiday shows at once. */
export async function getMarketSession(db: Db, now: Date): Promise<TGetMarketSessionData> {
  return marketSessionAt(now, await loadExchangeCalendar(db));
}
