import { and, eq, sql } from 'drizzle-orm';
import type { IsoDate } from '@pantau/market';
import type { Db } from '../../db/client.ts';
import { MARKET_DATA_VERSION_KEY } from '../../db/market-data-version.ts';
import { appMeta, storedAnswers } from '../../db/schema.ts';
import type { EncodedJson } from '../../http/encoded-json.ts';

const currentVersion = sql<number>`coalesce((select ${appMeta.value}::text::bigint from ${appMeta} where ${appMeta.key} = ${MARKET_DATA_VERSION_KEY}), 0)`;

/** The stored answer of `kind` for `asOf`, if it was computed under the current market-data version. */
export async function findStoredAnswer(db: Db, kind: string, asOf: IsoDate): Promise<EncodedJson | null> {
  const [row] = await db
    .select({ json: storedAnswers.json, br: storedAnswers.br, gzip: storedAnswers.gzip })
    .from(storedAnswers)
    .where(
      and(
        eq(storedAnswers.kind, kind),
        eq(storedAnswers.asOf, asOf),
        eq(storedAnswers.marketDataVersion, currentVersion),
      ),
    );
  return row ?? null;
}

export async function storeAnswer(
  db: Db,
  kind: string,
  asOf: IsoDate,
  marketDataVersion: number,
  answer: EncodedJson,
): Promise<void> {
  const values = { asOf, marketDataVersion, ...answer, storedAt: new Date() };
  await db
    .insert(storedAnswers)
    .values({ kind, ...values })
    .onConflictDoUpdate({ target: storedAnswers.kind, set: values });
}
