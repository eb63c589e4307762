/**
 * Migrations run under an advisory lock (docs/decisions/1621-migrations-under-a-lock.md): any
 * number of processes can start together on an empty database; one migrates, the others wait and find it done.
 * On a server (TEST_DATABASE_URL) three production processes start at once; the embedded database belongs to one
 * process, so there one process starts on an empty folder and the lock is taken and given back.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { MIGRATIONS_DIR, MIGRATION_LOCK_KEY, runMigrations } from "../../server/db/migrate";
import { createTestDatabase, type TestDatabase } from "../support/database";
import {
  createServerDatabase,
  startServerProcess,
  type ServerDatabase,
  type ServerProcess,
} from "../support/server-process";

const MIGRATIONS = (
  JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, "meta/_journal.json"), "utf8")) as {
    entries: unknown[];
  }
).entries.length;

const started: ServerProcess[] = [];
const databases: { close: () => Promise<void> }[] = [];
afterAll(async () => {
  for (const server of started) server.child.kill("SIGKILL");
  await Promise.all(started.map((s) => s.exited));
  for (const database of databases) await database.close();
});

async function appliedMigrations(database: ServerDatabase | TestDatabase): Promise<number> {
  const count = sql`select count(*)::int as n from drizzle.__drizzle_migrations`;
  const read = async (db: TestDatabase["db"]) => (await db.execute<{ n: number }>(count)).rows[0].n;
  return "use" in database ? database.use(read) : read(database.db);
}

it("starts three processes at once on an empty database: each serves, every migration applied once", async () => {
  const database = await createServerDatabase({ empty: true });
  databases.push(database);
  const count = process.env.TEST_DATABASE_URL ? 3 : 1;
  const servers = await Promise.all(Array.from({ length: count }, () => startServerProcess(database.env, 150_000)));
  started.push(...servers);
  for (const server of servers) expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
  for (const server of servers) server.child.kill("SIGTERM");
  await Promise.all(servers.map((s) => s.exited));
  expect(await appliedMigrations(database)).toBe(MIGRATIONS);
}, 240_000);

it("migrates from three callers at once on one empty database and leaves the lock free", async () => {
  const database = await createTestDatabase(4, { empty: true });
  databases.push(database);
  // On the embedded database the callers share its one connection and take their turns.
  await Promise.all([runMigrations(database.db), runMigrations(database.db), runMigrations(database.db)]);
  expect(await appliedMigrations(database)).toBe(MIGRATIONS);
  const held = await database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = ${MIGRATION_LOCK_KEY}`,
  );
  expect(held.rows[0].n).toBe(0);
}, 120_000);
