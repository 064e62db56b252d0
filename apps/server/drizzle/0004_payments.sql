CREATE TABLE "checkouts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"kid_name" text NOT NULL,
	"story_id" integer NOT NULL,
	"language" text NOT NULL,
	"email" text NOT NULL,
	"country" text NOT NULL,
	"phone_updates" boolean DEFAULT false NOT NULL,
	"phone_number" text,
	"country_code" text,
	"photo_ids" text[] NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"provider" text NOT NULL,
	"payment_reference" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"order_id" uuid,
	"provider_payment_id" text,
	"paid_at" timestamp with time zone,
	"next_check_at" timestamp with time zone NOT NULL,
	"check_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkouts_payment_reference_unique" UNIQUE("payment_reference"),
	CONSTRAINT "checkouts_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "checkouts_status_check" CHECK ("checkouts"."status" in ('open', 'paid', 'failed')),
	CONSTRAINT "checkouts_story_id_check" CHECK ("checkouts"."story_id" between 1 and 27),
	CONSTRAINT "checkouts_amount_minor_check" CHECK ("checkouts"."amount_minor" > 0),
	CONSTRAINT "checkouts_paid_at_check" CHECK (("checkouts"."status" = 'paid') = ("checkouts"."paid_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "processed_webhook_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processed_webhook_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"reference" text PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"client_secret" text,
	"checkout_id" uuid NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"payment_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payments_method_check" CHECK ("sandbox_payments"."method" in ('card', 'upi')),
	CONSTRAINT "sandbox_payments_status_check" CHECK ("sandbox_payments"."status" in ('created', 'succeeded', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkouts_next_check_at_idx" ON "checkouts" USING btree ("next_check_at");