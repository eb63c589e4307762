-- Every recorded sale becomes an order of source 'manual' with one line, before the sales table goes
-- (docs/decisions/1010-sales-become-orders.md). The sale's price and cost were per unit; its cost was known
-- when it was typed, so the line is valued at the sale's time. A sale of no units adds nothing and has no line.
WITH "moved" AS (
  INSERT INTO "orders" ("user_id", "source", "external_id", "ordered_at", "currency", "channel", "customer_location", "created_at")
  SELECT "user_id", 'manual', 'sale-' || "id", "order_date", 'USD', "platform", "customer_location", "created_at"
  FROM "sales"
  WHERE "quantity" > 0
  RETURNING "id", "user_id", "external_id"
)
INSERT INTO "order_lines" ("order_id", "user_id", "sku", "name", "quantity", "unit_price", "unit_cost", "inventory_id", "valued_at")
SELECT m."id", s."user_id", i."sku", s."product_name", s."quantity", s."sale_price", s."cost_price", s."inventory_id", s."created_at"
FROM "moved" m
JOIN "sales" s ON m."external_id" = 'sale-' || s."id" AND m."user_id" = s."user_id"
LEFT JOIN "inventory" i ON i."id" = s."inventory_id";
--> statement-breakpoint
DROP TABLE "sales" CASCADE;
