-- Trade records partitioned by month of trading date: a day's import, its replacement and the
-- queries of one date touch one month's table and index, and old months can be dropped whole
-- (TRADE_RECORDS_RETENTION_DAYS) instead of deleted row by row. Months are created as data arrives
-- (modules/market/trade-partitions.ts); here, one for each month already stored.
ALTER TABLE "trades" RENAME TO "trades_unpartitioned";--> statement-breakpoint
ALTER INDEX "trades_trade_date_symbol_seq_pk" RENAME TO "trades_unpartitioned_pk";--> statement-breakpoint
-- LIKE keeps the columns, their order (for the INSERT … SELECT * below) and NOT NULLs exactly.
CREATE TABLE "trades" (
	LIKE "trades_unpartitioned",
	CONSTRAINT "trades_trade_date_symbol_seq_pk" PRIMARY KEY("trade_date","symbol","seq")
) PARTITION BY RANGE ("trade_date");--> statement-breakpoint
DO $$
DECLARE
  month date;
BEGIN
  FOR month IN SELECT DISTINCT date_trunc('month', "trade_date")::date FROM "trades_unpartitioned" LOOP
    EXECUTE format(
      'CREATE TABLE %I PARTITION OF "trades" FOR VALUES FROM (%L) TO (%L)',
      'trades_' || to_char(month, 'YYYY_MM'),
      month,
      (month + interval '1 month')::date
    );
  END LOOP;
END
$$;--> statement-breakpoint
INSERT INTO "trades" SELECT * FROM "trades_unpartitioned";--> statement-breakpoint
DROP TABLE "trades_unpartitioned";
