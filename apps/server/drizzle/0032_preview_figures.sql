CREATE TABLE "preview_daily_counts" (
	"day" date PRIMARY KEY NOT NULL,
	"rendered" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "previews_asked" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "previews_asked" integer;