-- Voice clips of the child's name and how it is said (docs/decisions/045). Hand-written: the access
-- log of photos becomes the access log of a child's media (photos and voice clips), renamed in
-- place so every record of a photo view is kept.
ALTER TABLE "photo_access_log" RENAME TO "child_media_access_log";--> statement-breakpoint
ALTER TABLE "child_media_access_log" RENAME COLUMN "photo_id" TO "media_id";--> statement-breakpoint
ALTER TABLE "child_media_access_log" ADD COLUMN "media" text DEFAULT 'photo' NOT NULL;--> statement-breakpoint
ALTER TABLE "child_media_access_log" DROP CONSTRAINT "photo_access_log_kind_check";--> statement-breakpoint
ALTER TABLE "child_media_access_log" ADD CONSTRAINT "child_media_access_log_kind_check" CHECK ("child_media_access_log"."kind" in ('view', 'download', 'zip', 'play'));--> statement-breakpoint
ALTER TABLE "child_media_access_log" ADD CONSTRAINT "child_media_access_log_media_check" CHECK ("child_media_access_log"."media" in ('photo', 'voice_clip'));--> statement-breakpoint
ALTER INDEX "photo_access_log_order_id_at_idx" RENAME TO "child_media_access_log_order_id_at_idx";--> statement-breakpoint
ALTER TABLE "child_media_access_log" RENAME CONSTRAINT "photo_access_log_pkey" TO "child_media_access_log_pkey";--> statement-breakpoint
CREATE TABLE "voice_clips" (
	"id" uuid PRIMARY KEY NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"duration_ms" integer NOT NULL,
	"order_id" uuid,
	"claimed_at" timestamp with time zone,
	"upload_session" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voice_clips_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "voice_clips_claim_check" CHECK (("voice_clips"."order_id" is null) = ("voice_clips"."claimed_at" is null)),
	CONSTRAINT "voice_clips_bytes_check" CHECK ("voice_clips"."bytes" > 0),
	CONSTRAINT "voice_clips_duration_check" CHECK ("voice_clips"."duration_ms" >= 0)
);
--> statement-breakpoint
ALTER TABLE "voice_clips" ADD CONSTRAINT "voice_clips_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "voice_clips_order_id_idx" ON "voice_clips" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "voice_clips_unclaimed_created_at_idx" ON "voice_clips" USING btree ("created_at") WHERE "voice_clips"."order_id" is null;--> statement-breakpoint
CREATE INDEX "voice_clips_unclaimed_session_idx" ON "voice_clips" USING btree ("upload_session") WHERE "voice_clips"."order_id" is null;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pronunciation" text;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "pronunciation" text;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "voice_clip_id" text;
