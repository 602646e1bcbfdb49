CREATE TABLE "symbol_changes" (
	"old_symbol" text NOT NULL,
	"new_symbol" text NOT NULL,
	"changed_on" date NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "symbol_changes_old_symbol_changed_on_pk" PRIMARY KEY("old_symbol","changed_on")
);
--> statement-breakpoint
ALTER TABLE "instruments" ADD COLUMN "delisted_on" date;--> statement-breakpoint
CREATE INDEX "symbol_changes_new_symbol_idx" ON "symbol_changes" USING btree ("new_symbol");