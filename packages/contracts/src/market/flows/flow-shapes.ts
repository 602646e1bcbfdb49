import { z } from 'zod';
import { ZIsoDateSchema } from '../common.ts';

/** RG regular, TN cash (tunai), NG negotiated; ALL adds every board together. */
export const ZBoardFilterSchema = z.enum(['RG', 'TN', 'NG', 'ALL']);
export type TBoardFilter = z.infer<typeof ZBoardFilterSchema>;

export const ZBrokerCategorySchema = z.enum(['Lokal', 'Asing', 'BUMN']);
export const ZBrokerColourSchema = z.enum([
  'Biru',
  'Merah',
  'Hijau',
  'Kuning',
  'Orange',
  'Coklat',
  'Gold',
  'Pink',
  'Grey',
]);

export const ZBrokerSchema = z.object({
  code: z.string(),
  name: z.string(),
  category: ZBrokerCategorySchema,
  /** Colour group of spec §3, used for chips and inventory lines. */
  colour: ZBrokerColourSchema,
});
export type TBroker = z.infer<typeof ZBrokerSchema>;

/** D domestic (shown 'Indonesia'), F foreign ('Asing'). */
export const ZInvestorTypeSchema = z.enum(['D', 'F']);

/** A comma-separated list of broker codes, upper-cased, duplicates dropped. */
export const ZBrokerListSchema = z.string().transform((value) => [
  ...new Set(
    value
      .split(',')
      .map((part) => part.trim().toUpperCase())
      .filter(Boolean),
  ),
]);

/** A comma-separated list of exchange dates, duplicates dropped, oldest first. */
export const ZDateListSchema = z
  .string({ error: 'Dates are required' })
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(z.array(ZIsoDateSchema).min(1, 'Dates are required'))
  .transform((dates) => [...new Set(dates)].sort());

/** One Done Summary cell: buyer-initiated, seller-initiated and all trades at a price. Lots. */
export const ZDoneCellSchema = z.object({
  bFreq: z.number(),
  bLot: z.number(),
  sLot: z.number(),
  sFreq: z.number(),
  tFreq: z.number(),
  tLot: z.number(),
});
export type TDoneCell = z.infer<typeof ZDoneCellSchema>;

/** Daily candle with volume in shares. */
export const ZDailyCandleSchema = z.object({
  date: ZIsoDateSchema,
  open: z.number(),
  high: z.number(),
  low: z.number(),
  close: z.number(),
  volume: z.number(),
});
export type TDailyCandle = z.infer<typeof ZDailyCandleSchema>;

/** Broker Summary, buy half (spec row fields broker, nblot, nbval, bavg). */
export const ZNetBuyerSchema = z.object({
  broker: z.string(),
  /** Net lots bought. */
  nblot: z.number(),
  /** Net rupiah bought. */
  nbval: z.number(),
  /** Average price of all the broker's buys in the window. */
  bavg: z.number().nullable(),
});

/** Broker Summary, sell half (spec fields sl = broker, nslot, nsval, savg). */
export const ZNetSellerSchema = z.object({
  broker: z.string(),
  nslot: z.number(),
  nsval: z.number(),
  savg: z.number().nullable(),
});

/** One point of a broker's inventory line. */
export const ZInventoryPointSchema = z.object({
  date: ZIsoDateSchema,
  /** Lots bought − lots sold that day. */
  netLot: z.number(),
  /** Σ netLot from the window's first date (the line starts at 0). */
  cumulativeNetLot: z.number(),
  /** Lot-weighted average buy price since the window start; null before the first buy. */
  avgBuyPrice: z.number().nullable(),
});

export const ZBrokerInventorySchema = z.object({
  broker: z.string(),
  name: z.string(),
  category: ZBrokerCategorySchema,
  colour: ZBrokerColourSchema,
  points: z.array(ZInventoryPointSchema),
});
export type TBrokerInventory = z.infer<typeof ZBrokerInventorySchema>;
