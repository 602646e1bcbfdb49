import type { TGetMarketStatusData, TInstrumentSummary, TSearchInstrumentsQuery } from '@pantau/contracts';
import { sectorName, type SectorCode } from '@pantau/market';
import type { Db } from '../../db/client.ts';
import { loadSpecialNotices, noticeOf, type SpecialNotice } from './corporate-actions/special-notices.ts';
import type { MarketSeeding } from './market-seeding.ts';
import { findMarketSource, findSeedingProgress } from './market-meta.repo.ts';
import { rememberAnswer } from './answer-cache.ts';
import { loadSymbolRenames } from './listings/symbol-changes.repo.ts';
import { findLastBarDate, searchInstruments } from './market.repo.ts';

export async function getMarketStatus(db: Db, seeding: MarketSeeding): Promise<TGetMarketStatusData> {
  const [source, asOf] = await Promise.all([findMarketSource(db), findLastBarDate(db)]);
  return {
    ready: source !== null,
    asOf: source ? asOf : null,
    source: source?.kind ?? null,
    // Another instance may be the one generating; its heartbeat carries its progress.
    progress: source ? null : (seeding.progress ?? (await findSeedingProgress(db))),
  };
}

export async function findInstruments(db: Db, query: TSearchInstrumentsQuery): Promise<TInstrumentSummary[]> {
  const [rows, asOf, renames] = await Promise.all([
    searchInstruments(db, query.q, query.limit),
    findLastBarDate(db),
    // Searched at every keystroke; code changes move the market-data version, which drops it.
    rememberAnswer(db, 'symbol-renames', 'all', () => loadSymbolRenames(db)),
  ]);
  const notices = asOf ? await loadSpecialNotices(db, asOf) : new Map<string, SpecialNotice>();
  return rows.map((row) => ({
    symbol: row.symbol,
    name: row.name,
    sector: row.sector,
    sectorName: sectorName(row.sector as SectorCode),
    status: row.status,
    specialNotice: noticeOf(notices, row),
    formerSymbols: renames.formerOf(row.symbol),
    delistedOn: row.delistedOn,
  }));
}
