import { z } from 'zod';
import { okEnvelope } from '../../common/envelope.ts';
import { ZAsOfSchema, ZIsoDateSchema, ZSymbolSchema } from '../common.ts';
import { ZCorporateActionTypeSchema } from '../corporate-actions.ts';
import { CHART_TIMEFRAMES, INTRADAY_TIMEFRAMES } from './chart-constants.ts';

export const ZChartTimeframeSchema = z.enum(CHART_TIMEFRAMES);
export type TChartTimeframe = z.infer<typeof ZChartTimeframeSchema>;

export const ZIntradayTimeframeSchema = z.enum(INTRADAY_TIMEFRAMES);

export const ZGetCandlesQuerySchema = z.object({
  /** A stock (BBRI), an index (COMPOSITE, LQ45, IDX30, IDX80, IDXQ30) or a sector (SECTOR:G). */
  symbol: ZSymbolSchema,
  timeframe: ZChartTimeframeSchema.default('1D'),
  /** Inclusive exchange dates; omitted: a default window per timeframe ending at the last data. */
  from: ZIsoDateSchema.optional(),
  to: ZIsoDateSchema.optional(),
  /**
   * Stocks: prices back-adjusted for splits, bonus shares, rights and cash dividends (the default),
   * or as traded. Indices and sectors have no corporate actions: both answer the same.
   */
  adjust: z.enum(['adjusted', 'raw']).default('adjusted'),
});
export type TGetCandlesQuery = z.infer<typeof ZGetCandlesQuerySchema>;

/**
 * Candle time, in what lightweight-charts needs: daily and longer candles carry the exchange date
 * of their first trading day ('YYYY-MM-DD', a business day); intraday candles carry epoch seconds
 * of the Jakarta wall-clock time read as UTC (09:00 WIB → …T09:00:00Z), so a chart labelling in
 * UTC shows Jakarta time.
 */
export const ZCandleTimeSchema = z.union([ZIsoDateSchema, z.number().int()]);

export const ZChartCandleSchema = z.object({
  time: ZCandleTimeSchema,
  open: z.number(),
  high: z.number(),
  low: z.number(),
  close: z.number(),
  volume: z.number(),
  /** Intraday only: buyer-initiated (ask) and seller-initiated (bid) shares. */
  buyVolume: z.number().optional(),
  sellVolume: z.number().optional(),
});
export type TChartCandle = z.infer<typeof ZChartCandleSchema>;

/** A corporate action whose ex-date falls in the served window, at the candle holding that date. */
export const ZChartMarkerSchema = z.object({
  time: ZCandleTimeSchema,
  exDate: ZIsoDateSchema,
  type: ZCorporateActionTypeSchema,
  /** "Split 1:5", "Dividend Rp 25" … */
  label: z.string(),
});
export type TChartMarker = z.infer<typeof ZChartMarkerSchema>;

export const ZGetCandlesDataSchema = ZAsOfSchema.extend({
  symbol: z.string(),
  kind: z.enum(['stock', 'index']),
  /** The timeframe used: the requested one when allowed, else the first allowed (spec §4). */
  timeframe: ZChartTimeframeSchema,
  requestedTimeframe: ZChartTimeframeSchema,
  /** Intraday timeframes only for stocks with minute bars (the trade-record days). */
  allowedTimeframes: z.array(ZChartTimeframeSchema),
  /** The window actually served (exchange dates, inclusive). */
  from: ZIsoDateSchema.nullable(),
  to: ZIsoDateSchema.nullable(),
  /** Stocks: shares. Indices and sectors: the members' traded value in rupiah. */
  volumeUnit: z.enum(['shares', 'rupiah']),
  candles: z.array(ZChartCandleSchema),
  /**
   * How the prices were served. Adjusted: every price before an ex-date is multiplied by the
   * action's factor and volumes divided by it, so the series runs on without the jump.
   */
  adjust: z.enum(['adjusted', 'raw']),
  /** Ex-dates in the window, oldest first. */
  markers: z.array(ZChartMarkerSchema),
  /** Last daily close up to `to`, and its change against the previous trading day's close. */
  lastClose: z.number().nullable(),
  change: z.number().nullable(),
  changePercent: z.number().nullable(),
});
export type TGetCandlesData = z.infer<typeof ZGetCandlesDataSchema>;
export const ZGetCandlesResponseSchema = okEnvelope(ZGetCandlesDataSchema);
