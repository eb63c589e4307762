/**
 * The SQL of "your data" (docs/decisions/861-repositories-own-sql.md): archive requests and their parts, and the
 * account deletion with its grace period. The service decides; these statements only read and write.
 */
import type pg from "pg";
import type { AccountExportRow } from "../../../shared/schema";
import { inTransaction } from "../../db/transaction";

export type ExportRow = {
  id: number;
  status: AccountExportRow["status"];
  progress: number;
  step: string | null;
  byte_size: number | null;
  failure: string | null;
  created_at: Date;
  finished_at: Date | null;
  expires_at: Date | null;
};
const EXPORT_COLUMNS = "id, status, progress, step, byte_size, failure, created_at, finished_at, expires_at";

export type PendingDeletion = { delete_after: Date; anonymous_id: string; requested_at: Date };

/** The tables deleted in batches before the account row, each with the key its batches are ordered by. */
const LARGE_TABLES = [
  ["orders", "id"],
  ["generations", "id"],
  ["inventory", "id"],
  ["account_export_parts", "part"],
] as const;

export function createAccountDataRepository(pool: pg.Pool) {
  return {
    async latestExport(userId: number): Promise<ExportRow | undefined> {
      const found = await pool.query<ExportRow>(
        `select ${EXPORT_COLUMNS} from account_exports where user_id = $1 order by id desc limit 1`,
        [userId],
      );
      return found.rows[0];
    },

    async exportsSince(userId: number, since: Date): Promise<number> {
      const found = await pool.query<{ n: string }>(
        "select count(*) as n from account_exports where user_id = $1 and created_at > $2",
        [userId, since],
      );
      return Number(found.rows[0]?.n ?? 0);
    },

    /**
     * A new archive request, unless `allowed` refuses the count of requests since `since` (then undefined). One
     * request at a time per person (the users row is locked), so two at once cannot both pass the count; the
     * earlier archives' bytes go, and requests older than `forgetBefore` with them.
     */
    async requestExport(
      userId: number,
      now: Date,
      since: Date,
      forgetBefore: Date,
      allowed: (count: number) => boolean,
    ): Promise<ExportRow | undefined> {
      return inTransaction(pool, async (client) => {
        await client.query("select id from users where id = $1 for update", [userId]);
        const today = await client.query<{ n: string }>(
          "select count(*) as n from account_exports where user_id = $1 and created_at > $2",
          [userId, since],
        );
        if (!allowed(Number(today.rows[0]?.n ?? 0))) return undefined;
        await client.query("delete from account_export_parts where user_id = $1", [userId]);
        await client.query(
          "update account_exports set expires_at = $2 where user_id = $1 and (expires_at is null or expires_at > $2)",
          [userId, now],
        );
        await client.query("delete from account_exports where user_id = $1 and created_at <= $2", [
          userId,
          forgetBefore,
        ]);
        const row = await client.query<ExportRow>(
          `insert into account_exports (user_id, created_at) values ($1, $2) returning ${EXPORT_COLUMNS}`,
          [userId, now],
        );
        return row.rows[0];
      });
    },

    /** Deletes the parts of archives past their expiry (anyone's): they are never downloaded again. */
    async dropExpiredParts(now: Date): Promise<void> {
      await pool.query(
        `delete from account_export_parts p using account_exports e
         where e.id = p.export_id and e.expires_at <= $1`,
        [now],
      );
    },

    async exportToRun(exportId: number) {
      const found = await pool.query<{ user_id: number; status: string; expires_at: Date | null }>(
        "select user_id, status, expires_at from account_exports where id = $1",
        [exportId],
      );
      return found.rows[0];
    },

    async startExport(exportId: number): Promise<void> {
      await pool.query("delete from account_export_parts where export_id = $1", [exportId]);
      await pool.query("update account_exports set status = 'running', progress = 0, failure = null where id = $1", [
        exportId,
      ]);
    },

    /** Stores one part; false when the request was superseded meanwhile (it has an expiry then). */
    async storePart(exportId: number, part: number, content: Buffer): Promise<boolean> {
      const stored = await pool.query(
        `insert into account_export_parts (export_id, user_id, part, content)
         select id, user_id, $2, $3 from account_exports where id = $1 and expires_at is null`,
        [exportId, part, content],
      );
      return Boolean(stored.rowCount);
    },

    async exportProgress(exportId: number, step: string, percent: number): Promise<void> {
      await pool.query("update account_exports set step = $2, progress = $3 where id = $1", [exportId, step, percent]);
    },

    /** Marks the archive ready until `expiresAt`; false when it was superseded meanwhile. */
    async finishExport(exportId: number, bytes: number, finished: Date, expiresAt: Date): Promise<boolean> {
      const ready = await pool.query(
        `update account_exports set status = 'ready', progress = 100, step = null, byte_size = $2,
         finished_at = $3, expires_at = $4 where id = $1 and expires_at is null`,
        [exportId, bytes, finished, expiresAt],
      );
      return Boolean(ready.rowCount);
    },

    async failExport(exportId: number, failure: string): Promise<void> {
      await pool.query("update account_exports set status = 'failed', failure = $2 where id = $1", [exportId, failure]);
    },

    /** One part of the person's archive, or undefined past the last (another person's is never found). */
    async exportPart(exportId: number, userId: number, part: number): Promise<Buffer | undefined> {
      const found = await pool.query<{ content: Buffer }>(
        "select content from account_export_parts where export_id = $1 and user_id = $2 and part = $3",
        [exportId, userId, part],
      );
      return found.rows[0]?.content;
    },

    async anotherActiveAdmin(userId: number): Promise<boolean> {
      const others = await pool.query("select 1 from users where is_admin and is_active and id <> $1 limit 1", [
        userId,
      ]);
      return Boolean(others.rowCount);
    },

    /** Locks the account for its grace period: the deletion row, inactive, share links revoked, signed out. */
    async lockForDeletion(userId: number, now: Date, deleteAfter: Date, anonymousId: string): Promise<void> {
      await inTransaction(pool, async (client) => {
        await client.query(
          `insert into account_deletions (user_id, requested_at, delete_after, anonymous_id) values ($1, $2, $3, $4)
           on conflict (user_id) do update set requested_at = excluded.requested_at, delete_after = excluded.delete_after`,
          [userId, now, deleteAfter, anonymousId],
        );
        await client.query("update users set is_active = false, updated_at = now() where id = $1", [userId]);
        await client.query("update shares set revoked_at = $2 where user_id = $1 and revoked_at is null", [
          userId,
          now,
        ]);
        await client.query("delete from session where sess -> 'passport' ->> 'user' = $1", [String(userId)]);
      });
    },

    async pendingDeletion(userId: number): Promise<PendingDeletion | undefined> {
      const found = await pool.query<PendingDeletion>(
        "select delete_after, anonymous_id, requested_at from account_deletions where user_id = $1",
        [userId],
      );
      return found.rows[0];
    },

    /** Cancels a pending deletion and unlocks the account; false when there was none. */
    async cancelDeletion(userId: number): Promise<boolean> {
      return inTransaction(pool, async (client) => {
        const removed = await client.query("delete from account_deletions where user_id = $1", [userId]);
        if (removed.rowCount)
          await client.query("update users set is_active = true, updated_at = now() where id = $1", [userId]);
        return Boolean(removed.rowCount);
      });
    },

    async dueDeletions(now: Date, limit: number): Promise<number[]> {
      const due = await pool.query<{ user_id: number }>(
        "select user_id from account_deletions where delete_after <= $1 order by delete_after limit $2",
        [now, limit],
      );
      return due.rows.map((r) => r.user_id);
    },

    /**
     * Deletes the account for good: its large tables first in short batches (the embedded database serves everyone
     * on one connection), then in one transaction the anonymised audit row, the plan audit kept under the
     * anonymous id, its sessions and the users row (every other owned row goes with it by foreign key).
     */
    async eraseAccount(userId: number, pending: PendingDeletion, now: Date, batch: number): Promise<void> {
      for (const [table, key] of LARGE_TABLES) {
        for (;;) {
          const done = await pool.query(
            `delete from ${table} where ctid in (select ctid from ${table} where user_id = $1 order by ${key} limit ${batch})`,
            [userId],
          );
          if ((done.rowCount ?? 0) < batch) break;
        }
      }
      await inTransaction(pool, async (client) => {
        await client.query(
          `insert into deleted_accounts (anonymous_id, stripe_customer_id, requested_at, deleted_at)
           select $2, stripe_customer_id, $3, $4 from users where id = $1
           on conflict (anonymous_id) do nothing`,
          [userId, pending.anonymous_id, pending.requested_at, now],
        );
        await client.query("update plan_changes set anonymous_id = $2, user_id = null where user_id = $1", [
          userId,
          pending.anonymous_id,
        ]);
        await client.query("delete from session where sess -> 'passport' ->> 'user' = $1", [String(userId)]);
        await client.query("delete from users where id = $1", [userId]);
      });
    },
  };
}
