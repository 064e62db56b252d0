CREATE TABLE "render_workers" (
	"id" text PRIMARY KEY NOT NULL,
	"host" text NOT NULL,
	"concurrency" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "story_settings" (
	"story" integer PRIMARY KEY NOT NULL,
	"auto_deliver" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "story_settings_story_check" CHECK ("story_settings"."story" between 1 and 27)
);
--> statement-breakpoint
ALTER TABLE "story_settings" ADD CONSTRAINT "story_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;