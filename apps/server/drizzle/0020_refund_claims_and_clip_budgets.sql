ALTER TABLE "refunds" ADD COLUMN "attempt_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "voice_clips" ADD COLUMN "uploader_network" text;--> statement-breakpoint
CREATE INDEX "voice_clips_unclaimed_network_idx" ON "voice_clips" USING btree ("uploader_network") WHERE "voice_clips"."order_id" is null;--> statement-breakpoint
ALTER TABLE "voice_clips" ADD CONSTRAINT "voice_clips_uploader_check" CHECK ("voice_clips"."order_id" is null or ("voice_clips"."uploader_network" is null and "voice_clips"."upload_session" is null));