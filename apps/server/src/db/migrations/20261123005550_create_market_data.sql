CREATE TABLE "broker_days" (
	"symbol" text NOT NULL,
	"date" date NOT NULL,
	"broker" text NOT NULL,
	"investor_type" char(1) NOT NULL,
	"buy_lot" bigint NOT NULL,
	"buy_value" bigint NOT NULL,
	"buy_freq" integer NOT NULL,
	"sell_lot" bigint NOT NULL,
	"sell_value" bigint NOT NULL,
	"sell_freq" integer NOT NULL,
	CONSTRAINT "broker_days_symbol_date_broker_investor_type_pk" PRIMARY KEY("symbol","date","broker","investor_type")
);
--> statement-breakpoint
CREATE TABLE "broker_price_levels" (
	"symbol" text NOT NULL,
	"date" date NOT NULL,
	"board" char(2) NOT NULL,
	"price" integer NOT NULL,
	"broker" text NOT NULL,
	"buy_freq" integer NOT NULL,
	"buy_lot" bigint NOT NULL,
	"sell_freq" integer NOT NULL,
	"sell_lot" bigint NOT NULL,
	CONSTRAINT "broker_price_levels_symbol_date_board_price_broker_pk" PRIMARY KEY("symbol","date","board","price","broker")
);
--> statement-breakpoint
CREATE TABLE "brokers" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"colour" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_bars" (
	"symbol" text NOT NULL,
	"date" date NOT NULL,
	"open" integer NOT NULL,
	"high" integer NOT NULL,
	"low" integer NOT NULL,
	"close" integer NOT NULL,
	"volume" bigint NOT NULL,
	"value" bigint NOT NULL,
	"frequency" integer NOT NULL,
	"foreign_buy" bigint NOT NULL,
	"foreign_sell" bigint NOT NULL,
	CONSTRAINT "daily_bars_symbol_date_pk" PRIMARY KEY("symbol","date")
);
--> statement-breakpoint
CREATE TABLE "index_bars" (
	"code" text NOT NULL,
	"date" date NOT NULL,
	"open" double precision NOT NULL,
	"high" double precision NOT NULL,
	"low" double precision NOT NULL,
	"close" double precision NOT NULL,
	"value" bigint NOT NULL,
	CONSTRAINT "index_bars_code_date_pk" PRIMARY KEY("code","date")
);
--> statement-breakpoint
CREATE TABLE "index_memberships" (
	"index_code" text NOT NULL,
	"symbol" text NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date,
	CONSTRAINT "index_memberships_index_code_symbol_from_date_pk" PRIMARY KEY("index_code","symbol","from_date")
);
--> statement-breakpoint
CREATE TABLE "ingest_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ingest_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"rows_read" integer NOT NULL,
	"rows_imported" integer NOT NULL,
	"rows_skipped" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instruments" (
	"symbol" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sector" char(1) NOT NULL,
	"sub_industry" text NOT NULL,
	"listed_shares" bigint NOT NULL,
	"board" text DEFAULT 'Main' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"special_notice" text DEFAULT 'none' NOT NULL,
	"listed_on" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "minute_bars" (
	"symbol" text NOT NULL,
	"date" date NOT NULL,
	"minute" smallint NOT NULL,
	"open" integer NOT NULL,
	"high" integer NOT NULL,
	"low" integer NOT NULL,
	"close" integer NOT NULL,
	"volume" bigint NOT NULL,
	"buy_volume" bigint NOT NULL,
	"sell_volume" bigint NOT NULL,
	"frequency" integer NOT NULL,
	CONSTRAINT "minute_bars_symbol_date_minute_pk" PRIMARY KEY("symbol","date","minute")
);
--> statement-breakpoint
CREATE TABLE "minute_price_levels" (
	"symbol" text NOT NULL,
	"date" date NOT NULL,
	"minute" smallint NOT NULL,
	"price" integer NOT NULL,
	"bid_volume" bigint NOT NULL,
	"ask_volume" bigint NOT NULL,
	CONSTRAINT "minute_price_levels_symbol_date_minute_price_pk" PRIMARY KEY("symbol","date","minute","price")
);
--> statement-breakpoint
CREATE TABLE "ownership_compositions" (
	"symbol" text NOT NULL,
	"as_of" date NOT NULL,
	"side" text NOT NULL,
	"category" char(2) NOT NULL,
	"shares" bigint NOT NULL,
	CONSTRAINT "ownership_compositions_symbol_as_of_side_category_pk" PRIMARY KEY("symbol","as_of","side","category")
);
--> statement-breakpoint
CREATE TABLE "price_levels" (
	"symbol" text NOT NULL,
	"date" date NOT NULL,
	"board" char(2) NOT NULL,
	"price" integer NOT NULL,
	"buy_freq" integer NOT NULL,
	"buy_lot" bigint NOT NULL,
	"sell_freq" integer NOT NULL,
	"sell_lot" bigint NOT NULL,
	"total_freq" integer NOT NULL,
	"total_lot" bigint NOT NULL,
	CONSTRAINT "price_levels_symbol_date_board_price_pk" PRIMARY KEY("symbol","date","board","price")
);
--> statement-breakpoint
CREATE TABLE "shareholders" (
	"symbol" text NOT NULL,
	"as_of" date NOT NULL,
	"holder" text NOT NULL,
	"holder_type" text NOT NULL,
	"shares" bigint NOT NULL,
	"controlling" boolean DEFAULT false NOT NULL,
	CONSTRAINT "shareholders_symbol_as_of_holder_pk" PRIMARY KEY("symbol","as_of","holder")
);
--> statement-breakpoint
CREATE TABLE "trades" (
	"trade_date" date NOT NULL,
	"symbol" text NOT NULL,
	"seq" integer NOT NULL,
	"time" integer NOT NULL,
	"session" smallint NOT NULL,
	"board" char(2) NOT NULL,
	"price" integer NOT NULL,
	"volume" bigint NOT NULL,
	"buyer_broker" text NOT NULL,
	"buyer_type" char(1) NOT NULL,
	"seller_broker" text NOT NULL,
	"seller_type" char(1) NOT NULL,
	"buy_order" bigint NOT NULL,
	"sell_order" bigint NOT NULL,
	CONSTRAINT "trades_trade_date_symbol_seq_pk" PRIMARY KEY("trade_date","symbol","seq")
);
--> statement-breakpoint
CREATE TABLE "trading_days" (
	"date" date PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "broker_days_broker_date_idx" ON "broker_days" USING btree ("broker","date");--> statement-breakpoint
CREATE INDEX "daily_bars_date_idx" ON "daily_bars" USING btree ("date");