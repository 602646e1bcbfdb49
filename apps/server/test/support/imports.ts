import { setTimeout as sleep } from 'node:timers/promises';
import type { Trade } from '@pantau/market';
import { call, type Answer } from './accounts.ts';
import type { TestServer } from './test-server.ts';

export const TRADE_HEADER =
  'trxCode,trxSess,trxType,brkCod1,invTyp1,brkCod2,invTyp2,stkCode,stkVolm,stkPric,trxDate,trxOrd1,trxOrd2,trxTime';

/** A trade as one IDX trade-record line; trxDate as YYYYMMDD, trxTime as HHMMSS. */
export const tradeLine = (t: Trade, code: number) =>
  [
    code,
    t.session,
    t.board,
    t.buyerBroker,
    t.buyerType,
    t.sellerBroker,
    t.sellerType,
    t.symbol,
    t.volume,
    t.price,
    t.date.replaceAll('-', ''),
    t.buyOrder,
    t.sellOrder,
    t.time,
  ].join(',');

export type UploadPart = { name: string; content: string | Uint8Array };

/** POST /api/admin/market-data/imports as a browser form would send it: kind, then the files. */
export async function uploadImport(
  server: TestServer,
  token: string | null,
  kind: string | null,
  files: UploadPart[],
  extra: Record<string, string> = {},
): Promise<Answer> {
  const form = new FormData();
  if (kind !== null) form.append('kind', kind);
  for (const [name, value] of Object.entries(extra)) form.append(name, value);
  for (const file of files) form.append('file', new Blob([file.content]), file.name);
  const response = await fetch(`${server.baseUrl}/api/admin/market-data/imports`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
}

/** Polls the run until it is done or failed, and returns it. */
export async function waitForRun(server: TestServer, token: string, id: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await call(server, 'GET', `/api/admin/market-data/imports/${id}`, { token });
    if (answer.status !== 200)
      throw new Error(`GET run ${id}: ${answer.status} ${JSON.stringify(answer.body)}`);
    const run = answer.body.data;
    if (run.status === 'done' || run.status === 'failed') return run;
    if (Date.now() > deadline) throw new Error(`run ${id} still ${run.status}`);
    await sleep(25);
  }
}

/** One IDX Stock Summary record with the fields the importer requires, as the exchange's JSON has them. */
export const stockSummaryRecord = (date: string, code: string, close: number) => ({
  Date: `${date}T00:00:00`,
  StockCode: code,
  StockName: `${code} Tbk.`,
  Previous: close - 10,
  OpenPrice: close - 5,
  FirstTrade: close - 5,
  High: close + 20,
  Low: close - 20,
  Close: close,
  Volume: 1_000_000.0,
  Value: close * 1_000_000.0,
  Frequency: 321.0,
  ForeignBuy: 200_000.0,
  ForeignSell: 100_000.0,
  ListedShares: 10_000_000_000.0,
});

/** IDX's JSON envelope around a page of records. */
export const idxJson = (records: unknown[]) =>
  JSON.stringify({ draw: 0, recordsTotal: records.length, recordsFiltered: records.length, data: records });
