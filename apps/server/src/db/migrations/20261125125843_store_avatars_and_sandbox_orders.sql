CREATE TABLE "sandbox_orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"gross_amount" integer NOT NULL,
	"item_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"transaction_id" text NOT NULL,
	"method_id" text,
	"status" text,
	"transaction_time" timestamp with time zone,
	"settlement_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "avatar_images" (
	"path" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"etag" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "avatar_images" ADD CONSTRAINT "avatar_images_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_orders_token_key" ON "sandbox_orders" USING btree ("token");--> statement-breakpoint
CREATE INDEX "avatar_images_user_idx" ON "avatar_images" USING btree ("user_id");