import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  TCreateImportData,
  TImportRun,
  TListImportRunsData,
  TMarketDataCoverageData,
  TRequestedImportKind,
} from '@pantau/contracts';
import { ApiError, apiFetch } from '@/lib/api';
import { uploadForm, type UploadProgress } from '@/lib/upload';

export const RUNS_PAGE_SIZE = 10;
/** How often a running import is asked how far it got. */
const RUN_POLL_MS = 1_000;

export const marketDataKeys = {
  runs: ['admin-market-data', 'runs'] as const,
  runList: (page: number) => ['admin-market-data', 'runs', 'list', page] as const,
  run: (id: string) => ['admin-market-data', 'runs', 'one', id] as const,
  coverage: ['admin-market-data', 'coverage'] as const,
  coverageRange: (from: string, to: string) => ['admin-market-data', 'coverage', from, to] as const,
};

const BASE = '/admin/market-data';

export const marketDataApi = {
  /**
   * Multipart with `kind` first, then the hints, then the files: the server picks the importer
   * before the files stream in. `date` is the market day of an XLSX that does not state it,
   * `symbol` the stock of a one-stock chart CSV; empty hints are not sent.
   */
  startImport: (
    upload: { files: readonly File[]; kind: TRequestedImportKind; date: string; symbol: string },
    onProgress: (progress: UploadProgress) => void,
    signal?: AbortSignal,
  ) => {
    const form = new FormData();
    form.append('kind', upload.kind);
    if (upload.date) form.append('date', upload.date);
    if (upload.symbol.trim()) form.append('symbol', upload.symbol.trim().toUpperCase());
    for (const file of upload.files) form.append('file', file, file.name);
    return uploadForm<TCreateImportData>(`${BASE}/imports`, form, { onProgress, signal });
  },
  getRun: (id: string, signal?: AbortSignal) =>
    apiFetch<TImportRun>(`${BASE}/imports/${encodeURIComponent(id)}`, { signal }),
  listRuns: (page: number, signal?: AbortSignal) =>
    apiFetch<TListImportRunsData>(`${BASE}/imports?page=${page}&limit=${RUNS_PAGE_SIZE}`, { signal }),
  getCoverage: (from: string, to: string, signal?: AbortSignal) =>
    apiFetch<TMarketDataCoverageData>(`${BASE}/coverage?from=${from}&to=${to}`, { signal }),
};

const isClientError = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

export const isFinished = (run: TImportRun | undefined) => run?.status === 'done' || run?.status === 'failed';

/** One run, asked again every second until it is done or failed. */
export function useImportRun(id: string) {
  return useQuery({
    queryKey: marketDataKeys.run(id),
    queryFn: ({ signal }) => marketDataApi.getRun(id, signal),
    // A 4xx (the run is gone, the session lost its role) will not change by asking again.
    refetchInterval: (query) =>
      isFinished(query.state.data) || isClientError(query.state.error) ? false : RUN_POLL_MS,
    // A finished run never changes again.
    staleTime: (query) => (isFinished(query.state.data) ? Infinity : 0),
  });
}

export function useImportRuns(page: number) {
  return useQuery({
    queryKey: marketDataKeys.runList(page),
    queryFn: ({ signal }) => marketDataApi.listRuns(page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCoverage(from: string, to: string) {
  return useQuery({
    queryKey: marketDataKeys.coverageRange(from, to),
    queryFn: ({ signal }) => marketDataApi.getCoverage(from, to, signal),
    placeholderData: keepPreviousData,
  });
}
