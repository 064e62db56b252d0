CREATE TABLE "child_data_deletions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"what" text NOT NULL,
	"reason" text NOT NULL,
	"item_ids" uuid[] NOT NULL,
	"files" integer NOT NULL,
	"actor_role" text NOT NULL,
	"actor_user_id" uuid,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "child_data_deletions_what_check" CHECK ("child_data_deletions"."what" in ('photos', 'video')),
	CONSTRAINT "child_data_deletions_reason_check" CHECK ("child_data_deletions"."reason" in ('retention_delivered', 'retention_undelivered', 'cancelled', 'parent_request', 'account_erased'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "photos_deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "photos_deleted_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "video_deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "child_data_deletions" ADD CONSTRAINT "child_data_deletions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "child_data_deletions_order_id_idx" ON "child_data_deletions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "child_data_deletions_item_ids_idx" ON "child_data_deletions" USING gin ("item_ids");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_photos_deleted_check" CHECK (("orders"."photos_deleted_at" is null) = ("orders"."photos_deleted_reason" is null));