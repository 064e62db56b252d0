ALTER TABLE "checkouts" ADD COLUMN "sibling_of_order_id" uuid;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "capacity_limited" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "sibling" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_sibling_of_order_id_orders_id_fk" FOREIGN KEY ("sibling_of_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkouts_sibling_of_order_id_idx" ON "checkouts" USING btree ("sibling_of_order_id");