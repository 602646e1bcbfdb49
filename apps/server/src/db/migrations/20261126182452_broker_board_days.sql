CREATE TABLE "broker_board_days" (
	"symbol" text NOT NULL,
	"date" date NOT NULL,
	"board" char(2) NOT NULL,
	"broker" text NOT NULL,
	"buy_lot" bigint NOT NULL,
	"buy_value" bigint NOT NULL,
	"buy_freq" integer NOT NULL,
	"sell_lot" bigint NOT NULL,
	"sell_value" bigint NOT NULL,
	"sell_freq" integer NOT NULL,
	CONSTRAINT "broker_board_days_symbol_date_board_broker_pk" PRIMARY KEY("symbol","date","board","broker")
);
--> statement-breakpoint
-- Every stored day's board totals from the broker × price rollup they sum (exact: value is price × lots × 100 at each level).
INSERT INTO "broker_board_days" ("symbol", "date", "board", "broker", "buy_lot", "buy_value", "buy_freq", "sell_lot", "sell_value", "sell_freq")
SELECT "symbol", "date", "board", "broker", sum("buy_lot"), sum("price"::numeric * "buy_lot" * 100), sum("buy_freq"), sum("sell_lot"), sum("price"::numeric * "sell_lot" * 100), sum("sell_freq")
FROM "broker_price_levels"
GROUP BY "symbol", "date", "board", "broker";--> statement-breakpoint
CREATE INDEX "broker_board_days_broker_date_idx" ON "broker_board_days" USING btree ("broker","date");--> statement-breakpoint
CREATE INDEX "stock_trade_days_date_idx" ON "stock_trade_days" USING btree ("date");