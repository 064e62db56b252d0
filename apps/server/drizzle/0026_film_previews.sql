CREATE TABLE "film_previews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cache_key" text NOT NULL,
	"story" integer NOT NULL,
	"language" text NOT NULL,
	"child_name" text NOT NULL,
	"pronunciation" text,
	"photo_key" text NOT NULL,
	"crop" jsonb,
	"voice_clip_key" text,
	"profile" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"progress" real DEFAULT 0 NOT NULL,
	"error" text,
	"error_code" text,
	"job_id" text,
	"master_key" text,
	"poster_key" text,
	"duration_seconds" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "film_previews_cache_key_unique" UNIQUE("cache_key"),
	CONSTRAINT "film_previews_state_check" CHECK ("film_previews"."state" in ('queued', 'rendering', 'rendered', 'failed')),
	CONSTRAINT "film_previews_progress_check" CHECK ("film_previews"."progress" >= 0 and "film_previews"."progress" <= 1)
);
--> statement-breakpoint
CREATE TABLE "preview_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"preview_id" uuid NOT NULL,
	"upload_session" text NOT NULL,
	"network" text NOT NULL,
	"started_render" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "preview_requests" ADD CONSTRAINT "preview_requests_preview_id_film_previews_id_fk" FOREIGN KEY ("preview_id") REFERENCES "public"."film_previews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "film_previews_requested_at_idx" ON "film_previews" USING btree ("requested_at");--> statement-breakpoint
CREATE INDEX "film_previews_state_idx" ON "film_previews" USING btree ("state");--> statement-breakpoint
CREATE INDEX "preview_requests_preview_session_idx" ON "preview_requests" USING btree ("preview_id","upload_session");--> statement-breakpoint
CREATE INDEX "preview_requests_session_created_at_idx" ON "preview_requests" USING btree ("upload_session","created_at");--> statement-breakpoint
CREATE INDEX "preview_requests_network_created_at_idx" ON "preview_requests" USING btree ("network","created_at");