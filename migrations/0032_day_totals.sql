CREATE TABLE "order_day_totals" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"currency" varchar(3) NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"units" bigint DEFAULT 0 NOT NULL,
	"goods" numeric DEFAULT '0' NOT NULL,
	"known_cost" numeric DEFAULT '0' NOT NULL,
	"discounts" numeric DEFAULT '0' NOT NULL,
	"refunds" numeric DEFAULT '0' NOT NULL,
	"shipping" numeric DEFAULT '0' NOT NULL,
	"fees" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "order_day_totals_user_id_day_currency_pk" PRIMARY KEY("user_id","day","currency")
);
--> statement-breakpoint
ALTER TABLE "order_day_totals" ADD CONSTRAINT "order_day_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- hand-written below
-- The day rollup of the orders already there (docs/decisions/1033-day-rollup-for-analytics.md), as
-- server/orders/rollup.ts sums them.
INSERT INTO "order_day_totals" ("user_id", "day", "currency", "orders", "units", "goods", "known_cost", "discounts",
                                "refunds", "shipping", "fees")
SELECT o.user_id, (o.ordered_at at time zone 'UTC')::date, o.currency, count(*), sum(o.units), sum(o.goods),
       sum(o.known_cost), sum(o.discounts), sum(o.refunds), sum(o.shipping), sum(o.fees)
  FROM orders o
 WHERE NOT o.cancelled
 GROUP BY 1, 2, 3;
