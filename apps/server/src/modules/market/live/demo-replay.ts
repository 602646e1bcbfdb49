import type { FastifyBaseLogger } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseIsoDate, toIsoDate, type IsoDate, type TradingDayTest } from '@pantau/market';
import type { Database } from '../../../db/client.ts';
import { loadExchangeCalendar } from '../calendar/holidays.repo.ts';
import type { MarketDataWatcher } from '../../market-data/market-data-watcher.ts';
import { ingestLiveBatch } from './live-ingest.service.ts';
import type { LiveTrade } from './live-trade.ts';
import type { LivePublisher } from './live-publisher.ts';
import { discardLiveDay, findReplaySource, readDayTrades } from './live-days.repo.ts';

const TICK_MS = 1_000;
/** The pause between the end of one replay and the next, so the finished day can be seen. */
const PAUSE_AFTER_DAY_MS = 60_000;

export type DemoReplayOptions = { speed: number };

/** HHMMSS → seconds after midnight. */
const secondsOf = (time: number) =>
  Math.floor(time / 10_000) * 3_600 + (Math.floor(time / 100) % 100) * 60 + (time % 100);

/** The trading day after `date` on the calendar. */
function nextTradingDay(date: IsoDate, isOpen: TradingDayTest): IsoDate {
  let t = parseIsoDate(date).getTime();
  do t += 86_400_000;
  while (!isOpen(toIsoDate(new Date(t))));
  return toIsoDate(new Date(t));
}

/**
 * DEMO_LIVE: the demo market's last trade-record day replayed as the next trading day's live
 * session, through the same ingest as a real feed, so the live screens move on a fresh install.
 * Trades go in once a second, as their time comes on a replay clock that starts at the day's first
 * trade and runs `speed` times real time; after the last one and a pause, the replayed day is
 * discarded and the replay starts over. Run it on one instance: two would feed the same trades.
 */
export class DemoReplay {
  private readonly stopping = new AbortController();
  private running: Promise<void> | null = null;

  constructor(
    private readonly database: Database,
    private readonly publisher: LivePublisher,
    private readonly watcher: MarketDataWatcher,
    private readonly isReady: () => Promise<boolean>,
    private readonly log: FastifyBaseLogger,
    private readonly options: DemoReplayOptions,
  ) {}

  start(): void {
    this.running ??= this.loop().catch((error: unknown) => {
      if (!this.stopping.signal.aborted) this.log.error({ err: error }, 'demo live replay stopped');
    });
  }

  async stop(): Promise<void> {
    this.stopping.abort();
    await this.running;
  }

  private async loop(): Promise<void> {
    const signal = this.stopping.signal;
    while (!(await this.isReady())) await sleep(TICK_MS, undefined, { signal });
    for (;;) {
      const source = await findReplaySource(this.database.db);
      if (!source) {
        this.log.warn('demo live replay: no trade-record day to replay');
        return;
      }
      const isOpen = await loadExchangeCalendar(this.database.db);
      const date = nextTradingDay(source.lastDay, isOpen);
      // A replay cut short (a restart) starts over rather than continuing a half-fed day.
      await discardLiveDay(this.database, date);
      const trades = await readDayTrades(this.database.db, source.tradeDay, date);
      this.log.info(
        { from: source.tradeDay, as: date, trades: trades.length, speed: this.options.speed },
        'demo live replay: starting',
      );
      await this.replay(date, trades, signal);
      await sleep(PAUSE_AFTER_DAY_MS / this.options.speed, undefined, { signal });
      await discardLiveDay(this.database, date);
      await this.watcher.changed();
    }
  }

  private async replay(date: IsoDate, trades: readonly LiveTrade[], signal: AbortSignal): Promise<void> {
    if (trades.length === 0) return;
    const startedAt = Date.now();
    const firstSecond = secondsOf(trades[0]!.time);
    let next = 0;
    while (next < trades.length) {
      const clock = firstSecond + ((Date.now() - startedAt) / 1_000) * this.options.speed;
      let end = next;
      while (end < trades.length && secondsOf(trades[end]!.time) <= clock) end++;
      if (end > next) {
        const batch = trades.slice(next, end);
        next = end;
        const { changes, added } = await ingestLiveBatch(this.database, date, batch);
        if (added > 0) await this.publisher.stored(date, changes);
      }
      await sleep(TICK_MS, undefined, { signal });
    }
  }
}
