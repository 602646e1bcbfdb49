-- Bars stored before provenance was kept stay null, except those whose day has the stock's trade
-- records (minute bars): those were rolled up from the trades. The default comes last so it does
-- not label the old rows.
ALTER TABLE "daily_bars" ADD COLUMN "source" text;--> statement-breakpoint
UPDATE "daily_bars" SET "source" = 'trades' WHERE EXISTS (SELECT 1 FROM "minute_bars" WHERE "minute_bars"."symbol" = "daily_bars"."symbol" AND "minute_bars"."date" = "daily_bars"."date");--> statement-breakpoint
ALTER TABLE "daily_bars" ALTER COLUMN "source" SET DEFAULT 'trades';
