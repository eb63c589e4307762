CREATE TABLE "user_totals" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"users" bigint NOT NULL,
	CONSTRAINT "user_totals_single_row" CHECK ("user_totals"."id" = 1)
);
--> statement-breakpoint
-- The count starts from the users already there; from now on the triggers below keep it exact.
INSERT INTO "user_totals" ("id", "users") SELECT 1, count(*) FROM "users";--> statement-breakpoint
-- Statement-level triggers with transition tables: one UPDATE per statement, however many rows it touched.
CREATE FUNCTION "user_totals_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "user_totals" SET "users" = "users" + (SELECT count(*) FROM "inserted_users") WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "user_totals_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "user_totals" SET "users" = "users" - (SELECT count(*) FROM "deleted_users") WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "user_totals_after_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "user_totals" SET "users" = 0 WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_total_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS "inserted_users"
  FOR EACH STATEMENT EXECUTE FUNCTION "user_totals_after_insert"();--> statement-breakpoint
CREATE TRIGGER "users_total_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS "deleted_users"
  FOR EACH STATEMENT EXECUTE FUNCTION "user_totals_after_delete"();--> statement-breakpoint
CREATE TRIGGER "users_total_truncate" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "user_totals_after_truncate"();
