import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TBoardFilter, TGetInventoryData, TListBrokersData } from '@pantau/contracts';
import { apiFetch } from '@/lib/api';
import { MARKET_STALE_MS, toQuery } from '@/lib/market-api';

export type InventoryQuery = {
  symbol: string;
  brokers: string[];
  from: string;
  to: string;
  board: TBoardFilter;
};

export const inventoryKeys = {
  inventory: (query: InventoryQuery) => ['market', 'inventory', query] as const,
  /** Every inventory query of one stock, whatever its brokers, window or board. */
  stockInventories: (symbol: string) => ['market', 'inventory', { symbol }] as const,
  brokers: ['market', 'brokers', 'all'] as const,
};

export const inventoryApi = {
  getInventory: ({ brokers, ...query }: InventoryQuery, signal?: AbortSignal) =>
    apiFetch<TGetInventoryData>(`/market/inventory?${toQuery({ ...query, brokers: brokers.join(',') })}`, {
      signal,
    }),
  listBrokers: (signal?: AbortSignal) => apiFetch<TListBrokersData>('/market/brokers', { signal }),
};

/** Waits for a known range (the default one needs the stock's trade dates first). */
export function useInventory(query: InventoryQuery | null) {
  return useQuery({
    queryKey: inventoryKeys.inventory(query ?? { symbol: '', brokers: [], from: '', to: '', board: 'RG' }),
    queryFn: ({ signal }) => inventoryApi.getInventory(query as InventoryQuery, signal),
    enabled: query !== null,
    staleTime: MARKET_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

/** Every broker's name, Lokal/Asing/BUMN category and colour group; one list for chips and tables. */
export function useBrokerDirectory() {
  return useQuery({
    queryKey: inventoryKeys.brokers,
    queryFn: ({ signal }) => inventoryApi.listBrokers(signal),
    staleTime: MARKET_STALE_MS,
  });
}
