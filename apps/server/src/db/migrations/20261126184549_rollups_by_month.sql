-- Every per-day rollup partitioned by month of its date, as trades are (20261126155034): a day's
-- import and replacement write one month's table and indexes, and a screen's dates read one or a few
-- months, whatever the history. Months are created as data arrives (modules/market/month-partitions.ts);
-- here, one for each month already stored. Each table is renamed aside, rebuilt partitioned with the
-- same columns (LIKE) and keys, refilled, indexed and dropped.
ALTER TABLE "price_levels" RENAME TO "price_levels_unpartitioned";--> statement-breakpoint
ALTER INDEX "price_levels_symbol_date_board_price_pk" RENAME TO "price_levels_unpartitioned_pk";--> statement-breakpoint
CREATE TABLE "price_levels" (
	LIKE "price_levels_unpartitioned",
	CONSTRAINT "price_levels_symbol_date_board_price_pk" PRIMARY KEY("symbol","date","board","price")
) PARTITION BY RANGE ("date");--> statement-breakpoint
DO $$
DECLARE
  month date;
BEGIN
  FOR month IN SELECT DISTINCT date_trunc('month', "date")::date FROM "price_levels_unpartitioned" LOOP
    EXECUTE format(
      'CREATE TABLE %I PARTITION OF "price_levels" FOR VALUES FROM (%L) TO (%L)',
      'price_levels_' || to_char(month, 'YYYY_MM'),
      month,
      (month + interval '1 month')::date
    );
  END LOOP;
END
$$;--> statement-breakpoint
INSERT INTO "price_levels" SELECT * FROM "price_levels_unpartitioned";--> statement-breakpoint
DROP TABLE "price_levels_unpartitioned";--> statement-breakpoint
ALTER TABLE "broker_price_levels" RENAME TO "broker_price_levels_unpartitioned";--> statement-breakpoint
ALTER INDEX "broker_price_levels_symbol_date_board_price_broker_pk" RENAME TO "broker_price_levels_unpartitioned_pk";--> statement-breakpoint
CREATE TABLE "broker_price_levels" (
	LIKE "broker_price_levels_unpartitioned",
	CONSTRAINT "broker_price_levels_symbol_date_board_price_broker_pk" PRIMARY KEY("symbol","date","board","price","broker")
) PARTITION BY RANGE ("date");--> statement-breakpoint
DO $$
DECLARE
  month date;
BEGIN
  FOR month IN SELECT DISTINCT date_trunc('month', "date")::date FROM "broker_price_levels_unpartitioned" LOOP
    EXECUTE format(
      'CREATE TABLE %I PARTITION OF "broker_price_levels" FOR VALUES FROM (%L) TO (%L)',
      'broker_price_levels_' || to_char(month, 'YYYY_MM'),
      month,
      (month + interval '1 month')::date
    );
  END LOOP;
END
$$;--> statement-breakpoint
INSERT INTO "broker_price_levels" SELECT * FROM "broker_price_levels_unpartitioned";--> statement-breakpoint
DROP TABLE "broker_price_levels_unpartitioned";--> statement-breakpoint
ALTER TABLE "broker_days" RENAME TO "broker_days_unpartitioned";--> statement-breakpoint
ALTER INDEX "broker_days_symbol_date_broker_investor_type_pk" RENAME TO "broker_days_unpartitioned_pk";--> statement-breakpoint
DROP INDEX "broker_days_broker_date_idx";--> statement-breakpoint
DROP INDEX "broker_days_date_idx";--> statement-breakpoint
CREATE TABLE "broker_days" (
	LIKE "broker_days_unpartitioned",
	CONSTRAINT "broker_days_symbol_date_broker_investor_type_pk" PRIMARY KEY("symbol","date","broker","investor_type")
) PARTITION BY RANGE ("date");--> statement-breakpoint
DO $$
DECLARE
  month date;
BEGIN
  FOR month IN SELECT DISTINCT date_trunc('month', "date")::date FROM "broker_days_unpartitioned" LOOP
    EXECUTE format(
      'CREATE TABLE %I PARTITION OF "broker_days" FOR VALUES FROM (%L) TO (%L)',
      'broker_days_' || to_char(month, 'YYYY_MM'),
      month,
      (month + interval '1 month')::date
    );
  END LOOP;
END
$$;--> statement-breakpoint
INSERT INTO "broker_days" SELECT * FROM "broker_days_unpartitioned";--> statement-breakpoint
CREATE INDEX "broker_days_broker_date_idx" ON "broker_days" USING btree ("broker","date");--> statement-breakpoint
CREATE INDEX "broker_days_date_idx" ON "broker_days" USING btree ("date");--> statement-breakpoint
DROP TABLE "broker_days_unpartitioned";--> statement-breakpoint
ALTER TABLE "broker_board_days" RENAME TO "broker_board_days_unpartitioned";--> statement-breakpoint
ALTER INDEX "broker_board_days_symbol_date_board_broker_pk" RENAME TO "broker_board_days_unpartitioned_pk";--> statement-breakpoint
DROP INDEX "broker_board_days_broker_date_idx";--> statement-breakpoint
CREATE TABLE "broker_board_days" (
	LIKE "broker_board_days_unpartitioned",
	CONSTRAINT "broker_board_days_symbol_date_board_broker_pk" PRIMARY KEY("symbol","date","board","broker")
) PARTITION BY RANGE ("date");--> statement-breakpoint
DO $$
DECLARE
  month date;
BEGIN
  FOR month IN SELECT DISTINCT date_trunc('month', "date")::date FROM "broker_board_days_unpartitioned" LOOP
    EXECUTE format(
      'CREATE TABLE %I PARTITION OF "broker_board_days" FOR VALUES FROM (%L) TO (%L)',
      'broker_board_days_' || to_char(month, 'YYYY_MM'),
      month,
      (month + interval '1 month')::date
    );
  END LOOP;
END
$$;--> statement-breakpoint
INSERT INTO "broker_board_days" SELECT * FROM "broker_board_days_unpartitioned";--> statement-breakpoint
CREATE INDEX "broker_board_days_broker_date_idx" ON "broker_board_days" USING btree ("broker","date");--> statement-breakpoint
DROP TABLE "broker_board_days_unpartitioned";--> statement-breakpoint
ALTER TABLE "minute_bars" RENAME TO "minute_bars_unpartitioned";--> statement-breakpoint
ALTER INDEX "minute_bars_symbol_date_minute_pk" RENAME TO "minute_bars_unpartitioned_pk";--> statement-breakpoint
CREATE TABLE "minute_bars" (
	LIKE "minute_bars_unpartitioned",
	CONSTRAINT "minute_bars_symbol_date_minute_pk" PRIMARY KEY("symbol","date","minute")
) PARTITION BY RANGE ("date");--> statement-breakpoint
DO $$
DECLARE
  month date;
BEGIN
  FOR month IN SELECT DISTINCT date_trunc('month', "date")::date FROM "minute_bars_unpartitioned" LOOP
    EXECUTE format(
      'CREATE TABLE %I PARTITION OF "minute_bars" FOR VALUES FROM (%L) TO (%L)',
      'minute_bars_' || to_char(month, 'YYYY_MM'),
      month,
      (month + interval '1 month')::date
    );
  END LOOP;
END
$$;--> statement-breakpoint
INSERT INTO "minute_bars" SELECT * FROM "minute_bars_unpartitioned";--> statement-breakpoint
DROP TABLE "minute_bars_unpartitioned";--> statement-breakpoint
ALTER TABLE "minute_price_levels" RENAME TO "minute_price_levels_unpartitioned";--> statement-breakpoint
ALTER INDEX "minute_price_levels_symbol_date_minute_price_pk" RENAME TO "minute_price_levels_unpartitioned_pk";--> statement-breakpoint
CREATE TABLE "minute_price_levels" (
	LIKE "minute_price_levels_unpartitioned",
	CONSTRAINT "minute_price_levels_symbol_date_minute_price_pk" PRIMARY KEY("symbol","date","minute","price")
) PARTITION BY RANGE ("date");--> statement-breakpoint
DO $$
DECLARE
  month date;
BEGIN
  FOR month IN SELECT DISTINCT date_trunc('month', "date")::date FROM "minute_price_levels_unpartitioned" LOOP
    EXECUTE format(
      'CREATE TABLE %I PARTITION OF "minute_price_levels" FOR VALUES FROM (%L) TO (%L)',
      'minute_price_levels_' || to_char(month, 'YYYY_MM'),
      month,
      (month + interval '1 month')::date
    );
  END LOOP;
END
$$;--> statement-breakpoint
INSERT INTO "minute_price_levels" SELECT * FROM "minute_price_levels_unpartitioned";--> statement-breakpoint
DROP TABLE "minute_price_levels_unpartitioned";