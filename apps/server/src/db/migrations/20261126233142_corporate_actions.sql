CREATE TABLE "corporate_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"symbol" text NOT NULL,
	"type" text NOT NULL,
	"ex_date" date NOT NULL,
	"ratio_from" integer,
	"ratio_to" integer,
	"price" double precision,
	"amount" double precision,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "corporate_actions_symbol_ex_date_type" ON "corporate_actions" USING btree ("symbol","ex_date","type");--> statement-breakpoint
ALTER TABLE "instruments" DROP COLUMN "special_notice";