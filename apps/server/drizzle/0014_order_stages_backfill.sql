-- Orders from before production stages: a complete order was delivered (when its video was made),
-- every other one is received. Each gets the events it would have had, so its timeline is whole.
UPDATE "orders" SET "stage" = 'delivered' WHERE "status" = 'complete';
--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "kind", "from_stage", "to_stage", "note", "actor_role", "created_at")
SELECT "id", 'created', NULL, 'received', NULL, 'system', "created_date" FROM "orders";
--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "kind", "from_stage", "to_stage", "note", "actor_role", "created_at")
SELECT o."id", 'delivered', 'received', 'delivered', NULL, 'system', coalesce(v."created_date", o."updated_date")
FROM "orders" o LEFT JOIN "videos" v ON v."order_id" = o."id"
WHERE o."status" = 'complete';
--> statement-breakpoint
-- The seed's status keeps its meaning: complete exactly when delivered.
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_stage_check" CHECK (("status" = 'complete') = ("stage" = 'delivered'));
