CREATE TABLE "payment_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" text,
	"transaction_status" text,
	"payload" jsonb NOT NULL,
	"signature_valid" boolean NOT NULL,
	"outcome" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"plan_id" text NOT NULL,
	"plan_name" text NOT NULL,
	"plan_price" integer NOT NULL,
	"plan_duration_months" numeric(6, 2) NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"gateway_status" text,
	"payment_type" text DEFAULT 'snap' NOT NULL,
	"snap_token" text,
	"redirect_url" text,
	"gateway_transaction_id" text,
	"expiry_time" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"reversed_at" timestamp with time zone,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_transactions_status_check" CHECK ("payment_transactions"."status" in ('pending','paid','deny','cancelled','expire','failure','refund','chargeback')),
	CONSTRAINT "payment_transactions_order_id_check" CHECK ("payment_transactions"."order_id" ~ '^[A-Za-z0-9_~.-]{1,50}$')
);
--> statement-breakpoint
CREATE TABLE "subscription_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"trial_granted_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"order_id" text,
	"plan_id" text,
	"plan_name" text NOT NULL,
	"price" integer NOT NULL,
	"duration_months" numeric(6, 2) NOT NULL,
	"activated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "subscription_periods_kind_check" CHECK ("subscription_periods"."kind" in ('trial','paid')),
	CONSTRAINT "subscription_periods_order_matches_kind" CHECK (("subscription_periods"."kind" = 'trial') = ("subscription_periods"."order_id" is null))
);
--> statement-breakpoint
CREATE TABLE "subscription_plans" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"duration_months" numeric(6, 2) NOT NULL,
	"popular" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
-- The unique index must exist before subscription_periods references order_id.
CREATE UNIQUE INDEX "payment_transactions_order_id_key" ON "payment_transactions" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_accounts" ADD CONSTRAINT "subscription_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_periods" ADD CONSTRAINT "subscription_periods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_periods" ADD CONSTRAINT "subscription_periods_order_id_payment_transactions_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_transactions"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_notifications_order_idx" ON "payment_notifications" USING btree ("order_id","received_at");--> statement-breakpoint
CREATE INDEX "payment_transactions_user_created_idx" ON "payment_transactions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_transactions_pending_expiry_idx" ON "payment_transactions" USING btree ("expiry_time") WHERE "payment_transactions"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_periods_order_id_key" ON "subscription_periods" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_periods_one_trial_key" ON "subscription_periods" USING btree ("user_id") WHERE "subscription_periods"."kind" = 'trial';--> statement-breakpoint
CREATE INDEX "subscription_periods_user_ends_idx" ON "subscription_periods" USING btree ("user_id","ends_at");--> statement-breakpoint
INSERT INTO "subscription_plans" ("id", "name", "price", "duration_months", "popular", "sort_order") VALUES
	('plus', 'Plus', 35000, 1, false, 1),
	('premium', 'Premium', 89000, 3, true, 2),
	('pro', 'Pro', 165000, 6, false, 3)
ON CONFLICT ("id") DO NOTHING;
