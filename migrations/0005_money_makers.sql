CREATE TABLE "inventory" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"sku" varchar(100),
	"quantity" integer DEFAULT 0 NOT NULL,
	"cost_price" numeric(12, 2) NOT NULL,
	"sell_price" numeric(12, 2) NOT NULL,
	"supplier" text,
	"status" varchar(16) DEFAULT 'active' NOT NULL,
	"category" varchar(32),
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_quantity_nonnegative" CHECK ("inventory"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"inventory_id" integer,
	"product_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"sale_price" numeric(12, 2) NOT NULL,
	"cost_price" numeric(12, 2) NOT NULL,
	"profit" numeric(12, 2) NOT NULL,
	"platform" varchar(64),
	"customer_location" varchar(120),
	"order_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_favorites" (
	"user_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_favorites_user_id_supplier_id_pk" PRIMARY KEY("user_id","supplier_id")
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"platform" varchar(16) NOT NULL,
	"reliability_rating" integer NOT NULL,
	"shipping_speed" text NOT NULL,
	"quality_rating" integer NOT NULL,
	"location" varchar(16) NOT NULL,
	"specialties" jsonb NOT NULL,
	"contact_info" jsonb NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"model" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suppliers_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "inventory" ADD CONSTRAINT "inventory_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_inventory_id_inventory_id_fk" FOREIGN KEY ("inventory_id") REFERENCES "public"."inventory"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_favorites" ADD CONSTRAINT "supplier_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_favorites" ADD CONSTRAINT "supplier_favorites_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventory_user_idx" ON "inventory" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_user_sku_idx" ON "inventory" USING btree ("user_id","sku");--> statement-breakpoint
CREATE INDEX "sales_user_order_idx" ON "sales" USING btree ("user_id","order_date","id");--> statement-breakpoint
CREATE INDEX "sales_inventory_idx" ON "sales" USING btree ("inventory_id");--> statement-breakpoint
CREATE INDEX "suppliers_platform_idx" ON "suppliers" USING btree ("platform");--> statement-breakpoint
CREATE INDEX "suppliers_location_idx" ON "suppliers" USING btree ("location");--> statement-breakpoint
CREATE INDEX "suppliers_reliability_idx" ON "suppliers" USING btree ("reliability_rating");--> statement-breakpoint
CREATE INDEX "suppliers_specialties_idx" ON "suppliers" USING gin ("specialties");