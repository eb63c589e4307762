ALTER TABLE "users" ADD COLUMN "total_xp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- hand-written below
-- The total starts from the ledger as it is; from now on the triggers below keep it equal to the sum
-- (docs/decisions/844-xp-total-kept-on-the-user.md). Statement-level triggers with transition tables: one UPDATE
-- per statement, however many events it wrote.
UPDATE "users" SET "total_xp" = s."total" FROM (
  SELECT "user_id", sum("xp")::int AS "total" FROM "xp_events" GROUP BY "user_id"
) s WHERE "users"."id" = s."user_id";--> statement-breakpoint
CREATE FUNCTION "xp_total_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" SET "total_xp" = "users"."total_xp" + s."xp"
  FROM (SELECT "user_id", sum("xp")::int AS "xp" FROM "inserted_xp" GROUP BY "user_id") s
  WHERE "users"."id" = s."user_id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "xp_total_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" SET "total_xp" = "users"."total_xp" - s."xp"
  FROM (SELECT "user_id", sum("xp")::int AS "xp" FROM "deleted_xp" GROUP BY "user_id") s
  WHERE "users"."id" = s."user_id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "xp_total_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" SET "total_xp" = "users"."total_xp" + s."xp"
  FROM (
    SELECT "user_id", sum("xp")::int AS "xp" FROM (
      SELECT "user_id", "xp" FROM "updated_xp"
      UNION ALL SELECT "user_id", -"xp" FROM "replaced_xp"
    ) d GROUP BY "user_id"
  ) s
  WHERE "users"."id" = s."user_id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "xp_total_after_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" SET "total_xp" = 0 WHERE "total_xp" <> 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "xp_events_total_insert" AFTER INSERT ON "xp_events" REFERENCING NEW TABLE AS "inserted_xp"
  FOR EACH STATEMENT EXECUTE FUNCTION "xp_total_after_insert"();--> statement-breakpoint
CREATE TRIGGER "xp_events_total_delete" AFTER DELETE ON "xp_events" REFERENCING OLD TABLE AS "deleted_xp"
  FOR EACH STATEMENT EXECUTE FUNCTION "xp_total_after_delete"();--> statement-breakpoint
CREATE TRIGGER "xp_events_total_update" AFTER UPDATE ON "xp_events"
  REFERENCING OLD TABLE AS "replaced_xp" NEW TABLE AS "updated_xp"
  FOR EACH STATEMENT EXECUTE FUNCTION "xp_total_after_update"();--> statement-breakpoint
CREATE TRIGGER "xp_events_total_truncate" AFTER TRUNCATE ON "xp_events"
  FOR EACH STATEMENT EXECUTE FUNCTION "xp_total_after_truncate"();
