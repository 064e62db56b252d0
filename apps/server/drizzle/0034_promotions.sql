CREATE TABLE "promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"kind" text NOT NULL,
	"percent_off" integer,
	"fixed_off_inr_minor" integer,
	"fixed_off_usd_minor" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"story_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"deities" text[] DEFAULT '{}'::text[] NOT NULL,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"max_redemptions" integer,
	"per_customer_limit" integer,
	"budget_orders" integer,
	"festival" text,
	"paused_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_code_unique" UNIQUE("code"),
	CONSTRAINT "promotions_window_check" CHECK ("promotions"."ends_at" > "promotions"."starts_at"),
	CONSTRAINT "promotions_terms_check" CHECK (("promotions"."kind" = 'percent' and "promotions"."percent_off" between 1 and 90) or ("promotions"."kind" = 'fixed' and coalesce("promotions"."fixed_off_inr_minor", "promotions"."fixed_off_usd_minor") is not null))
);
--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "promotion_id" uuid;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "promo_code" text;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "discount_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "discount_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "promotion_label" text;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkouts_promotion_id_idx" ON "checkouts" USING btree ("promotion_id");--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_discount_minor_check" CHECK ("checkouts"."discount_minor" >= 0);--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_discount_minor_check" CHECK ("invoices"."discount_minor" >= 0);