ALTER TABLE "checkouts" ADD COLUMN "deliver_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "deliver_time_zone" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deliver_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deliver_time_zone" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_unreleased_deliver_at_idx" ON "orders" USING btree ("deliver_at") WHERE "orders"."deliver_at" is not null and "orders"."released_at" is null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_deliver_time_zone_check" CHECK (("orders"."deliver_at" is null) = ("orders"."deliver_time_zone" is null));