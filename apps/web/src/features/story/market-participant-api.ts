import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TGetMarketAnalysisData, TGetParticipantsData } from '@pantau/contracts';
import { apiFetch } from '@/lib/api';
import { MARKET_STALE_MS, toQuery } from '@/lib/market-api';

/** Trading days the price, money-flow and volume panes cover (about three months). */
export const ANALYSIS_DAYS = 60;
/** Months of KSEI composition the participant bars cover. */
export const PARTICIPANT_MONTHS = 12;

export const marketParticipantKeys = {
  analysis: (symbol: string) => ['market', 'market-analysis', symbol, ANALYSIS_DAYS] as const,
  participants: (symbol: string) => ['market', 'participants', symbol, PARTICIPANT_MONTHS] as const,
};

export function useMarketAnalysis(symbol: string) {
  return useQuery({
    queryKey: marketParticipantKeys.analysis(symbol),
    queryFn: ({ signal }) =>
      apiFetch<TGetMarketAnalysisData>(
        `/market/market-analysis?${toQuery({ symbol, days: ANALYSIS_DAYS })}`,
        {
          signal,
        },
      ),
    staleTime: MARKET_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

export function useParticipants(symbol: string) {
  return useQuery({
    queryKey: marketParticipantKeys.participants(symbol),
    queryFn: ({ signal }) =>
      apiFetch<TGetParticipantsData>(
        `/market/participants?${toQuery({ symbol, months: PARTICIPANT_MONTHS })}`,
        {
          signal,
        },
      ),
    staleTime: MARKET_STALE_MS,
    placeholderData: keepPreviousData,
  });
}
