import type { Database } from '../../../db/client.ts';
import { findMarketSource, saveMarketSource } from '../market-meta.repo.ts';
import type { ImportSummary } from './import-summary.ts';
import { findStoredExtent, recordIngestRun } from './import.repo.ts';

/**
 * Bookkeeping after every import: an ingest_runs row, and a market source when none is stored yet.
 * Without that source the server would take the database for empty and write the demo market
 * over the imported data at its next start.
 */
export async function finishImport(
  database: Database,
  summary: ImportSummary,
  startedAt: Date,
): Promise<void> {
  await recordIngestRun(database.db, summary, startedAt);
  if (await findMarketSource(database.db)) return;
  const extent = await findStoredExtent(database.db);
  if (!extent.endDate) return;
  await saveMarketSource(database.db, {
    kind: 'import',
    endDate: extent.endDate,
    tradeDays: extent.tradeDays,
    loadedAt: new Date().toISOString(),
  });
}
