import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TLiveBrokerRow, TLiveDoneRow, TLiveFlowPoint, TLiveSummaryEvent } from '@pantau/contracts';
import { minuteOf, type IsoDate } from '@pantau/market';
import type { Database, Db } from '../../../db/client.ts';
import { liveStockTails } from '../../../db/live-schema.ts';
import { brokerDays, priceLevels } from '../../../db/market-schema.ts';
import type { MarketDataWatcher } from '../../market-data/market-data-watcher.ts';
import { liveBatchEvent } from './live-events.ts';
import type { LiveHub } from './live-hub.ts';
import { settleLiveDay, type LiveBatchChanges } from './live-ingest.service.ts';

/** What the batches since the last summary touched, by day: price levels and broker-stock pairs. */
type Touched = { levels: Set<string>; brokers: Set<string> };

const SUMMARY_EVERY_MS = 1_000;
const KEY_SEPARATOR = '\t';

/**
 * Tells browsers what this instance stored live: each batch at once (trades and quotes), and at
 * most once a second the Done Summary, Broker Summary and Broker Flow rows its batches changed,
 * read back whole from the rollups. Only the instance that stored a batch summarises it, so each
 * change is announced once however many instances relay the stream.
 *
 * Before each summary it settles the batches' days (index levels, the market-data version), so
 * index levels are rebuilt and answer caches drop at most once a second during a session, not per
 * batch; screens redraw on the summary, which comes after both.
 */
export class LivePublisher {
  private touched = new Map<IsoDate, Touched>();
  private timer: NodeJS.Timeout | null = null;
  private summarising: Promise<void> | null = null;

  constructor(
    private readonly database: Database,
    private readonly hub: LiveHub,
    private readonly watcher: MarketDataWatcher,
    private readonly log: FastifyBaseLogger,
    private readonly everyMs = SUMMARY_EVERY_MS,
  ) {}

  start(): void {
    this.timer ??= setInterval(() => void this.summarise(), this.everyMs);
    this.timer.unref();
  }

  /** The batches told of since the last summary still get their version move and summary. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.summarising;
    await this.summarise();
  }

  /** After a batch is committed: its push now; its day settled and its summary rows within a second. */
  async stored(date: IsoDate, changes: LiveBatchChanges): Promise<void> {
    await this.hub.publish({ kind: 'batch', event: liveBatchEvent(date, changes, new Date()) });
    let touched = this.touched.get(date);
    if (!touched) {
      touched = { levels: new Set(), brokers: new Set() };
      this.touched.set(date, touched);
    }
    for (const trade of changes.trades) {
      touched.levels.add(keyOf(trade.symbol, trade.board, trade.price));
      touched.brokers.add(keyOf(trade.symbol, trade.buyerBroker));
      touched.brokers.add(keyOf(trade.symbol, trade.sellerBroker));
    }
  }

  /** Publishes the rows changed since the last summary; one at a time, none when nothing changed. */
  summarise(): Promise<void> {
    this.summarising ??= this.publishTouched()
      .catch((error: unknown) => this.log.warn({ err: error }, 'live summary not published'))
      .finally(() => {
        this.summarising = null;
      });
    return this.summarising;
  }

  private async publishTouched(): Promise<void> {
    const days = this.touched;
    if (days.size === 0) return;
    this.touched = new Map();
    for (const date of days.keys()) await settleLiveDay(this.database, date);
    await this.watcher.changed();
    for (const [date, touched] of days) {
      const event = await readSummary(this.database.db, date, touched);
      if (event.doneSummary.length > 0 || event.brokerSummary.length > 0) {
        await this.hub.publish({ kind: 'summary', event });
      }
    }
  }
}

const keyOf = (...parts: Array<string | number>) => parts.join(KEY_SEPARATOR);

function splitKeys(keys: Set<string>) {
  return [...keys].map((key) => key.split(KEY_SEPARATOR));
}

async function readSummary(db: Db, date: IsoDate, touched: Touched): Promise<TLiveSummaryEvent> {
  const levelKeys = splitKeys(touched.levels);
  const brokerKeys = splitKeys(touched.brokers);
  const levelSymbols = [...new Set(levelKeys.map(([symbol]) => symbol!))];
  const prices = [...new Set(levelKeys.map(([, , price]) => Number(price)))];
  const brokerSymbols = [...new Set(brokerKeys.map(([symbol]) => symbol!))];
  const brokers = [...new Set(brokerKeys.map(([, broker]) => broker!))];

  // Filtered by each column's set in SQL (the primary keys' prefixes), then to the exact pairs here.
  const [levels, brokerTotals, tails] = await Promise.all([
    levelSymbols.length === 0
      ? []
      : db
          .select({
            symbol: priceLevels.symbol,
            board: priceLevels.board,
            price: priceLevels.price,
            bFreq: priceLevels.buyFreq,
            bLot: priceLevels.buyLot,
            sFreq: priceLevels.sellFreq,
            sLot: priceLevels.sellLot,
            tFreq: priceLevels.totalFreq,
            tLot: priceLevels.totalLot,
          })
          .from(priceLevels)
          .where(
            and(
              eq(priceLevels.date, date),
              inArray(priceLevels.symbol, levelSymbols),
              inArray(priceLevels.price, prices),
            ),
          ),
    brokerSymbols.length === 0
      ? []
      : db
          .select({
            symbol: brokerDays.symbol,
            broker: brokerDays.broker,
            buyLot: sql<number>`sum(${brokerDays.buyLot})`.mapWith(Number),
            buyValue: sql<number>`sum(${brokerDays.buyValue})`.mapWith(Number),
            buyFreq: sql<number>`sum(${brokerDays.buyFreq})`.mapWith(Number),
            sellLot: sql<number>`sum(${brokerDays.sellLot})`.mapWith(Number),
            sellValue: sql<number>`sum(${brokerDays.sellValue})`.mapWith(Number),
            sellFreq: sql<number>`sum(${brokerDays.sellFreq})`.mapWith(Number),
          })
          .from(brokerDays)
          .where(
            and(
              eq(brokerDays.date, date),
              inArray(brokerDays.symbol, brokerSymbols),
              inArray(brokerDays.broker, brokers),
            ),
          )
          .groupBy(brokerDays.symbol, brokerDays.broker),
    brokerSymbols.length === 0
      ? []
      : db
          .select({
            symbol: liveStockTails.symbol,
            time: sql<number>`(${liveStockTails.tail}->'last'->>0)::int`.mapWith(Number),
          })
          .from(liveStockTails)
          .where(and(eq(liveStockTails.date, date), inArray(liveStockTails.symbol, brokerSymbols))),
  ]);

  const doneSummary: TLiveDoneRow[] = levels
    .filter((row) => touched.levels.has(keyOf(row.symbol, row.board, row.price)))
    .map((row) => ({ ...row, board: row.board as TLiveDoneRow['board'] }));
  const brokerSummary: TLiveBrokerRow[] = brokerTotals.filter((row) =>
    touched.brokers.has(keyOf(row.symbol, row.broker)),
  );
  // The line's newest point sits at the stock's newest minute: a broker that did not trade in it
  // still holds its net there.
  const newestMinute = new Map(tails.map((tail) => [tail.symbol, minuteOf(tail.time)]));
  const brokerFlow: TLiveFlowPoint[] = brokerSummary.flatMap((row) => {
    const minute = newestMinute.get(row.symbol);
    return minute === undefined
      ? []
      : [
          {
            symbol: row.symbol,
            broker: row.broker,
            minute,
            netValue: row.buyValue - row.sellValue,
            netLot: row.buyLot - row.sellLot,
          },
        ];
  });
  return { date, at: new Date().toISOString(), doneSummary, brokerSummary, brokerFlow };
}
