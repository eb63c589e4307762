-- A statement row in another currency than its order (docs/decisions/1057-statement-rows-in-another-currency.md): the
-- rate it was converted at into the order's currency when it was linked (1 in the same currency; null while pending),
-- so undo takes off exactly what was added.
ALTER TABLE "statement_costs" ADD COLUMN "order_rate" numeric;--> statement-breakpoint
UPDATE "statement_costs" SET "order_rate" = 1 WHERE "order_id" IS NOT NULL;
