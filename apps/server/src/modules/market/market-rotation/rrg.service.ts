import type { TGetRrgData, TGetRrgQuery } from '@pantau/contracts';
import {
  RRG_DEFAULTS,
  buildRotationScreenerRow,
  computeRrg,
  quadrant,
  resampleWeeklyWithVolume,
  rrgTail,
} from '@pantau/market';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors.ts';
import { findFirstIndexDate } from './rotation.repo.ts';
import { daysBefore, loadSelectionCloses, resolveSelection } from './rotation-selection.ts';
import { rememberAnswer } from '../answer-cache.ts';
import { requireAsOf } from '../daily-bars/recent-market.ts';

/** Periods the screener's volume class compares the tail against (buildRotationScreenerRow). */
const VOLUME_BASELINE = 20;

/**
 * RRG of sectors (their SECTOR:x level series) or index member stocks against the chosen index,
 * as of the last trading day or a replayed `asOf`. Only the history the rolling windows need is
 * read: 2w + p − 2 periods of warm-up, the tail and the screener's volume baseline, plus slack for
 * holidays; earlier data would not change any point shown.
 */
export async function getRrg(db: Db, query: TGetRrgQuery): Promise<TGetRrgData> {
  const asOf = await requireAsOf(db);
  if (query.asOf && query.asOf > asOf) {
    throw new AppError(400, 'BAD_REQUEST', `asOf must not be after the last trading day (${asOf})`, 'asOf');
  }
  const rotationDate = query.asOf ?? asOf;
  const window = query.window ?? RRG_DEFAULTS[query.basis].window;
  const rocPeriod = query.rocPeriod ?? RRG_DEFAULTS[query.basis].rocPeriod;
  const selection = await resolveSelection(db, query, rotationDate);
  const key = JSON.stringify([asOf, rotationDate, selection, query.basis, window, rocPeriod, query.tail]);
  return rememberAnswer(db, 'rrg', key, async () => {
    const periods = Math.max(2 * window + rocPeriod - 2 + query.tail, query.tail + VOLUME_BASELINE) + 4;
    const calendarDays = query.basis === 'weekly' ? periods * 7 + 7 : Math.ceil(periods * 1.6) + 20;
    const [closes, firstDate] = await Promise.all([
      loadSelectionCloses(db, selection, daysBefore(rotationDate, calendarDays), rotationDate),
      findFirstIndexDate(db, selection.index),
    ]);
    const resample = (series: typeof closes.benchmark) =>
      query.basis === 'weekly' ? resampleWeeklyWithVolume(series) : series;
    const benchmark = resample(closes.benchmark);
    const items: TGetRrgData['items'] = [];
    const screener: TGetRrgData['screener'] = [];
    for (const item of selection.items) {
      const series = resample(closes.items.get(item.code) ?? []);
      const points = computeRrg(series, benchmark, { basis: query.basis, window, rocPeriod });
      const tail = rrgTail(points, query.tail);
      const latest = tail[tail.length - 1];
      items.push({
        ...item,
        points: tail,
        quadrant: latest ? quadrant(latest.rsRatio, latest.rsMomentum) : null,
      });
      const row = buildRotationScreenerRow(
        { symbol: item.code, sector: item.sector, points, series },
        { tailLength: query.tail, volumeBaseline: VOLUME_BASELINE },
      );
      if (row) screener.push({ ...row, name: item.name });
    }
    return {
      asOf,
      rotationDate,
      firstDate,
      kind: selection.kind,
      index: selection.index,
      basis: query.basis,
      window,
      rocPeriod,
      tail: query.tail,
      items,
      screener,
      omitted: selection.omitted,
    };
  });
}
