CREATE TABLE "order_segment_totals" (
	"user_id" integer NOT NULL,
	"month" date NOT NULL,
	"kind" varchar(8) NOT NULL,
	"name" text NOT NULL,
	"currency" varchar(3) NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"units" bigint DEFAULT 0 NOT NULL,
	"goods" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "order_segment_totals_user_id_month_kind_name_currency_pk" PRIMARY KEY("user_id","month","kind","name","currency"),
	CONSTRAINT "order_segment_totals_kind" CHECK ("order_segment_totals"."kind" in ('platform', 'location'))
);
--> statement-breakpoint
ALTER TABLE "order_segment_totals" ADD CONSTRAINT "order_segment_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- hand-written below
-- The segment rollup of the orders already there (docs/decisions/1031-segment-rollup-for-analytics.md), as
-- server/orders/rollup.ts sums them.
INSERT INTO "order_segment_totals" ("user_id", "month", "kind", "name", "currency", "orders", "units", "goods")
SELECT o.user_id, date_trunc('month', o.ordered_at at time zone 'UTC')::date, s.kind, s.name, o.currency,
       count(*), sum(o.units), sum(o.goods)
  FROM orders o
 CROSS JOIN LATERAL (VALUES
   ('platform', coalesce(trim(CASE WHEN o.source = 'manual' THEN o.channel
        ELSE coalesce(nullif(trim(o.channel), ''), CASE o.source WHEN 'shopify' THEN 'Shopify' WHEN 'etsy' THEN 'Etsy'
             WHEN 'amazon' THEN 'Amazon' WHEN 'stripe' THEN 'Stripe' ELSE 'CSV import' END) END), '')),
   ('location', coalesce(trim(o.customer_location), ''))) AS s(kind, name)
 WHERE NOT o.cancelled
 GROUP BY 1, 2, 3, 4, 5;
