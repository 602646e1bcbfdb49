import type { Db } from '../../db/client.ts';

/** What every market route plugin receives. */
export type MarketRouteDeps = { db: Db };
