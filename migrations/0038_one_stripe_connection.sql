-- One Stripe connection per person (docs/decisions/1075-one-stripe-connection.md). A Stripe connection has no shop
-- domain, so the unique index on (user, provider, shop) never held for it: twenty clicks on Connect kept twenty.
-- Duplicates made before this rule keep the oldest; the orders they brought stay (they are the person's sales).
DELETE FROM "shop_connections" AS a USING "shop_connections" AS b
  WHERE a."provider" = 'stripe' AND b."provider" = 'stripe' AND a."user_id" = b."user_id" AND a."id" > b."id";
--> statement-breakpoint
CREATE UNIQUE INDEX "shop_connections_one_stripe_idx" ON "shop_connections" USING btree ("user_id") WHERE "shop_connections"."provider" = 'stripe';
