CREATE TABLE "order_reviews" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"stars" integer,
	"line" text,
	"may_publish" boolean DEFAULT false NOT NULL,
	"site_language" text,
	"submitted_at" timestamp with time zone,
	"declined_at" timestamp with time zone,
	"requested_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_reviews_stars_check" CHECK ("order_reviews"."stars" is null or "order_reviews"."stars" between 1 and 5),
	CONSTRAINT "order_reviews_submitted_check" CHECK (("order_reviews"."stars" is null) = ("order_reviews"."submitted_at" is null)),
	CONSTRAINT "order_reviews_published_check" CHECK ("order_reviews"."published_at" is null or ("order_reviews"."may_publish" and "order_reviews"."submitted_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "order_reviews" ADD CONSTRAINT "order_reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_reviews_published_idx" ON "order_reviews" USING btree ("published_at") WHERE "order_reviews"."published_at" is not null;--> statement-breakpoint
CREATE INDEX "order_reviews_submitted_idx" ON "order_reviews" USING btree ("submitted_at") WHERE "order_reviews"."submitted_at" is not null;
