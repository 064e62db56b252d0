CREATE TABLE "invoice_series" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_series_financial_year_check" CHECK ("invoice_series"."financial_year" ~ '^[0-9]{4}-[0-9]{2}$'),
	CONSTRAINT "invoice_series_last_number_check" CHECK ("invoice_series"."last_number" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"serial" integer NOT NULL,
	"kind" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"order_number" text NOT NULL,
	"seller_name" text NOT NULL,
	"seller_address" text[] NOT NULL,
	"seller_state" text NOT NULL,
	"seller_gstin" text,
	"buyer_name" text,
	"buyer_email" text,
	"buyer_country" text NOT NULL,
	"buyer_state" text,
	"place_of_supply" text,
	"child_name" text,
	"buyer_erased_at" timestamp with time zone,
	"item_description" text NOT NULL,
	"sac" text NOT NULL,
	"currency" text NOT NULL,
	"taxable_minor" integer NOT NULL,
	"tax_lines" jsonb NOT NULL,
	"total_minor" integer NOT NULL,
	CONSTRAINT "invoices_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_financial_year_serial_unique" UNIQUE("financial_year","serial"),
	CONSTRAINT "invoices_kind_check" CHECK ("invoices"."kind" in ('tax-invoice', 'receipt')),
	CONSTRAINT "invoices_serial_check" CHECK ("invoices"."serial" > 0),
	CONSTRAINT "invoices_amounts_check" CHECK ("invoices"."taxable_minor" >= 0 and "invoices"."total_minor" >= "invoices"."taxable_minor"),
	CONSTRAINT "invoices_tax_invoice_gstin_check" CHECK ("invoices"."kind" = 'receipt' or "invoices"."seller_gstin" is not null),
	CONSTRAINT "invoices_buyer_erasure_check" CHECK (("invoices"."buyer_erased_at" is null and "invoices"."buyer_email" is not null) or ("invoices"."buyer_erased_at" is not null and "invoices"."buyer_email" is null and "invoices"."buyer_name" is null and "invoices"."child_name" is null))
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;