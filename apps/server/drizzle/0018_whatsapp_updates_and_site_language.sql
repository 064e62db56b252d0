ALTER TABLE "checkouts" ADD COLUMN "phone_e164" text;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "phone_opt_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "phone_opt_in_text" text;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "site_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "site_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "whatsapp_phone" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "whatsapp_opt_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "whatsapp_opt_in_text" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "whatsapp_opt_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "channel" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "payload" jsonb;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "order_id" uuid;--> statement-breakpoint
CREATE INDEX "outbox_order_id_idx" ON "outbox" USING btree ("order_id","created_at") WHERE "outbox"."order_id" is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_site_language_check" CHECK ("orders"."site_language" in ('en', 'hi'));--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_channel_check" CHECK ("outbox"."channel" in ('email', 'whatsapp'));