DROP INDEX "pending_uploads_unverified_expires_at_idx";--> statement-breakpoint
ALTER TABLE "pending_uploads" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "pending_uploads" ADD COLUMN "state" text DEFAULT 'presigned' NOT NULL;--> statement-breakpoint
ALTER TABLE "pending_uploads" ADD COLUMN "uploaded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "photo_uploads" ADD COLUMN "uploader_network" text;--> statement-breakpoint
ALTER TABLE "photo_uploads" ADD COLUMN "upload_session" text;--> statement-breakpoint
ALTER TABLE "pending_uploads" ADD CONSTRAINT "pending_uploads_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Added by hand, not by drizzle-kit (docs/decisions/022): uploads verified before this migration are
-- in use; they become attached (to the order of the video that uses them, where one does) before
-- the check below ties "attached" to verified_at. Without this the check would refuse to be added.
UPDATE "pending_uploads" AS p SET "state" = 'attached', "uploaded_at" = p."verified_at", "order_id" = v."order_id" FROM "videos" AS v WHERE p."verified_at" IS NOT NULL AND (v."uri" = p."key" OR v."thumbnail" = p."key");--> statement-breakpoint
UPDATE "pending_uploads" SET "state" = 'attached', "uploaded_at" = "verified_at" WHERE "verified_at" IS NOT NULL AND "state" <> 'attached';--> statement-breakpoint
CREATE INDEX "pending_uploads_open_expires_at_idx" ON "pending_uploads" USING btree ("expires_at") WHERE "pending_uploads"."state" in ('presigned', 'uploaded');--> statement-breakpoint
CREATE INDEX "photo_uploads_unclaimed_network_idx" ON "photo_uploads" USING btree ("uploader_network") WHERE "photo_uploads"."order_id" is null;--> statement-breakpoint
CREATE INDEX "photo_uploads_unclaimed_session_idx" ON "photo_uploads" USING btree ("upload_session") WHERE "photo_uploads"."order_id" is null;--> statement-breakpoint
ALTER TABLE "pending_uploads" ADD CONSTRAINT "pending_uploads_state_check" CHECK ("pending_uploads"."state" in ('presigned', 'uploaded', 'attached', 'expired'));--> statement-breakpoint
ALTER TABLE "pending_uploads" ADD CONSTRAINT "pending_uploads_attached_check" CHECK (("pending_uploads"."state" = 'attached') = ("pending_uploads"."verified_at" is not null));--> statement-breakpoint
ALTER TABLE "photo_uploads" ADD CONSTRAINT "photo_uploads_uploader_check" CHECK ("photo_uploads"."order_id" is null or ("photo_uploads"."uploader_network" is null and "photo_uploads"."upload_session" is null));