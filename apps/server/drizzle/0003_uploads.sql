CREATE TABLE "pending_uploads" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verified_at" timestamp with time zone,
	CONSTRAINT "pending_uploads_size_check" CHECK ("pending_uploads"."size" >= 0)
);
--> statement-breakpoint
CREATE TABLE "photo_uploads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"storage_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"order_id" uuid,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "photo_uploads_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "photo_uploads_claim_check" CHECK (("photo_uploads"."order_id" is null) = ("photo_uploads"."claimed_at" is null))
);
--> statement-breakpoint
ALTER TABLE "photo_uploads" ADD CONSTRAINT "photo_uploads_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pending_uploads_unverified_expires_at_idx" ON "pending_uploads" USING btree ("expires_at") WHERE "pending_uploads"."verified_at" is null;--> statement-breakpoint
CREATE INDEX "photo_uploads_order_id_idx" ON "photo_uploads" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "photo_uploads_unclaimed_created_at_idx" ON "photo_uploads" USING btree ("created_at") WHERE "photo_uploads"."order_id" is null;