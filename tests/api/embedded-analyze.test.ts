/**
 * The embedded database's statistics (decision 987): a table changed past autovacuum's default threshold is
 * analysed (the planner then knows its size), and nothing is analysed again until it changes that much once
 * more. Runs on the embedded database, where nothing else would ever analyse it, and on a server with
 * TEST_DATABASE_URL (the same statement).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { analyzeChangedTables } from "../../server/db/embedded-analyze";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** The statistics views lag a write by up to a second (each backend flushes its counts when idle). */
async function changesSeen(table: string, atLeast: number) {
  for (let i = 0; i < 100; i++) {
    const { rows } = await database.pool.query(
      `select n_mod_since_analyze as n from pg_stat_user_tables where relname = $1`,
      [table],
    );
    if (Number(rows[0]?.n ?? 0) >= atLeast) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the statistics views never showed ${atLeast} changes to ${table}`);
}

const reltuples = async (table: string) =>
  Number((await database.pool.query(`select reltuples from pg_class where relname = $1`, [table])).rows[0].reltuples);

describe("analyzeChangedTables", () => {
  it("analyses a table past the threshold once, then leaves it until it changes again", async () => {
    // A fresh copy of the template may carry tables never analysed: settle them first.
    await analyzeChangedTables(database.pool);
    const { rows } = await database.pool.query(
      `insert into users (email, username, password, first_name, last_name)
       select 'analyze' || i || '@example.test', 'analyze_' || i, 'x', 'A', 'B' from generate_series(1, 400) as i
       returning id`,
    );
    expect(rows).toHaveLength(400);
    await changesSeen("users", 400);

    // Stopped (the server closing) before its first table: nothing is analysed.
    expect(await analyzeChangedTables(database.pool, () => true)).toEqual([]);
    const analysed = await analyzeChangedTables(database.pool);
    // On a server, autovacuum may have analysed it a moment earlier; the embedded database has nobody else.
    if (database.embedded) expect(analysed).toContain("public.users");
    expect(await reltuples("users")).toBeGreaterThanOrEqual(400);

    expect(await analyzeChangedTables(database.pool)).not.toContain("public.users");
    // Under the threshold (50 rows + 10 %): still not analysed again.
    await database.pool.query(`update users set last_name = 'C' where id = $1`, [rows[0].id]);
    await changesSeen("users", 1);
    expect(await analyzeChangedTables(database.pool)).not.toContain("public.users");
  });
});
