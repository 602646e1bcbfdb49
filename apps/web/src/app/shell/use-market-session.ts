import { useQuery } from '@tanstack/react-query';
import type { TGetMarketSessionData } from '@pantau/contracts';
import { apiFetch } from '@/lib/api';

export const marketSessionKey = ['market', 'session'] as const;

/** Catches what the end time cannot: a holiday an admin adds, a weekend turning into a holiday. */
const POLL_MS = 5 * 60_000;
/** Never asks again sooner than this after a refresh that did not move past the end. */
const MIN_REFRESH_MS = 60_000;
/** Asks a moment after the end, so the server's clock has passed it too. */
const END_SLACK_MS = 1_000;

/** How long until the header asks for the session again: at its end, and at least every 5 minutes. */
export function nextRefreshDelay(session: TGetMarketSessionData | undefined, nowMs: number): number {
  if (!session) return POLL_MS;
  const untilEnd = Date.parse(session.endsAt) - nowMs;
  // A clock running ahead of the server's gets the ended state back; asking at once would loop.
  if (untilEnd <= 0) return MIN_REFRESH_MS;
  return Math.min(untilEnd + END_SLACK_MS, POLL_MS);
}

/** The exchange's session state now (WIB), refreshed as it ends. */
export function useMarketSession() {
  return useQuery({
    queryKey: marketSessionKey,
    queryFn: ({ signal }) => apiFetch<TGetMarketSessionData>('/market/session', { signal }),
    refetchInterval: (query) => nextRefreshDelay(query.state.data, Date.now()),
    // A tab in the background skips its refreshes; coming back must not show a session long over.
    refetchOnWindowFocus: true,
    staleTime: MIN_REFRESH_MS,
  });
}
