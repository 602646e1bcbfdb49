import {
  BROKER_FLOW_MESSAGES,
  BROKER_FLOW_TOP,
  DATE_MESSAGES,
  ERROR_CODES,
  MAX_BROKER_FLOW_BROKERS,
  type TGetBrokerFlowData,
  type TGetBrokerFlowQuery,
} from '@pantau/contracts';
import {
  cumulateMinuteNets,
  summarizeBrokers,
  type BrokerCategory,
  type BrokerColour,
  type IsoDate,
} from '@pantau/market';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors.ts';
import { rememberAnswer } from '../answer-cache.ts';
import { requireKeptTradeRecords, requireTradeRecords } from '../coverage/trade-records-check.ts';
import { findBrokersByCode, findSymbolTradeDates } from '../flows/flow-lookups.repo.ts';
import { requireAsOf, requireSymbol } from '../flows/flow-lookups.service.ts';
import { sumTickerByBrokerInWindow } from '../flows/broker-days.repo.ts';
import { findMinuteCloses, sumBrokerMinuteNets } from './broker-flow.repo.ts';

/**
 * Broker Flow: for one stock on one day with trade records, each chosen broker's cumulative net
 * value and lots minute by minute beside the minute closes, plus every broker active that day with
 * its whole-day net (the broker_days rollup Broker Summary reads) and the day's top net buyers and
 * sellers, preselected when no brokers are asked for.
 */
export async function getBrokerFlow(db: Db, query: TGetBrokerFlowQuery): Promise<TGetBrokerFlowData> {
  const requested = query.brokers ?? [];
  if (requested.length > MAX_BROKER_FLOW_BROKERS) {
    throw new AppError(400, 'TOO_MANY_BROKERS', BROKER_FLOW_MESSAGES.tooManyBrokers, 'brokers');
  }
  const asOf = await requireAsOf(db);
  const key = `${asOf}|${query.symbol}|${query.date ?? 'latest'}|${requested.join(',')}`;
  return rememberAnswer(db, 'broker-flow', key, async () => {
    const { symbol } = query;
    await requireSymbol(db, symbol);
    const date = query.date ?? (await requireLatestTradeDate(db, symbol, asOf));
    await requireTradeRecordsOn(db, symbol, date);

    const [dayRows, closes] = await Promise.all([
      sumTickerByBrokerInWindow(db, symbol, { from: date, to: date }),
      findMinuteCloses(db, symbol, date),
    ]);
    const activeCodes = dayRows.map((row) => row.broker);
    const directory = await findBrokersByCode(db, [...new Set([...activeCodes, ...requested])]);
    const unknown = requested.filter(
      (code) => !activeCodes.includes(code) && !directory.some((row) => row.code === code),
    );
    if (unknown.length > 0) {
      const message = `${DATE_MESSAGES.unknownBroker}: ${unknown.join(', ')}`;
      throw new AppError(400, 'UNKNOWN_BROKER', message, 'brokers');
    }
    const { netBuyers, netSellers } = summarizeBrokers(dayRows, { symbol });
    const preselected = [
      ...netBuyers.slice(0, BROKER_FLOW_TOP).map((row) => row.broker),
      ...netSellers.slice(0, BROKER_FLOW_TOP).map((row) => row.broker),
    ];
    const codes = requested.length > 0 ? requested : preselected;
    const minutes = closes.map((bar) => bar.minute);
    const minuteRows = codes.length > 0 ? await sumBrokerMinuteNets(db, symbol, date, codes) : [];
    const identityOf = identifyBrokers(directory);
    const brokers = dayRows
      .map((row) => ({
        ...identityOf(row.broker),
        netValue: row.buyValue - row.sellValue,
        netLot: row.buyLot - row.sellLot,
      }))
      .sort((a, b) => (a.code < b.code ? -1 : 1));
    const lines = cumulateMinuteNets(minutes, minuteRows, codes).map(({ broker, ...line }) => ({
      ...identityOf(broker),
      ...line,
    }));
    return {
      asOf,
      symbol,
      date,
      minutes,
      prices: closes.map((bar) => bar.close),
      brokers,
      preselected,
      lines,
    };
  });
}

/** A code's name, category and colour group from the brokers table; nulls for a code it lacks. */
function identifyBrokers(
  rows: readonly { code: string; name: string; category: BrokerCategory; colour: string }[],
) {
  const byCode = new Map(rows.map((row) => [row.code, row]));
  return (code: string) => {
    const row = byCode.get(code);
    return {
      code,
      name: row?.name ?? null,
      category: row?.category ?? null,
      colour: (row?.colour as BrokerColour | undefined) ?? null,
    };
  };
}

/** The stock's latest day with trade records; NO_TRADE_RECORDS when it has none at all. */
async function requireLatestTradeDate(db: Db, symbol: string, asOf: IsoDate): Promise<IsoDate> {
  const [latest] = await findSymbolTradeDates(db, symbol, { to: asOf, limit: 1 });
  if (latest) return latest;
  const message = `No trade records are stored for ${symbol} yet.`;
  throw new AppError(404, ERROR_CODES.noTradeRecords, message, 'symbol');
}

/**
 * As Done Detail: NO_TRADE_RECORDS when the day's trade records were dropped or never stored; a day
 * the exchange was closed answers an empty day.
 */
async function requireTradeRecordsOn(db: Db, symbol: string, date: IsoDate): Promise<void> {
  await requireKeptTradeRecords(db, symbol, [date], 'date');
  const withRecords = await findSymbolTradeDates(db, symbol, { from: date, to: date });
  await requireTradeRecords(db, { symbol, dates: [date], from: date, to: date, field: 'date' }, withRecords);
}
