-- Per-order totals of the lines, kept on the order so the profit-and-loss by month or source and analytics' per-day
-- read scan orders only (docs/decisions/1014-order-line-totals.md). The code that writes lines keeps them; this fills
-- them for the orders already there. Lines are deleted only with their order, so nothing else moves them.
ALTER TABLE "orders" ADD COLUMN "goods" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "known_cost" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "units" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "unvalued_lines" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "orders" o
SET "goods" = t."goods", "known_cost" = t."known_cost", "units" = t."units", "unvalued_lines" = t."unvalued_lines"
FROM (
  SELECT "order_id",
         sum("quantity" * "unit_price") AS "goods",
         coalesce(sum("quantity" * "unit_cost"), 0) AS "known_cost",
         sum("quantity") AS "units",
         count(*) FILTER (WHERE "unit_cost" IS NULL AND NOT "service") AS "unvalued_lines"
  FROM "order_lines"
  GROUP BY "order_id"
) t
WHERE o."id" = t."order_id";
