-- Whole months of expenses and of new customers read from rollups (docs/decisions/1055-expense-and-new-customer-months.md):
-- the P&L's ad spend, its expenses and its new customers over a year summed twelve rows per kind, not 7,300 expenses
-- and 40,000 buyers. Both are kept by statement triggers (as users.total_xp is, migration 0028), so every writer of
-- expenses (typed in, imports, undo and removal by cascade, account deletion) and of customer_firsts keeps them.
CREATE TABLE "expense_month_totals" (
	"user_id" integer NOT NULL,
	"month" date NOT NULL,
	"category" varchar(16) NOT NULL,
	"source" varchar(16) NOT NULL,
	"platform" varchar(16) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"expenses" integer NOT NULL,
	"amount" numeric NOT NULL,
	CONSTRAINT "expense_month_totals_pk" PRIMARY KEY("user_id","month","category","source","platform","currency")
);
--> statement-breakpoint
ALTER TABLE "expense_month_totals" ADD CONSTRAINT "expense_month_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Per person, UTC month, category, source ('' when typed in), platform ('' when none) and currency: the count and
-- the sum of the expenses.
INSERT INTO "expense_month_totals" (user_id, month, category, source, platform, currency, expenses, amount)
SELECT e.user_id, date_trunc('month', e.spent_on at time zone 'UTC')::date, e.category, coalesce(e.source, ''),
       coalesce(e.platform, ''), e.currency, count(*), sum(e.amount)
FROM "expenses" e GROUP BY 1, 2, 3, 4, 5, 6;--> statement-breakpoint
-- Statement triggers move it by the expenses each statement adds (+) and takes away (-). A person being deleted is
-- skipped: their rows go with them by cascade. Rows left with no expense are removed.
CREATE FUNCTION "expense_month_totals_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "expense_month_totals" AS t (user_id, month, category, source, platform, currency, expenses, amount)
  SELECT d.user_id, date_trunc('month', d.spent_on at time zone 'UTC')::date, d.category, coalesce(d.source, ''),
         coalesce(d.platform, ''), d.currency, count(*), sum(d.amount)
  FROM "inserted_expenses" d WHERE EXISTS (SELECT 1 FROM "users" u WHERE u.id = d.user_id)
  GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 2, 3, 4, 5, 6
  ON CONFLICT (user_id, month, category, source, platform, currency)
  DO UPDATE SET expenses = t.expenses + excluded.expenses, amount = t.amount + excluded.amount;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "expense_month_totals_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "expense_month_totals" AS t (user_id, month, category, source, platform, currency, expenses, amount)
  SELECT d.user_id, date_trunc('month', d.spent_on at time zone 'UTC')::date, d.category, coalesce(d.source, ''),
         coalesce(d.platform, ''), d.currency, -count(*), -sum(d.amount)
  FROM "deleted_expenses" d WHERE EXISTS (SELECT 1 FROM "users" u WHERE u.id = d.user_id)
  GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 2, 3, 4, 5, 6
  ON CONFLICT (user_id, month, category, source, platform, currency)
  DO UPDATE SET expenses = t.expenses + excluded.expenses, amount = t.amount + excluded.amount;
  DELETE FROM "expense_month_totals" t
  WHERE t.expenses = 0 AND t.user_id IN (SELECT DISTINCT d.user_id FROM "deleted_expenses" d);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "expense_month_totals_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "expense_month_totals" AS t (user_id, month, category, source, platform, currency, expenses, amount)
  SELECT d.user_id, date_trunc('month', d.spent_on at time zone 'UTC')::date, d.category, coalesce(d.source, ''),
         coalesce(d.platform, ''), d.currency, sum(d.n), sum(d.n * d.amount)
  FROM (
    SELECT user_id, spent_on, category, source, platform, currency, amount, 1 AS n FROM "updated_expenses"
    UNION ALL
    SELECT user_id, spent_on, category, source, platform, currency, amount, -1 FROM "replaced_expenses"
  ) d WHERE EXISTS (SELECT 1 FROM "users" u WHERE u.id = d.user_id)
  GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(d.n) <> 0 OR sum(d.n * d.amount) <> 0 ORDER BY 2, 3, 4, 5, 6
  ON CONFLICT (user_id, month, category, source, platform, currency)
  DO UPDATE SET expenses = t.expenses + excluded.expenses, amount = t.amount + excluded.amount;
  DELETE FROM "expense_month_totals" t
  WHERE t.expenses = 0 AND t.user_id IN (SELECT DISTINCT d.user_id FROM "replaced_expenses" d);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "expense_month_totals_after_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "expense_month_totals";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "expenses_month_totals_insert" AFTER INSERT ON "expenses" REFERENCING NEW TABLE AS "inserted_expenses"
  FOR EACH STATEMENT EXECUTE FUNCTION "expense_month_totals_after_insert"();--> statement-breakpoint
CREATE TRIGGER "expenses_month_totals_delete" AFTER DELETE ON "expenses" REFERENCING OLD TABLE AS "deleted_expenses"
  FOR EACH STATEMENT EXECUTE FUNCTION "expense_month_totals_after_delete"();--> statement-breakpoint
CREATE TRIGGER "expenses_month_totals_update" AFTER UPDATE ON "expenses"
  REFERENCING OLD TABLE AS "replaced_expenses" NEW TABLE AS "updated_expenses"
  FOR EACH STATEMENT EXECUTE FUNCTION "expense_month_totals_after_update"();--> statement-breakpoint
CREATE TRIGGER "expenses_month_totals_truncate" AFTER TRUNCATE ON "expenses"
  FOR EACH STATEMENT EXECUTE FUNCTION "expense_month_totals_after_truncate"();--> statement-breakpoint
-- Per person and UTC month, the buyers whose first uncancelled order (customer_firsts.first_at) falls in it.
CREATE TABLE "customer_first_months" (
	"user_id" integer NOT NULL,
	"month" date NOT NULL,
	"customers" integer NOT NULL,
	CONSTRAINT "customer_first_months_pk" PRIMARY KEY("user_id","month")
);
--> statement-breakpoint
ALTER TABLE "customer_first_months" ADD CONSTRAINT "customer_first_months_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "customer_first_months" (user_id, month, customers)
SELECT c.user_id, date_trunc('month', c.first_at at time zone 'UTC')::date, count(*) FROM "customer_firsts" c GROUP BY 1, 2;--> statement-breakpoint
CREATE FUNCTION "customer_first_months_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "customer_first_months" AS t (user_id, month, customers)
  SELECT d.user_id, date_trunc('month', d.first_at at time zone 'UTC')::date, count(*)
  FROM "inserted_firsts" d WHERE EXISTS (SELECT 1 FROM "users" u WHERE u.id = d.user_id)
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (user_id, month) DO UPDATE SET customers = t.customers + excluded.customers;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "customer_first_months_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "customer_first_months" AS t (user_id, month, customers)
  SELECT d.user_id, date_trunc('month', d.first_at at time zone 'UTC')::date, -count(*)
  FROM "deleted_firsts" d WHERE EXISTS (SELECT 1 FROM "users" u WHERE u.id = d.user_id)
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (user_id, month) DO UPDATE SET customers = t.customers + excluded.customers;
  DELETE FROM "customer_first_months" t
  WHERE t.customers = 0 AND t.user_id IN (SELECT DISTINCT d.user_id FROM "deleted_firsts" d);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "customer_first_months_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "customer_first_months" AS t (user_id, month, customers)
  SELECT d.user_id, date_trunc('month', d.first_at at time zone 'UTC')::date, sum(d.n)
  FROM (
    SELECT user_id, first_at, 1 AS n FROM "updated_firsts"
    UNION ALL
    SELECT user_id, first_at, -1 FROM "replaced_firsts"
  ) d WHERE EXISTS (SELECT 1 FROM "users" u WHERE u.id = d.user_id)
  GROUP BY 1, 2 HAVING sum(d.n) <> 0 ORDER BY 1, 2
  ON CONFLICT (user_id, month) DO UPDATE SET customers = t.customers + excluded.customers;
  DELETE FROM "customer_first_months" t
  WHERE t.customers = 0 AND t.user_id IN (SELECT DISTINCT d.user_id FROM "replaced_firsts" d);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "customer_first_months_after_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "customer_first_months";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "customer_firsts_months_insert" AFTER INSERT ON "customer_firsts" REFERENCING NEW TABLE AS "inserted_firsts"
  FOR EACH STATEMENT EXECUTE FUNCTION "customer_first_months_after_insert"();--> statement-breakpoint
CREATE TRIGGER "customer_firsts_months_delete" AFTER DELETE ON "customer_firsts" REFERENCING OLD TABLE AS "deleted_firsts"
  FOR EACH STATEMENT EXECUTE FUNCTION "customer_first_months_after_delete"();--> statement-breakpoint
CREATE TRIGGER "customer_firsts_months_update" AFTER UPDATE ON "customer_firsts"
  REFERENCING OLD TABLE AS "replaced_firsts" NEW TABLE AS "updated_firsts"
  FOR EACH STATEMENT EXECUTE FUNCTION "customer_first_months_after_update"();--> statement-breakpoint
CREATE TRIGGER "customer_firsts_months_truncate" AFTER TRUNCATE ON "customer_firsts"
  FOR EACH STATEMENT EXECUTE FUNCTION "customer_first_months_after_truncate"();
