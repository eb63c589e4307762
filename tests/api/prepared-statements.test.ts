/**
 * Repeated statements are prepared on their connection (docs/decisions/845-prepared-statements-on-every-connection.md):
 * from a text's second run the server keeps its parse and plan, one-off texts are never kept, and two pools on one
 * database never trip over each other's names, also on the embedded database, whose connections share one backend.
 * Runs on both databases like every API test.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openDatabase, type Database } from "../../server/db/client";
import { createLogger } from "../../server/logger";
import { createTestDatabase, type TestDatabase } from "../support/database";

let database: TestDatabase;
let second: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  second = openDatabase(database.url, createLogger("silent"), 1, { keepIdle: true });
});
afterAll(async () => {
  await second?.close();
  await database?.close();
});

/** Prepared statements with this exact text that the connection running the count can see. */
async function preparedCopies(db: Database, text: string): Promise<number> {
  const { rows } = await db.pool.query<{ n: string }>(
    "select count(*) as n from pg_prepared_statements where statement = $1",
    [text],
  );
  return Number(rows[0]?.n);
}

it("prepares a parameterised text from its second run and answers every run alike", async () => {
  const text = "select $1::int * 2 as doubled";
  const answers: number[] = [];
  for (const n of [1, 2, 3]) answers.push((await database.pool.query<{ doubled: number }>(text, [n])).rows[0].doubled);
  expect(answers).toEqual([2, 4, 6]);
  expect(await preparedCopies(database, text)).toBe(1);
});

it("keeps no plan for a text run once", async () => {
  const text = "select $1::text || '!' as said";
  expect((await database.pool.query<{ said: string }>(text, ["once"])).rows[0].said).toBe("once!");
  expect(await preparedCopies(database, text)).toBe(0);
});

it("lets two pools on one database prepare the same text without a clash of names", async () => {
  const text = "select $1::int + 100 as moved";
  for (const n of [1, 2, 3]) {
    expect((await database.pool.query<{ moved: number }>(text, [n])).rows[0].moved).toBe(n + 100);
    expect((await second.pool.query<{ moved: number }>(text, [n])).rows[0].moved).toBe(n + 100);
  }
  // The embedded database's connections share one backend, which holds both; a server's connections hold one each.
  expect(await preparedCopies(database, text)).toBe(database.embedded ? 2 : 1);
});

it("prepares a query named by its caller (Drizzle's prepare) at once, under a name of its connection's own", async () => {
  const sum = (db: Database) =>
    db.db
      .select({ total: sql<number>`${sql.placeholder("a")}::int + ${sql.placeholder("b")}::int` })
      .from(sql`(select 1) as one`)
      .prepare("same_name_in_both_pools");
  expect(await sum(database).execute({ a: 2, b: 3 })).toEqual([{ total: 5 }]);
  expect(await sum(second).execute({ a: 4, b: 5 })).toEqual([{ total: 9 }]);
  const { rows } = await database.pool.query<{ n: string }>(
    "select count(*) as n from pg_prepared_statements where statement like $1",
    ["%$1::int + $2::int%"],
  );
  // Prepared at the first run; the embedded database's shared backend holds one for each pool, without a clash.
  expect(Number(rows[0]?.n)).toBe(database.embedded ? 2 : 1);
});

it("leaves statements without values (the simple protocol: migrations, several statements in one text) unnamed", async () => {
  await database.pool.query("select 1; select 2");
  await database.pool.query("select 1; select 2");
  expect(await preparedCopies(database, "select 1; select 2")).toBe(0);
});
