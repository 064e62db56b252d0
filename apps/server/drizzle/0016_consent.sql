ALTER TABLE "checkouts" ADD COLUMN "consent" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "consent" jsonb;