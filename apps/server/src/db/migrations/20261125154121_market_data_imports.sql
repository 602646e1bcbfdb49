CREATE TABLE "broker_market_days" (
	"broker" text NOT NULL,
	"date" date NOT NULL,
	"volume" bigint NOT NULL,
	"value" bigint NOT NULL,
	"frequency" integer NOT NULL,
	CONSTRAINT "broker_market_days_broker_date_pk" PRIMARY KEY("broker","date")
);
--> statement-breakpoint
CREATE TABLE "official_index_bars" (
	"code" text NOT NULL,
	"date" date NOT NULL,
	"previous" double precision,
	"open" double precision,
	"high" double precision,
	"low" double precision,
	"close" double precision NOT NULL,
	"volume" bigint,
	"value" bigint,
	"frequency" integer,
	"market_cap" bigint,
	CONSTRAINT "official_index_bars_code_date_pk" PRIMARY KEY("code","date")
);
--> statement-breakpoint
CREATE TABLE "import_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"requested_kind" text NOT NULL,
	"kind" text,
	"trigger" text NOT NULL,
	"actor_id" uuid,
	"file_name" text NOT NULL,
	"file_bytes" bigint NOT NULL,
	"file_sha256" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"rows_read" integer DEFAULT 0 NOT NULL,
	"bytes_read" bigint DEFAULT 0 NOT NULL,
	"rows_stored" integer DEFAULT 0 NOT NULL,
	"rows_skipped" integer DEFAULT 0 NOT NULL,
	"rows_rejected" integer DEFAULT 0 NOT NULL,
	"rejected_samples" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"days" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"message" text,
	"instance" text,
	"heartbeat_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "broker_market_days_date_idx" ON "broker_market_days" USING btree ("date");--> statement-breakpoint
CREATE INDEX "official_index_bars_date_idx" ON "official_index_bars" USING btree ("date");--> statement-breakpoint
CREATE INDEX "import_runs_created_idx" ON "import_runs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "import_runs_kind_finished_idx" ON "import_runs" USING btree ("kind","finished_at");--> statement-breakpoint
CREATE UNIQUE INDEX "import_runs_active_file_idx" ON "import_runs" USING btree ("file_sha256") WHERE status IN ('queued', 'running');