CREATE TABLE "currency_rates" (
	"user_id" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"month" varchar(7) NOT NULL,
	"rate" numeric(18, 8) NOT NULL,
	CONSTRAINT "currency_rates_user_id_currency_month_pk" PRIMARY KEY("user_id","currency","month"),
	CONSTRAINT "currency_rates_rate_positive" CHECK ("currency_rates"."rate" > 0)
);
--> statement-breakpoint
CREATE TABLE "expenses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"spent_on" timestamp with time zone NOT NULL,
	"category" varchar(16) NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" varchar(3) DEFAULT 'USD' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"source" varchar(16),
	"external_id" varchar(255),
	"import_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expenses_category_check" CHECK ("expenses"."category" in ('ads', 'software', 'supplies', 'shipping', 'platform', 'other'))
);
--> statement-breakpoint
CREATE TABLE "finance_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"home_currency" varchar(3) DEFAULT 'USD' NOT NULL,
	"hours_per_week" numeric(5, 1),
	"hourly_wage" numeric(12, 2),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "finance_targets" (
	"user_id" integer NOT NULL,
	"month" varchar(7) NOT NULL,
	"revenue" numeric(12, 2),
	"profit" numeric(12, 2),
	CONSTRAINT "finance_targets_user_id_month_pk" PRIMARY KEY("user_id","month")
);
--> statement-breakpoint
CREATE TABLE "import_files" (
	"import_id" integer PRIMARY KEY NOT NULL,
	"content" "bytea" NOT NULL,
	"byte_size" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_mappings" (
	"user_id" integer NOT NULL,
	"header_key" varchar(64) NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_mappings_user_id_header_key_pk" PRIMARY KEY("user_id","header_key")
);
--> statement-breakpoint
CREATE TABLE "imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"format" varchar(32) NOT NULL,
	"file_name" text NOT NULL,
	"status" varchar(16) DEFAULT 'queued' NOT NULL,
	"skip_bad_rows" boolean DEFAULT false NOT NULL,
	"mapping" jsonb,
	"rows_total" integer DEFAULT 0 NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"orders_added" integer DEFAULT 0 NOT NULL,
	"orders_skipped" integer DEFAULT 0 NOT NULL,
	"expenses_added" integer DEFAULT 0 NOT NULL,
	"products_updated" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "imports_status_check" CHECK ("imports"."status" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"sku" varchar(100),
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	"unit_cost" numeric(12, 2),
	"service" boolean DEFAULT false NOT NULL,
	"inventory_id" integer,
	"valued_at" timestamp with time zone,
	CONSTRAINT "order_lines_quantity_positive" CHECK ("order_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"source" varchar(16) NOT NULL,
	"external_id" varchar(255) NOT NULL,
	"import_id" integer,
	"ordered_at" timestamp with time zone NOT NULL,
	"currency" varchar(3) DEFAULT 'USD' NOT NULL,
	"customer_key" varchar(64),
	"discounts" numeric(12, 2) DEFAULT '0' NOT NULL,
	"shipping" numeric(12, 2) DEFAULT '0' NOT NULL,
	"taxes" numeric(12, 2) DEFAULT '0' NOT NULL,
	"refunds" numeric(12, 2) DEFAULT '0' NOT NULL,
	"fees" numeric(12, 2) DEFAULT '0' NOT NULL,
	"cancelled" boolean DEFAULT false NOT NULL,
	"channel" varchar(64),
	"customer_location" varchar(120),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_source_check" CHECK ("orders"."source" in ('shopify', 'etsy', 'amazon', 'stripe', 'csv', 'manual'))
);
--> statement-breakpoint
ALTER TABLE "currency_rates" ADD CONSTRAINT "currency_rates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_settings" ADD CONSTRAINT "finance_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_targets" ADD CONSTRAINT "finance_targets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_files" ADD CONSTRAINT "import_files_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_mappings" ADD CONSTRAINT "import_mappings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_inventory_id_inventory_id_fk" FOREIGN KEY ("inventory_id") REFERENCES "public"."inventory"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expenses_user_spent_idx" ON "expenses" USING btree ("user_id","spent_on");--> statement-breakpoint
CREATE UNIQUE INDEX "expenses_user_source_external_idx" ON "expenses" USING btree ("user_id","source","external_id");--> statement-breakpoint
CREATE INDEX "imports_user_idx" ON "imports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_lines_inventory_idx" ON "order_lines" USING btree ("inventory_id");--> statement-breakpoint
CREATE INDEX "order_lines_unvalued_idx" ON "order_lines" USING btree ("user_id","sku") WHERE "order_lines"."unit_cost" is null and "order_lines"."service" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_user_source_external_idx" ON "orders" USING btree ("user_id","source","external_id");--> statement-breakpoint
CREATE INDEX "orders_user_ordered_idx" ON "orders" USING btree ("user_id","ordered_at","id");--> statement-breakpoint
CREATE INDEX "orders_import_idx" ON "orders" USING btree ("import_id");