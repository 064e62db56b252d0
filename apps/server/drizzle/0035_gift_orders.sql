CREATE TABLE "gifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"invite_token_hash" text NOT NULL,
	"giver_token_hash" text NOT NULL,
	"giver_name" text NOT NULL,
	"giver_email" text NOT NULL,
	"recipient_email" text,
	"recipient_phone" text,
	"child_name" text NOT NULL,
	"occasion" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"site_language" text NOT NULL,
	"state" text DEFAULT 'invited' NOT NULL,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	"expired_at" timestamp with time zone,
	CONSTRAINT "gifts_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "gifts_invite_token_hash_unique" UNIQUE("invite_token_hash"),
	CONSTRAINT "gifts_giver_token_hash_unique" UNIQUE("giver_token_hash"),
	CONSTRAINT "gifts_reminders_sent_check" CHECK ("gifts"."reminders_sent" between 0 and 2),
	CONSTRAINT "gifts_state_check" CHECK ("gifts"."state" in ('invited', 'claimed', 'expired', 'refunded')),
	CONSTRAINT "gifts_recipient_check" CHECK ("gifts"."recipient_email" is not null or "gifts"."recipient_phone" is not null)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_stage_check";--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "gift" jsonb;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gifts_waiting_idx" ON "gifts" USING btree ("invited_at") WHERE "gifts"."state" in ('invited', 'expired');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_stage_check" CHECK ("orders"."stage" in ('received', 'photo_needed', 'in_production', 'quality_check', 'delivered', 'cancelled', 'awaiting_parent'));