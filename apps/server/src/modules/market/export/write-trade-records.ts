import { createGzip } from 'node:zlib';
import type { Trade } from '@pantau/market';
import { TRADE_RECORD_HEADER } from '../import/trade-record.ts';
import { writeText } from './export-files.ts';

// Lines are handed to gzip in blocks: one write per line would cost more than the compression.
const LINES_PER_CHUNK = 2_000;

/**
 * Streams trade records into a gzip-compressed IDX trade-record CSV: trxCode numbers the file's
 * trades from 1, trxDate is YYYYMMDD, trxTime HHMMSS, stkVolm shares, investor types D/F. Never
 * more than one block of lines is in memory, whatever the number of trades. Returns the row count.
 */
export async function writeTradeRecords(
  path: string,
  trades: AsyncIterable<Trade> | Iterable<Trade>,
): Promise<number> {
  let count = 0;
  async function* chunks(): AsyncGenerator<string> {
    yield `${TRADE_RECORD_HEADER.join(',')}\n`;
    let lines: string[] = [];
    for await (const trade of trades) {
      count++;
      lines.push(
        `${count},${trade.session},${trade.board},${trade.buyerBroker},${trade.buyerType},` +
          `${trade.sellerBroker},${trade.sellerType},${trade.symbol},${trade.volume},${trade.price},` +
          `${trade.date.replaceAll('-', '')},${trade.buyOrder},${trade.sellOrder},${trade.time}`,
      );
      if (lines.length === LINES_PER_CHUNK) {
        yield `${lines.join('\n')}\n`;
        lines = [];
      }
    }
    if (lines.length > 0) yield `${lines.join('\n')}\n`;
  }
  await writeText(path, chunks(), createGzip());
  return count;
}
