CREATE TABLE "market_feed_days" (
	"kind" text NOT NULL,
	"market_date" date NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_by" text,
	"claimed_at" timestamp with time zone,
	"next_attempt_at" timestamp with time zone,
	"last_attempt_at" timestamp with time zone NOT NULL,
	"last_message" text,
	"run_id" uuid,
	CONSTRAINT "market_feed_days_kind_market_date_pk" PRIMARY KEY("kind","market_date")
);
--> statement-breakpoint
CREATE TABLE "market_feeds" (
	"kind" text PRIMARY KEY NOT NULL,
	"url_template" text NOT NULL,
	"time_wib" text NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_inbox_files" (
	"file_name" text NOT NULL,
	"file_bytes" bigint NOT NULL,
	"modified_ms" bigint NOT NULL,
	"status" text NOT NULL,
	"claimed_by" text NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"run_id" uuid,
	"message" text,
	"finished_at" timestamp with time zone,
	CONSTRAINT "market_inbox_files_file_name_file_bytes_modified_ms_pk" PRIMARY KEY("file_name","file_bytes","modified_ms")
);
--> statement-breakpoint
ALTER TABLE "market_feed_days" ADD CONSTRAINT "market_feed_days_run_id_import_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."import_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_feeds" ADD CONSTRAINT "market_feeds_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_inbox_files" ADD CONSTRAINT "market_inbox_files_run_id_import_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."import_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "market_feed_days_last_attempt_idx" ON "market_feed_days" USING btree ("kind","last_attempt_at");