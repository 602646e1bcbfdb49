import { ZGetScreenerResponseSchema, type TGetScreenerData, type TScreenerRow } from '@pantau/contracts';
import { buildScreenerRow } from '@pantau/market';
import type { Db } from '../../../db/client.ts';
import { encodeJson, type EncodedJson } from '../../../http/encoded-json.ts';
import { rememberAnswer } from '../answer-cache.ts';
import { loadSpecialNotices, noticeOf } from '../corporate-actions/special-notices.ts';
import { seenMarketDataVersion } from '../market-data-epoch.ts';
import { findStoredAnswer, storeAnswer } from '../stored-answers.repo.ts';
import { loadRecentMarket, requireAsOf, sectorLabel } from '../daily-bars/recent-market.ts';

/**
 * Heat-map rows for every stock with bars in the last year. A suspended stock keeps its last
 * trading day's figures (its `lastDate` says which day that was).
 */
export async function getScreener(db: Db): Promise<TGetScreenerData> {
  const asOf = await requireAsOf(db);
  return rememberAnswer(db, 'screener', asOf, async () => {
    const [{ instruments, barsBySymbol }, notices] = await Promise.all([
      loadRecentMarket(db, asOf),
      loadSpecialNotices(db, asOf),
    ]);
    const rows: TScreenerRow[] = [];
    for (const instrument of instruments) {
      const bars = barsBySymbol.get(instrument.symbol) ?? [];
      const row = buildScreenerRow(instrument.symbol, bars);
      const last = bars[bars.length - 1];
      if (!row || !last) continue;
      rows.push({
        ...row,
        name: instrument.name,
        sector: instrument.sector,
        sectorName: sectorLabel(instrument.sector),
        lastDate: last.date,
        suspend: instrument.status === 'suspended',
        specialNotice: noticeOf(notices, instrument),
      });
    }
    return { asOf, rows };
  });
}

/**
 * The screener's whole response, checked against its schema, serialized and compressed once per
 * answer: on ~950 stocks it is ~0.8 MB of JSON, which cost every request ~15 ms to serialize and
 * as much again to compress, for the same bytes each time.
 */
export async function getScreenerResponse(db: Db): Promise<EncodedJson> {
  const asOf = await requireAsOf(db);
  return rememberAnswer(db, 'screener-response', asOf, async () => {
    // After a restart, the answer an instance stored for this very data (one row, ~20 ms).
    const stored = await findStoredAnswer(db, 'screener', asOf);
    if (stored) return stored;
    // The version this process has seen, taken before the answer is computed: every answer the
    // cache holds under it was read after the process saw it, so the stored answer never claims a
    // version newer than its data (the version in the database may already be ahead; then the
    // claim is older and the answer is recomputed once more, never served stale).
    const version = seenMarketDataVersion(db);
    const encoded = await encodeJson(
      ZGetScreenerResponseSchema.parse({ ok: true, data: await getScreener(db) }),
    );
    // The answer is good whether or not it could be kept: a failed write costs the next restart a
    // recomputation, not this member an error.
    await storeAnswer(db, 'screener', asOf, version, encoded).catch(() => {});
    return encoded;
  });
}
