/**
 * The readiness check (docs/decisions/1622-ready-is-not-alive.md): ready when this process is in its `ready` state,
 * its database answers, every migration of this version is applied and its job queue runs.
 */
import { readMigrationFiles } from "drizzle-orm/migrator";
import type { z } from "zod";
import type { AppContext } from "../context";
import type { readinessChecksSchema } from "../../shared/contracts/ops";
import { MIGRATIONS_DIR } from "../db/migrate";
import { AppError } from "../http/errors";

type Checks = z.infer<typeof readinessChecksSchema>;

/** The database has this long to answer a check; a slower answer is "not ready". */
const CHECK_TIMEOUT_MS = 2_000;

/** When the newest migration of this version was made (drizzle records it as `created_at`). */
const newestMigration = (): number =>
  Math.max(0, ...readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR }).map((m) => m.folderMillis));

export function createReadiness(ctx: AppContext) {
  const head = newestMigration();
  let migrated = false;

  async function databaseChecks(): Promise<Pick<Checks, "database" | "migrations">> {
    const read = ctx.pool.query<{ newest: string | null }>(
      "select max(created_at)::text as newest from drizzle.__drizzle_migrations",
    );
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("timeout")), CHECK_TIMEOUT_MS);
    });
    try {
      const { rows } = await Promise.race([read, late]);
      // Once at head, a version stays at head: later checks still ask the database, for the `database` answer.
      migrated ||= Number(rows[0]?.newest ?? 0) >= head;
      return { database: true, migrations: migrated };
    } catch {
      read.catch(() => undefined);
      return { database: false, migrations: migrated };
    } finally {
      clearTimeout(timer);
    }
  }

  /** Answers the checks when all pass; throws a 503 `not_ready` naming the state and the checks otherwise. */
  return async function ready() {
    const state = ctx.services.lifecycle?.state ?? "ready";
    const checks: Checks = { ...(await databaseChecks()), jobs: ctx.jobs.running() };
    if (state === "ready" && checks.database && checks.migrations && checks.jobs)
      return { ready: true as const, state, checks };
    const failing = Object.entries(checks)
      .filter(([, ok]) => !ok)
      .map(([name]) => name);
    const why = state !== "ready" ? `the server is ${state}` : `failing ${failing.join(", ")}`;
    throw new AppError(503, "not_ready", `Not ready: ${why}.`, { state, checks });
  };
}
