CREATE TABLE "family_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"kind" text NOT NULL,
	"preview_id" uuid,
	"upload_session" text,
	"order_id" uuid,
	"name" text NOT NULL,
	"site_language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"opens" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "family_links_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "family_links_kind_check" CHECK ("family_links"."kind" in ('preview', 'film')),
	CONSTRAINT "family_links_target_check" CHECK (("family_links"."kind" = 'preview' and "family_links"."preview_id" is not null and "family_links"."upload_session" is not null) or ("family_links"."kind" = 'film' and "family_links"."order_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "film_previews" ADD COLUMN "kept_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "family_links" ADD CONSTRAINT "family_links_preview_id_film_previews_id_fk" FOREIGN KEY ("preview_id") REFERENCES "public"."film_previews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_links" ADD CONSTRAINT "family_links_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "family_links_preview_id_idx" ON "family_links" USING btree ("preview_id");--> statement-breakpoint
CREATE INDEX "family_links_order_id_idx" ON "family_links" USING btree ("order_id");