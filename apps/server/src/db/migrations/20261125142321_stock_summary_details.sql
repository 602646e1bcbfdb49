CREATE TABLE "stock_summary_details" (
	"symbol" text NOT NULL,
	"date" date NOT NULL,
	"remarks" text,
	"bid" integer,
	"bid_volume" bigint,
	"offer" integer,
	"offer_volume" bigint,
	"tradeable_shares" bigint,
	"non_regular_volume" bigint,
	"non_regular_value" bigint,
	"non_regular_frequency" integer,
	CONSTRAINT "stock_summary_details_symbol_date_pk" PRIMARY KEY("symbol","date")
);
--> statement-breakpoint
CREATE INDEX "stock_summary_details_date_idx" ON "stock_summary_details" USING btree ("date");