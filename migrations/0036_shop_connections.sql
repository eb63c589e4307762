-- Shops that sync themselves (docs/decisions/1070-shop-connections.md): one row per connected Stripe account or
-- Shopify shop, its key sealed with AES-256-GCM, where the last sync stopped, and how it went.
CREATE TABLE "shop_connections" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" varchar(16) NOT NULL,
	"shop_domain" varchar(255),
	"secret_sealed" text NOT NULL,
	"account_name" varchar(255),
	"cursor" text,
	"last_synced_at" timestamp with time zone,
	"last_error" text,
	"status" varchar(16) DEFAULT 'idle' NOT NULL,
	"orders_added" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_connections_provider_check" CHECK ("shop_connections"."provider" in ('stripe', 'shopify')),
	CONSTRAINT "shop_connections_status_check" CHECK ("shop_connections"."status" in ('idle', 'queued', 'syncing', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "shop_connections" ADD CONSTRAINT "shop_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_connections_user_idx" ON "shop_connections" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_connections_user_shop_idx" ON "shop_connections" USING btree ("user_id","provider","shop_domain");
