/**
 * Backups that restore (docs/operations.md#backups): a database with rows in every table a person owns is backed up
 * while the app serves requests, restored into a fresh one, and the restored one holds the same rows in every
 * user-owned table (the registry's walk, docs/decisions/1222-one-registry-of-owned-tables.md) and signs its people
 * in to the same answers. On the embedded database the backup comes from the running server over its local channel
 * (docs/decisions/1650-embedded-backups-through-the-running-process.md); with TEST_DATABASE_URL, from pg_dump.
 */
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type pg from "pg";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, expect, inject, it } from "vitest";
import { openDatabase } from "../../server/db/client";
import { openConfiguredDatabase } from "../../server/db/open";
import { templateData } from "../../server/db/template";
import { parseEnv } from "../../server/env";
import { createLogger } from "../../server/logger";
import { BackupError, backupEmbedded, backupServer, restoreEmbedded, restoreServer } from "../../server/ops/backup";
import type { User } from "../../shared/schema";
import { buildUser, signIn } from "../support/factories";
import type { TestDatabase } from "../support/database";
import { adminQuery, databaseUrl } from "../support/database-template";
import { createTestApp, type TestApp } from "../support/test-app";
import { seedEverything, userColumns } from "./account-data-support";

const serverUrl = process.env.TEST_DATABASE_URL;
const logger = createLogger("silent");
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

const tempDir = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
};

/** The embedded database as the server opens it (its backup channel included), on `dataDir`. */
async function embeddedAt(dataDir: string, { fromTemplate = false } = {}): Promise<TestDatabase> {
  if (fromTemplate) {
    // The run's migrated template (docs/decisions/830-test-database-template.md), written into the folder.
    const template = inject("testDatabaseTemplate");
    const seeded = await PGlite.create({
      dataDir: path.join(dataDir, "pglite"),
      loadDataDir: templateData(template?.kind === "pglite" ? template.dumpFile : undefined),
    });
    await seeded.close();
  }
  const env = parseEnv({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent" } as NodeJS.ProcessEnv);
  const opened = await openConfiguredDatabase(env, logger);
  return { ...opened, url: opened.embedded!.url };
}

/** A new, empty database on the test server. */
async function emptyServerDatabase(): Promise<string> {
  const name = `hf_restore_${crypto.randomBytes(6).toString("hex")}`;
  await adminQuery(serverUrl!, `CREATE DATABASE ${name}`);
  cleanups.push(() => adminQuery(serverUrl!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  return databaseUrl(serverUrl!, name);
}

/** Every row of every table that holds user data, each table's rows in one fixed order. */
async function ownedRows(pool: pg.Pool, tables: string[]): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const table of tables) out[table] = (await pool.query(`select * from ${table} t order by t::text`)).rows;
  return out;
}

/** The tables whose rows differ between two snapshots. */
const differing = (a: Record<string, unknown[]>, b: Record<string, unknown[]>) =>
  Object.keys(a).filter((t) => JSON.stringify(a[t]) !== JSON.stringify(b[t]));

/**
 * Rows in the tables the archive test's seed leaves empty (derived sums, notices, security rows and such): a backup
 * must carry them too. `carl` has asked for his account's deletion.
 */
async function seedTheRest(pool: pg.Pool, me: number, other: number, carl: number, mark: string): Promise<void> {
  const q = async (text: string, values: unknown[] = []) => (await pool.query(text, values)).rows;
  const item = (await q(`select id from inventory where user_id = $1 order by id limit 1`, [me]))[0] as { id: number };
  const idea = (await q(`select id from business_ideas where user_id = $1 order by id limit 1`, [me]))[0] as {
    id: number;
  };
  // The business profile is seeded with the archive's rows (tests/api/account-data-support.ts).
  const exported = (
    await q(`insert into account_exports (user_id, status) values ($1, 'ready') returning id`, [me])
  )[0] as { id: number };
  await q(`insert into account_export_parts (export_id, user_id, part, content) values ($1, $2, 0, $3)`, [
    exported.id,
    me,
    Buffer.from(`zip ${mark}`),
  ]);
  await q(`insert into idea_evidence (user_id, idea_id, type, data) values ($1, $2, 'note', $3)`, [
    me,
    idea.id,
    JSON.stringify({ text: `evidence ${mark}` }),
  ]);
  await q(
    `insert into idea_score_history (user_id, idea_id, overall, demand, willingness_to_pay, competition, strength)
     values ($1, $2, 60, 60, 60, 60, 'medium')`,
    [me, idea.id],
  );
  await q(
    `insert into inventory_movements (user_id, item_id, kind, change, quantity_after, unit_cost_after, created_by)
     values ($1, $2, 'receipt', 4, 4, '2.50', $1)`,
    [me, item.id],
  );
  await q(`insert into item_daily_units (user_id, item_id, day) values ($1, $2, '2026-03-01')`, [me, item.id]);
  await q(`insert into mentor_memories (user_id, text) values ($1, $2)`, [me, `remembers ${mark}`]);
  await q(`insert into notification_digests (user_id, day) values ($1, '2026-03-01')`, [me]);
  await q(`insert into notification_preferences (user_id) values ($1)`, [me]);
  await q(`insert into notifications (user_id, kind, title) values ($1, 'stock_low', $2)`, [me, `low ${mark}`]);
  await q(
    `insert into order_month_totals (user_id, month, source, currency, cancelled) values ($1, '2026-03-01', 'csv', 'USD', false)`,
    [me],
  );
  await q(
    `insert into order_product_totals (user_id, month, product, currency, label) values ($1, '2026-03-01', $2, 'USD', $2)`,
    [me, `SKU-${mark}`],
  );
  await q(
    `insert into order_segment_totals (user_id, month, kind, name, currency) values ($1, '2026-03-01', 'platform', 'Etsy', 'USD')`,
    [me],
  );
  await q(`insert into order_day_totals (user_id, day, currency) values ($1, '2026-03-01', 'USD')`, [me]);
  await q(
    `insert into customer_firsts (user_id, customer_key, first_at, orders) values ($1, $2, '2026-03-01T10:00:00Z', 1)`,
    [me, `buyer-${mark}`.slice(0, 64)],
  );
  await q(`insert into profile_pictures (user_id, image, content_type) values ($1, $2, 'image/png')`, [
    me,
    Buffer.from(`png ${mark}`),
  ]);
  const po = (
    await q(`insert into purchase_orders (user_id, supplier) values ($1, $2) returning id`, [me, `supplier ${mark}`])
  )[0] as { id: number };
  await q(
    `insert into purchase_order_lines (purchase_order_id, user_id, item_name, quantity, unit_cost) values ($1, $2, $3, 5, '2.00')`,
    [po.id, me, `mug ${mark}`],
  );
  await q(`insert into recovery_codes (user_id, code_hash) values ($1, $2)`, [
    me,
    crypto.randomBytes(32).toString("hex"),
  ]);
  await q(`insert into stock_alerts (inventory_id, user_id) values ($1, $2)`, [item.id, me]);
  // Decisions on the other person: an admin's plan change and a reward decided.
  await q(
    `insert into plan_changes (user_id, actor_id, from_plan, to_plan, source, reason) values ($1, $2, 'free', 'pro', 'admin', $3)`,
    [other, me, `granted by ${mark}`],
  );
  await q(
    `update challenge_participants set completed_at = now(), reward_status = 'granted', reward_decided_at = now(),
     reward_decided_by = $2 where user_id = $1`,
    [other, me],
  );
  await q(
    `insert into account_deletions (user_id, requested_at, delete_after, anonymous_id)
     values ($1, now(), now() + interval '30 days', $2) on conflict do nothing`,
    [carl, `anon-${carl}`],
  );
}

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Runs `npm run backup|restore -- FILE` as an operator would, in its own process. */
function runScript(
  name: "backup" | "restore",
  file: string,
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", `scripts/${name}.ts`, file], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: "", LOG_LEVEL: "silent", ...env },
    });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("close", (code) => resolve({ code, output }));
  });
}

/** What a signed-in person sees on a few screens. */
async function answers(app: TestApp, user: User) {
  const client = await signIn(app, user);
  const read = async (url: string) => {
    const res = await client.get(url);
    expect(res.status, url).toBe(200);
    return res.body as unknown;
  };
  // What this very sign-in changes (a count and a time) is left out of the comparison.
  const { loginCount, lastActiveAt, ...profile } = (await read("/api/auth/user")) as Record<string, unknown>;
  expect(loginCount).toEqual(expect.any(Number));
  expect(lastActiveAt).toEqual(expect.any(String));
  return {
    user: profile,
    inventory: await read("/api/inventory"),
    conversations: await read("/api/ai-mentor/conversations"),
    ideas: await read("/api/business-ideas"),
  };
}

it("a backup taken while the app serves restores into a fresh database with every user-owned row and the same answers", async () => {
  const sourceDir = serverUrl ? "" : tempDir("hf-backup-src-");
  const source = serverUrl
    ? await serverDatabase(await emptyServerDatabase())
    : await embeddedAt(sourceDir, { fromTemplate: true });
  cleanups.push(() => source.close());
  const app = await createTestApp({ database: source });
  cleanups.push(() => app.close());

  const ann = await buildUser(app);
  const bob = await buildUser(app);
  const carl = await buildUser(app);
  await seedEverything(source.pool, ann.id, bob.id, `ANN${ann.id}`);
  await seedEverything(source.pool, bob.id, ann.id, `BOB${bob.id}`);
  await seedTheRest(source.pool, ann.id, bob.id, carl.id, `ANN${ann.id}`);
  await seedTheRest(source.pool, bob.id, ann.id, carl.id, `BOB${bob.id}`);
  const before = { ann: await answers(app, ann), bob: await answers(app, bob) };

  // Every column that names a user (the walk that keeps the registry whole, tests/api/account-data.test.ts): each
  // must hold rows, or restoring it proves nothing.
  const columns = await userColumns(source.pool);
  const empty: string[] = [];
  for (const c of columns) {
    const { rows } = await source.pool.query(`select count(*)::int as n from ${c.table} where ${c.column} = any($1)`, [
      [ann.id, bob.id, carl.id],
    ]);
    if (rows[0].n === 0) empty.push(`${c.table}.${c.column}`);
  }
  expect(empty, "seed these in tests/api/account-data-support.ts").toEqual([]);
  const tables = [...new Set(columns.map((c) => c.table))].sort();
  const client = await signIn(app, ann); // before the snapshot: a sign-in writes to users
  const snapshot = await ownedRows(source.pool, tables);

  // The backup, while requests keep arriving.
  const file = path.join(tempDir("hf-backup-file-"), "hustleforge.backup");
  const during = Promise.all(Array.from({ length: 20 }, () => client.get("/api/inventory")));
  const made = await runScript("backup", file, serverUrl ? { DATABASE_URL: source.url } : { DATA_DIR: sourceDir });
  expect((await during).map((r) => r.status)).toEqual(Array(20).fill(200));
  expect(made.code, made.output).toBe(0);
  expect(made.output).toMatch(`Backup written to ${file}`);
  if (!serverUrl) expect(made.output).toMatch(/from the running server, .*paused \d+ ms/);
  await expect(
    serverUrl ? backupServer(source.url, file) : backupEmbedded(sourceDir, file),
    "an existing file is never overwritten",
  ).rejects.toThrow(BackupError);
  // Written after the backup: not in it.
  await source.pool.query(`update inventory set notes = 'after the backup' where user_id = $1`, [ann.id]);

  // A non-empty target is refused.
  const refused = await runScript("restore", file, serverUrl ? { DATABASE_URL: source.url } : { DATA_DIR: sourceDir });
  expect(refused.code).toBe(1);
  expect(refused.output).toMatch(/is not empty/);

  // Restored into a fresh one.
  const restoredDir = serverUrl ? "" : path.join(tempDir("hf-backup-dst-"), "data");
  const restoredUrl = serverUrl ? await emptyServerDatabase() : "";
  const restoredInfo = serverUrl ? await restoreServer(file, restoredUrl) : await restoreEmbedded(file, restoredDir);
  expect(restoredInfo.users).toBeGreaterThanOrEqual(2);
  const restored = serverUrl ? await serverDatabase(restoredUrl) : await embeddedAt(restoredDir);
  cleanups.push(() => restored.close());
  const restoredApp = await createTestApp({ database: restored });
  cleanups.push(() => restoredApp.close());

  const after = await ownedRows(restored.pool, tables);
  expect(differing(snapshot, after), "tables whose rows the restore changed or lost").toEqual([]);
  for (const t of tables) expect(after[t], t).toEqual(snapshot[t]);
  // A backup that left a table of user data out would be caught by this comparison: leave one out and look.
  await restored.pool.query(`delete from sales_scripts`); // (no screen below reads them)
  expect(differing(snapshot, await ownedRows(restored.pool, tables))).toEqual(["sales_scripts"]);
  expect({ ann: await answers(restoredApp, ann), bob: await answers(restoredApp, bob) }).toEqual(before);
}, 240_000);

/** A database on the test server, opened as the server opens one (migrations at head). */
async function serverDatabase(url: string): Promise<TestDatabase> {
  const database = openDatabase(url, logger, 10);
  const { runMigrations } = await import("../../server/db/migrate");
  await runMigrations(database.db);
  return { ...database, url };
}
