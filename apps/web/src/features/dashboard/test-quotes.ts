import type { TLiveQuote } from '@pantau/contracts';
import { liveQuote } from '@/test/fake-live-stream';

/** A live quote as the dashboard tests' market has it: up 25 from 5,675 unless `fields` say otherwise. */
export const dashboardQuote = (fields: Partial<TLiveQuote>): TLiveQuote =>
  liveQuote({
    last: 5_700,
    previousClose: 5_675,
    change: 25,
    changePercent: 0.44,
    volume: 1_000_000,
    value: 5_700_000_000,
    ...fields,
  });
