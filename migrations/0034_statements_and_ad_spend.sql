-- Statements and ad spend as imports (docs/decisions/1050-statement-costs-beside-orders.md,
-- docs/decisions/1052-ad-spend-as-expenses.md): an ad expense names its platform and campaign; a payment
-- statement's fees and refunds for an order are kept as rows of their own, linked to the order once it is imported
-- (pending until then), added into the order's fees and refunds while linked and taken out again on undo.
ALTER TABLE "expenses" ADD COLUMN "platform" varchar(16);--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN "campaign" varchar(255);--> statement-breakpoint
CREATE INDEX "expenses_user_category_spent_idx" ON "expenses" USING btree ("user_id","category","spent_on");--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "costs_added" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE TABLE "statement_costs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"import_id" integer NOT NULL,
	"source" varchar(16) NOT NULL,
	"external_id" varchar(255) NOT NULL,
	"order_external_id" varchar(255) NOT NULL,
	"order_id" integer,
	"incurred_on" timestamp with time zone NOT NULL,
	"currency" varchar(3) NOT NULL,
	"fees" numeric(12, 2) DEFAULT '0' NOT NULL,
	"refunds" numeric(12, 2) DEFAULT '0' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "statement_costs" ADD CONSTRAINT "statement_costs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_costs" ADD CONSTRAINT "statement_costs_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_costs" ADD CONSTRAINT "statement_costs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "statement_costs_user_source_external_idx" ON "statement_costs" USING btree ("user_id","source","external_id");--> statement-breakpoint
CREATE INDEX "statement_costs_pending_idx" ON "statement_costs" USING btree ("user_id","source","order_external_id") WHERE "order_id" is null;--> statement-breakpoint
CREATE INDEX "statement_costs_order_idx" ON "statement_costs" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "statement_costs_import_idx" ON "statement_costs" USING btree ("import_id");
