import type { TGetScreenerData, TScreenerRow } from '@pantau/contracts';
import { buildScreenerRow } from '@pantau/market';
import type { Db } from '../../../db/client.ts';
import { rememberAnswer } from '../answer-cache.ts';
import { loadRecentMarket, requireAsOf, sectorLabel } from './story-context.ts';

/**
 * Heat-map rows for every stock with bars in the last year. A suspended stock keeps its last
 * trading day's figures (its `lastDate` says which day that was).
 */
export async function getScreener(db: Db): Promise<TGetScreenerData> {
  const asOf = await requireAsOf(db);
  return rememberAnswer(db, 'screener', asOf, async () => {
    const { instruments, barsBySymbol } = await loadRecentMarket(db, asOf);
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
        specialNotice: instrument.specialNotice,
      });
    }
    return { asOf, rows };
  });
}
