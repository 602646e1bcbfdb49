CREATE TABLE "user_chart_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"bullish_color" text DEFAULT '#16a34a' NOT NULL,
	"bearish_color" text DEFAULT '#dc2626' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_chart_preferences_bullish_hex" CHECK ("user_chart_preferences"."bullish_color" ~ '^#[0-9a-f]{6}$'),
	CONSTRAINT "user_chart_preferences_bearish_hex" CHECK ("user_chart_preferences"."bearish_color" ~ '^#[0-9a-f]{6}$')
);
--> statement-breakpoint
CREATE TABLE "user_watchlists" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"symbols" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_chart_preferences" ADD CONSTRAINT "user_chart_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_watchlists" ADD CONSTRAINT "user_watchlists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;