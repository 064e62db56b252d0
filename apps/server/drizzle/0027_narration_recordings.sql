CREATE TABLE "narration_recordings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"story" integer NOT NULL,
	"language" text NOT NULL,
	"segment" text NOT NULL,
	"line" integer NOT NULL,
	"part" integer NOT NULL,
	"text" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_hash" text NOT NULL,
	"duration_seconds" real NOT NULL,
	"original_type" text NOT NULL,
	"original_bytes" integer NOT NULL,
	"uploaded_by" uuid,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "narration_recordings_story_check" CHECK ("narration_recordings"."story" between 1 and 27),
	CONSTRAINT "narration_recordings_place_check" CHECK ("narration_recordings"."line" >= 0 and "narration_recordings"."part" >= 0)
);
--> statement-breakpoint
ALTER TABLE "narration_recordings" ADD CONSTRAINT "narration_recordings_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "narration_recordings_part_idx" ON "narration_recordings" USING btree ("story","language","segment","line","part");