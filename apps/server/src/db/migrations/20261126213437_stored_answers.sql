CREATE TABLE "stored_answers" (
	"kind" text PRIMARY KEY NOT NULL,
	"as_of" date NOT NULL,
	"market_data_version" bigint NOT NULL,
	"json" text NOT NULL,
	"br" "bytea" NOT NULL,
	"gzip" "bytea" NOT NULL,
	"stored_at" timestamp with time zone DEFAULT now() NOT NULL
);
