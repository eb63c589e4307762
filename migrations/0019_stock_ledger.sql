CREATE TABLE "inventory_movements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inventory_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"reason" varchar(16),
	"change" integer NOT NULL,
	"quantity_after" integer NOT NULL,
	"unit_cost_after" numeric(12, 2) NOT NULL,
	"purchase_cost" numeric(12, 2),
	"created_by" integer,
	"order_id" integer,
	"purchase_order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_movements_kind_check" CHECK ("inventory_movements"."kind" in ('sale', 'refund_restock', 'receipt', 'adjustment', 'import')),
	CONSTRAINT "inventory_movements_reason_check" CHECK (("inventory_movements"."kind" = 'adjustment') = ("inventory_movements"."reason" is not null) and ("inventory_movements"."reason" is null or "inventory_movements"."reason" in ('counted', 'damaged', 'lost', 'gift'))),
	CONSTRAINT "inventory_movements_quantity_nonnegative" CHECK ("inventory_movements"."quantity_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "purchase_order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"purchase_order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"item_id" integer,
	"item_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"received" integer DEFAULT 0 NOT NULL,
	"unit_cost" numeric(12, 2) NOT NULL,
	CONSTRAINT "purchase_order_lines_quantity_positive" CHECK ("purchase_order_lines"."quantity" > 0),
	CONSTRAINT "purchase_order_lines_received_range" CHECK ("purchase_order_lines"."received" >= 0 and "purchase_order_lines"."received" <= "purchase_order_lines"."quantity")
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"supplier" text NOT NULL,
	"status" varchar(24) DEFAULT 'draft' NOT NULL,
	"expected_date" date,
	"notes" text,
	"ordered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_orders_status_check" CHECK ("purchase_orders"."status" in ('draft', 'ordered', 'partially_received', 'received', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "inventory" ADD COLUMN "reorder_point" integer;--> statement-breakpoint
ALTER TABLE "inventory" ADD COLUMN "lead_time_days" integer;--> statement-breakpoint
ALTER TABLE "inventory" ADD COLUMN "preferred_supplier" text;--> statement-breakpoint
ALTER TABLE "inventory" ADD COLUMN "reorder_quantity" integer;--> statement-breakpoint
ALTER TABLE "inventory" ADD COLUMN "cover_days" integer;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_item_id_inventory_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."inventory"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_item_id_inventory_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."inventory"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventory_movements_item_idx" ON "inventory_movements" USING btree ("item_id","created_at","id");--> statement-breakpoint
CREATE INDEX "inventory_movements_user_idx" ON "inventory_movements" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "purchase_order_lines_order_idx" ON "purchase_order_lines" USING btree ("purchase_order_id");--> statement-breakpoint
CREATE INDEX "purchase_orders_user_idx" ON "purchase_orders" USING btree ("user_id","id");
--> statement-breakpoint
-- hand-written below
-- Every item already there gets one opening movement (an adjustment, reason counted) of its whole quantity, so its
-- quantity is the sum of its movements from the start (docs/decisions/1100-stock-movement-ledger.md).
INSERT INTO "inventory_movements" ("user_id", "item_id", "kind", "reason", "change", "quantity_after", "unit_cost_after", "created_by", "created_at")
SELECT "user_id", "id", 'adjustment', 'counted', "quantity", "quantity", "cost_price", "user_id", "created_at"
FROM "inventory";
