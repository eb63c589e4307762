CREATE TABLE "order_month_totals" (
	"user_id" integer NOT NULL,
	"month" date NOT NULL,
	"source" varchar(16) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"cancelled" boolean NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"units" bigint DEFAULT 0 NOT NULL,
	"goods" numeric DEFAULT '0' NOT NULL,
	"known_cost" numeric DEFAULT '0' NOT NULL,
	"unvalued_lines" integer DEFAULT 0 NOT NULL,
	"discounts" numeric DEFAULT '0' NOT NULL,
	"refunds" numeric DEFAULT '0' NOT NULL,
	"shipping" numeric DEFAULT '0' NOT NULL,
	"fees" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "order_month_totals_user_id_month_source_currency_cancelled_pk" PRIMARY KEY("user_id","month","source","currency","cancelled")
);
--> statement-breakpoint
CREATE TABLE "order_product_totals" (
	"user_id" integer NOT NULL,
	"month" date NOT NULL,
	"product" text NOT NULL,
	"currency" varchar(3) NOT NULL,
	"label" text NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	"units" bigint DEFAULT 0 NOT NULL,
	"goods" numeric DEFAULT '0' NOT NULL,
	"known_cost" numeric DEFAULT '0' NOT NULL,
	"unvalued_lines" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_product_totals_user_id_month_product_currency_pk" PRIMARY KEY("user_id","month","product","currency")
);
--> statement-breakpoint
ALTER TABLE "order_month_totals" ADD CONSTRAINT "order_month_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_product_totals" ADD CONSTRAINT "order_product_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- hand-written below
-- The rollups of the orders already there (docs/decisions/1030-order-rollups.md), as server/orders/rollup.ts sums them.
INSERT INTO "order_month_totals" ("user_id", "month", "source", "currency", "cancelled", "orders", "units", "goods",
  "known_cost", "unvalued_lines", "discounts", "refunds", "shipping", "fees")
SELECT o.user_id, date_trunc('month', o.ordered_at at time zone 'UTC')::date, o.source, o.currency, o.cancelled,
       count(*), sum(o.units), sum(o.goods), sum(o.known_cost), sum(o.unvalued_lines), sum(o.discounts),
       sum(o.refunds), sum(o.shipping), sum(o.fees)
  FROM orders o
 GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
INSERT INTO "order_product_totals" ("user_id", "month", "product", "currency", "label", "lines", "units", "goods",
  "known_cost", "unvalued_lines")
SELECT o.user_id, date_trunc('month', o.ordered_at at time zone 'UTC')::date,
       coalesce('sku:' || nullif(lower(trim(l.sku)), ''), 'name:' || l.name), o.currency, min(l.name), count(*),
       sum(l.quantity), sum(l.quantity * l.unit_price), coalesce(sum(l.quantity * l.unit_cost), 0),
       count(*) filter (where l.unit_cost is null and not l.service)
  FROM orders o JOIN order_lines l ON l.order_id = o.id
 WHERE NOT o.cancelled
 GROUP BY 1, 2, 3, 4;
