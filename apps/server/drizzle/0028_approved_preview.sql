ALTER TABLE "checkouts" ADD COLUMN "preview_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "preview_id" uuid;