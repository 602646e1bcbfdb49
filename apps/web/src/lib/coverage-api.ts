import { useQuery } from '@tanstack/react-query';
import { formatMarketDate, type TGetCoverageData } from '@pantau/contracts';
import { apiFetch } from './api';
import { MARKET_STALE_MS, toQuery } from './market-api';

export const coverageKeys = {
  latest: (symbol: string | null) => ['market', 'coverage', symbol ?? '*'] as const,
};

/** Which data the market (or one stock) holds: trade records and where the daily bars came from. */
export function useCoverage(symbol: string | null) {
  return useQuery({
    queryKey: coverageKeys.latest(symbol),
    queryFn: ({ signal }) =>
      apiFetch<TGetCoverageData>(`/market/coverage${symbol ? `?${toQuery({ symbol })}` : ''}`, { signal }),
    staleTime: MARKET_STALE_MS,
    // The note is an aside: a failure leaves it out rather than asking again and again.
    retry: false,
  });
}

const SOURCE_LABELS = {
  trades: 'trade records',
  'stock-summary': 'Stock Summary',
  chart: 'chart CSV',
} as const;

/**
 * The coverage note's parts, e.g. ['trade records 9 Nov 2026 – 20 Nov 2026', 'daily bars (Stock
 * Summary) to 23 Nov 2026']. Daily bars are named only when they reach further than the trade
 * records or come from elsewhere, so a market fed by trade records alone gets one part.
 */
export function describeCoverage(data: Pick<TGetCoverageData, 'tradeRecords' | 'lastBar'>): string[] {
  const { tradeRecords, lastBar } = data;
  const parts = [
    tradeRecords
      ? `trade records ${formatMarketDate(tradeRecords.first)} – ${formatMarketDate(tradeRecords.last)}`
      : 'no trade records',
  ];
  if (lastBar && !(lastBar.source === 'trades' && lastBar.date === tradeRecords?.last)) {
    const source = lastBar.source ? ` (${SOURCE_LABELS[lastBar.source]})` : '';
    parts.push(`daily bars${source} to ${formatMarketDate(lastBar.date)}`);
  }
  return parts;
}
