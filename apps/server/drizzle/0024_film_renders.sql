CREATE TABLE "film_renders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"progress" real DEFAULT 0 NOT NULL,
	"step" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"error" text,
	"error_code" text,
	"note" text,
	"job_id" text,
	"profile" text NOT NULL,
	"inputs_hash" text,
	"master_key" text,
	"whatsapp_key" text,
	"poster_key" text,
	"captions_key" text,
	"name_audio_key" text,
	"stills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"record" jsonb,
	"duration_seconds" real,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "film_renders_state_check" CHECK ("film_renders"."state" in ('queued', 'rendering', 'rendered', 'failed', 'superseded')),
	CONSTRAINT "film_renders_progress_check" CHECK ("film_renders"."progress" >= 0 and "film_renders"."progress" <= 1)
);
--> statement-breakpoint
ALTER TABLE "film_renders" ADD CONSTRAINT "film_renders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "film_renders_order_id_queued_at_idx" ON "film_renders" USING btree ("order_id","queued_at");--> statement-breakpoint
CREATE INDEX "film_renders_state_idx" ON "film_renders" USING btree ("state");