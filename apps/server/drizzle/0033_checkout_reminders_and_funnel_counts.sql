CREATE TABLE "checkout_reminder_stops" (
	"email_hash" text PRIMARY KEY NOT NULL,
	"stopped_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "funnel_daily_counts" (
	"day" date NOT NULL,
	"step" text NOT NULL,
	"language" text NOT NULL,
	"country" text NOT NULL,
	"story" integer NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "funnel_daily_counts_day_step_language_country_story_pk" PRIMARY KEY("day","step","language","country","story"),
	CONSTRAINT "funnel_daily_counts_story_check" CHECK ("funnel_daily_counts"."story" between 0 and 27),
	CONSTRAINT "funnel_daily_counts_count_check" CHECK ("funnel_daily_counts"."count" > 0),
	CONSTRAINT "funnel_daily_counts_country_check" CHECK ("funnel_daily_counts"."country" ~ '^([A-Z]{2}|OTHER)$')
);
--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "reminders_sent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "last_reminder_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "reminders_stopped_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "checkouts_unordered_created_at_idx" ON "checkouts" USING btree ("created_at") WHERE "checkouts"."order_id" is null;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_reminders_sent_check" CHECK ("checkouts"."reminders_sent" between 0 and 2);