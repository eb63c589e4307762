-- Estimated fees and profit after ads (docs/decisions/1060-estimated-fees-from-a-dated-schedule.md,
-- docs/decisions/1062-profit-after-ads-metrics.md): a person's own fee rate per channel, replacing the dated
-- schedule's; the orders whose fees are still zero (the ones estimated) and each buyer's orders in date order
-- (new customers) read by index rather than by a pass over every order.
CREATE TABLE "fee_overrides" (
	"user_id" integer NOT NULL,
	"channel" varchar(16) NOT NULL,
	"option_id" varchar(32),
	"percent" numeric(6, 3) NOT NULL,
	"per_order" numeric(12, 2) NOT NULL,
	"per_unit" numeric(12, 2) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_overrides_user_id_channel_pk" PRIMARY KEY("user_id","channel"),
	CONSTRAINT "fee_overrides_channel_check" CHECK ("fee_overrides"."channel" in ('etsy', 'shopify', 'amazon', 'stripe')),
	CONSTRAINT "fee_overrides_amounts_check" CHECK ("fee_overrides"."percent" between 0 and 100 and "fee_overrides"."per_order" >= 0 and "fee_overrides"."per_unit" >= 0)
);
--> statement-breakpoint
ALTER TABLE "fee_overrides" ADD CONSTRAINT "fee_overrides_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_user_unfeed_idx" ON "orders" USING btree ("user_id","ordered_at") WHERE "orders"."fees" = 0 and not "orders"."cancelled";--> statement-breakpoint
CREATE INDEX "orders_user_customer_idx" ON "orders" USING btree ("user_id","customer_key","ordered_at") WHERE "orders"."customer_key" is not null and not "orders"."cancelled";
--> statement-breakpoint
-- The month rollup also keeps the orders still without fees (docs/decisions/1064-profit-after-ads-reads.md): their count,
-- units and fee base (goods - discounts + shipping, never below zero), moved by applyOrderTotals with the other sums.
ALTER TABLE "order_month_totals" ADD COLUMN "unfeed_orders" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_month_totals" ADD COLUMN "unfeed_units" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_month_totals" ADD COLUMN "unfeed_base" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
UPDATE "order_month_totals" t SET "unfeed_orders" = s.n, "unfeed_units" = s.units, "unfeed_base" = s.base
FROM (
	SELECT o.user_id, date_trunc('month', o.ordered_at at time zone 'UTC')::date AS month, o.source, o.currency, o.cancelled,
	       count(*) AS n, sum(o.units) AS units, sum(greatest(o.goods - o.discounts + o.shipping, 0)) AS base
	FROM "orders" o WHERE o.fees = 0 AND o.goods > 0
	GROUP BY 1, 2, 3, 4, 5
) s
WHERE t.user_id = s.user_id AND t.month = s.month AND t.source = s.source AND t.currency = s.currency AND t.cancelled = s.cancelled;--> statement-breakpoint
-- Each buyer's first uncancelled order and their count of orders (docs/decisions/1064-profit-after-ads-reads.md).
CREATE TABLE "customer_firsts" (
	"user_id" integer NOT NULL,
	"customer_key" varchar(64) NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"orders" integer NOT NULL,
	CONSTRAINT "customer_firsts_user_id_customer_key_pk" PRIMARY KEY("user_id","customer_key")
);
--> statement-breakpoint
ALTER TABLE "customer_firsts" ADD CONSTRAINT "customer_firsts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_firsts_user_first_idx" ON "customer_firsts" USING btree ("user_id","first_at");--> statement-breakpoint
INSERT INTO "customer_firsts" (user_id, customer_key, first_at, orders)
SELECT o.user_id, o.customer_key, min(o.ordered_at), count(*) FROM "orders" o
WHERE o.customer_key IS NOT NULL AND NOT o.cancelled GROUP BY 1, 2;
