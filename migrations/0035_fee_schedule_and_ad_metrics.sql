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
