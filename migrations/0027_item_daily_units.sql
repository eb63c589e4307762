CREATE TABLE "item_daily_units" (
	"user_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"day" date NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "item_daily_units_user_id_day_item_id_pk" PRIMARY KEY("user_id","day","item_id")
);
--> statement-breakpoint
ALTER TABLE "item_daily_units" ADD CONSTRAINT "item_daily_units_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_daily_units" ADD CONSTRAINT "item_daily_units_item_id_inventory_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."inventory"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_daily_units_item_idx" ON "item_daily_units" USING btree ("item_id","day");
--> statement-breakpoint
-- hand-written below
-- The item rollup of the lines already there (docs/decisions/1104-item-daily-units.md), as server/orders/rollup.ts sums them.
INSERT INTO "item_daily_units" ("user_id", "item_id", "day", "lines", "units")
SELECT o.user_id, l.inventory_id, (o.ordered_at at time zone 'UTC')::date, count(*), sum(l.quantity)
  FROM orders o JOIN order_lines l ON l.order_id = o.id
 WHERE NOT o.cancelled AND l.inventory_id IS NOT NULL
 GROUP BY 1, 2, 3;
