import type { TGetParticipantsData, TGetParticipantsQuery } from '@pantau/contracts';
import { localVsForeign, participantBreakdown } from '@pantau/market';
import type { Db } from '../../../db/client.ts';
import { findCompositions } from './ownership.repo.ts';
import { requireAsOf, requireInstrument } from '../daily-bars/recent-market.ts';

/** Local / foreign KSEI participant shares per month, the latest `months` months. */
export async function getParticipants(db: Db, query: TGetParticipantsQuery): Promise<TGetParticipantsData> {
  const [asOf] = await Promise.all([requireAsOf(db), requireInstrument(db, query.symbol)]);
  const compositions = await findCompositions(db, query.symbol, query.months);
  return {
    asOf,
    symbol: query.symbol,
    participantBreakdown: participantBreakdown(compositions),
    localVsForeign: localVsForeign(compositions),
  };
}
