CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"item_number" integer NOT NULL,
	"character_name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"language" text NOT NULL,
	"email" text NOT NULL,
	"country" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"provider" text NOT NULL,
	"payment_reference" text NOT NULL,
	"photo_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_payment_reference_unique" UNIQUE("payment_reference"),
	CONSTRAINT "orders_item_number_check" CHECK ("orders"."item_number" between 1 and 27),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending', 'complete')),
	CONSTRAINT "orders_language_check" CHECK ("orders"."language" in ('english', 'hindi')),
	CONSTRAINT "orders_amount_minor_check" CHECK ("orders"."amount_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "revoked_tokens" (
	"jti" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid,
	"uri" text NOT NULL,
	"thumbnail" text,
	"title" text NOT NULL,
	"description" text,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "videos_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "google_subject" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_user_id_created_date_idx" ON "orders" USING btree ("user_id","created_date");--> statement-breakpoint
CREATE INDEX "orders_status_created_date_idx" ON "orders" USING btree ("status","created_date");--> statement-breakpoint
CREATE INDEX "orders_created_date_idx" ON "orders" USING btree ("created_date");--> statement-breakpoint
CREATE INDEX "revoked_tokens_expires_at_idx" ON "revoked_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "videos_user_id_created_date_idx" ON "videos" USING btree ("user_id","created_date");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_google_subject_unique" UNIQUE("google_subject");