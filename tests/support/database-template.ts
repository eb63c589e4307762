/**
 * Vitest globalSetup: migrates one template database per run, so each test file clones it instead of
 * migrating its own (docs/decisions/830-test-database-template.md).
 * - PGlite: an in-memory database is migrated, its data directory dumped to a temporary tar file, and every
 *   test file starts its own in-memory PGlite from that file.
 * - TEST_DATABASE_URL: a database `hf_tpl_<random>` is migrated on that server and every test file runs
 *   `CREATE DATABASE ... TEMPLATE` from it; it is dropped when the run ends.
 */
import crypto from "node:crypto";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../server/db/client";
import { writeMigratedTemplate } from "../../server/db/template";
import { runMigrations } from "../../server/db/migrate";
import { createLogger } from "../../server/logger";

/** What the test files receive through `inject("testDatabaseTemplate")`. */
export type TestDatabaseTemplate = { kind: "pglite"; dumpFile: string } | { kind: "server"; name: string };

declare module "vitest" {
  export interface ProvidedContext {
    testDatabaseTemplate: TestDatabaseTemplate;
  }
}

/** Connection string of the same server pointed at another database. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on the server's maintenance connection (CREATE/DROP DATABASE cannot run in a pool). */
export async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

async function migrateServerTemplate(
  serverUrl: string,
): Promise<{ template: TestDatabaseTemplate; teardown: () => Promise<void> }> {
  // Unique per run: several engineers' runs share one server, and a template must have no other connections.
  const name = `hf_tpl_${crypto.randomBytes(6).toString("hex")}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const database = openDatabase(databaseUrl(serverUrl, name), createLogger("silent"), 1);
  try {
    await runMigrations(database.db);
  } finally {
    await database.close();
  }
  return {
    template: { kind: "server", name },
    teardown: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function migratePgliteTemplate(): Promise<{ template: TestDatabaseTemplate; teardown: () => Promise<void> }> {
  const { dumpFile, remove } = await writeMigratedTemplate();
  return { template: { kind: "pglite", dumpFile }, teardown: async () => remove() };
}

/** Vitest calls this once before any test file and the returned function once after the last. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const { template, teardown } = serverUrl ? await migrateServerTemplate(serverUrl) : await migratePgliteTemplate();
  project.provide("testDatabaseTemplate", template);
  return teardown;
}
