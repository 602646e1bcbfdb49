import { z } from 'zod';
import { okEnvelope } from '../../common/envelope.ts';
import { ZIsoDateSchema, ZSymbolSchema } from '../common.ts';
import { ZBrokerInventorySchema, ZDoneCellSchema, ZNetBuyerSchema, ZNetSellerSchema } from './flow-shapes.ts';

/** GET /api/market/broker-activity-snapshot?symbol=BBRI: the dashboard's Bandarmology sections. */
export const ZGetBrokerActivitySnapshotQuerySchema = z.object({ symbol: ZSymbolSchema });
export type TGetBrokerActivitySnapshotQuery = z.infer<typeof ZGetBrokerActivitySnapshotQuerySchema>;

export const ZGetBrokerActivitySnapshotDataSchema = z.object({
  asOf: ZIsoDateSchema,
  symbol: z.string(),
  /** The latest date with trade records for the symbol; null when it has none. */
  date: ZIsoDateSchema.nullable(),
  doneSummary: z.object({
    /** The 10 price levels with the most lots that day (all boards), price descending. */
    rows: z.array(z.object({ price: z.number(), cell: ZDoneCellSchema })),
    /** TOTAL over every price level of the day, not just the rows shown. */
    total: ZDoneCellSchema,
  }),
  /** Top 5 each, latest day, all investor types. */
  netBuyers: z.array(ZNetBuyerSchema),
  netSellers: z.array(ZNetSellerSchema),
  /** Lines for LG, MG, BR, RG, CC over the last 20 dates with trade records. */
  inventory: z.object({
    dates: z.array(ZIsoDateSchema),
    brokers: z.array(ZBrokerInventorySchema),
  }),
});
export type TGetBrokerActivitySnapshotData = z.infer<typeof ZGetBrokerActivitySnapshotDataSchema>;
export const ZGetBrokerActivitySnapshotResponseSchema = okEnvelope(ZGetBrokerActivitySnapshotDataSchema);
