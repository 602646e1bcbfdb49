CREATE TABLE "stock_trade_days" (
	"symbol" text NOT NULL,
	"date" date NOT NULL,
	CONSTRAINT "stock_trade_days_symbol_date_pk" PRIMARY KEY("symbol","date")
);
--> statement-breakpoint
-- Every stock-day stored before this table existed: minute bars are written with trade records.
INSERT INTO "stock_trade_days" ("symbol", "date") SELECT DISTINCT "symbol", "date" FROM "minute_bars";
