/**
 * "Your data" (docs/guide/your-data.md): the archive of everything a person owns, built by a job
 * (docs/decisions/1220-account-archive-in-the-database.md), and the deletion of their account after a grace
 * period (docs/decisions/1221-account-deletion-grace-and-anonymised-audit.md).
 */
import crypto from "node:crypto";
import type pg from "pg";
import {
  DELETION_GRACE_DAYS,
  EXPORTS_PER_DAY,
  EXPORT_TTL_HOURS,
  type AccountDeleteInput,
  type AccountExport,
} from "../../../shared/contracts/account-data";
import type { AccountExportRow, User } from "../../../shared/schema";
import type { Limiter } from "../../http/rate-limit";
import type { Logger } from "../../logger";
import type { JobQueue } from "../../jobs/queue";
import type { Mailer } from "../../mail/mailer";
import { deletionMail } from "../../mail/templates";
import { ConflictError, NotFoundError, RateLimitError, ValidationError } from "../../http/errors";
import { forgetUser } from "../../users/users.repository";
import { forgetCachedSessionsOf, freshProviderSignIn, recheckPassword } from "../auth";
import { buildArchive } from "./archive";

export const EXPORT_JOB = "account-export";
export const DELETION_JOB = "account-deletion";
export type ExportJobData = { exportId: number };
export type DeletionJobData = { userId: number };

const DAY_MS = 24 * 60 * 60 * 1000;
/** Orders (with their lines) and generations are deleted in batches this large before the account row. */
const DELETE_BATCH = 5_000;

type ExportRow = {
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

export function createAccountDataService(deps: {
  pool: pg.Pool;
  jobs: JobQueue;
  logger: Logger;
  mail: Mailer;
  appUrl: string;
  clock: () => Date;
  /** The account's failed-password allowance every re-check counts against (docs/decisions/613-*.md). */
  passwordAllowance: Limiter;
  /** Cancels the person's Stripe subscription now (billing module). */
  cancelSubscription: (user: User) => Promise<void>;
  /** Tells the person their archive is ready (the notifications centre). */
  announceReady: (userId: number, exportId: number) => Promise<void>;
}) {
  const { pool, clock } = deps;

  const present = (row: ExportRow): AccountExport => {
    const expired = row.status === "ready" && (!row.expires_at || row.expires_at <= clock());
    return {
      id: row.id,
      status: expired ? "expired" : row.status,
      progress: row.progress,
      step: row.step,
      byteSize: row.byte_size,
      failure: row.failure,
      requestedAt: row.created_at.toISOString(),
      finishedAt: row.finished_at?.toISOString() ?? null,
      expiresAt: row.expires_at?.toISOString() ?? null,
      downloadUrl: row.status === "ready" && !expired ? "/api/account/export/download" : null,
    };
  };

  const latest = async (userId: number): Promise<ExportRow | undefined> =>
    (
      await pool.query<ExportRow>(
        `select id, status, progress, step, byte_size, failure, created_at, finished_at, expires_at
         from account_exports where user_id = $1 order by id desc limit 1`,
        [userId],
      )
    ).rows[0];

  const requestsToday = async (userId: number): Promise<number> =>
    Number(
      (
        await pool.query<{ n: string }>(
          "select count(*) as n from account_exports where user_id = $1 and created_at > $2",
          [userId, new Date(clock().getTime() - DAY_MS)],
        )
      ).rows[0]?.n ?? 0,
    );

  /** Deletes the parts of archives past their expiry (anyone's): they are never downloaded again. */
  const dropExpired = async () => {
    await pool.query(
      `delete from account_export_parts p using account_exports e
       where e.id = p.export_id and e.expires_at <= $1`,
      [clock()],
    );
  };

  async function purge(userId: number): Promise<"deleted" | "not-due" | "none"> {
    const now = clock();
    const pending = (
      await pool.query<{ delete_after: Date; anonymous_id: string; requested_at: Date }>(
        "select delete_after, anonymous_id, requested_at from account_deletions where user_id = $1",
        [userId],
      )
    ).rows[0];
    if (!pending) return "none";
    if (pending.delete_after > now) return "not-due";
    // The large tables first, in short statements (the embedded database serves everyone on one connection).
    for (const [table, key] of [
      ["orders", "id"],
      ["generations", "id"],
      ["inventory", "id"],
      ["account_export_parts", "part"],
    ] as const) {
      for (;;) {
        const done = await pool.query(
          `delete from ${table} where ctid in (select ctid from ${table} where user_id = $1 order by ${key} limit ${DELETE_BATCH})`,
          [userId],
        );
        if ((done.rowCount ?? 0) < DELETE_BATCH) break;
      }
    }
    const client = await pool.connect();
    try {
      await client.query("begin");
      await client.query(
        `insert into deleted_accounts (anonymous_id, stripe_customer_id, requested_at, deleted_at)
         select $2, stripe_customer_id, $3, $4 from users where id = $1
         on conflict (anonymous_id) do nothing`,
        [userId, pending.anonymous_id, pending.requested_at, now],
      );
      // The plan audit is kept under the anonymous id; every other row goes with the users row (foreign keys).
      await client.query("update plan_changes set anonymous_id = $2, user_id = null where user_id = $1", [
        userId,
        pending.anonymous_id,
      ]);
      await client.query("delete from session where sess -> 'passport' ->> 'user' = $1", [String(userId)]);
      await client.query("delete from users where id = $1", [userId]);
      await client.query("commit");
    } catch (err) {
      await client.query("rollback").catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
    forgetUser(userId);
    forgetCachedSessionsOf(userId);
    deps.logger.info({ anonymousId: pending.anonymous_id }, "account deleted for good");
    return "deleted";
  }

  return {
    async exportStatus(userId: number) {
      const row = await latest(userId);
      return {
        export: row ? present(row) : null,
        remainingToday: Math.max(0, EXPORTS_PER_DAY - (await requestsToday(userId))),
      };
    },

    /** A new archive request: at most EXPORTS_PER_DAY in 24 hours; the earlier archives' bytes are deleted. */
    async requestExport(userId: number): Promise<AccountExport> {
      const now = clock();
      const client = await pool.connect();
      let row: ExportRow | undefined;
      try {
        await client.query("begin");
        // One request at a time per person, so two at once cannot both pass the count.
        await client.query("select id from users where id = $1 for update", [userId]);
        const today = await client.query<{ n: string }>(
          "select count(*) as n from account_exports where user_id = $1 and created_at > $2",
          [userId, new Date(now.getTime() - DAY_MS)],
        );
        if (Number(today.rows[0]?.n ?? 0) >= EXPORTS_PER_DAY) {
          await client.query("rollback");
          throw new RateLimitError(
            `You can ask for ${EXPORTS_PER_DAY} archives a day. Please try again tomorrow, or download the one you have.`,
          );
        }
        await client.query("delete from account_export_parts where user_id = $1", [userId]);
        await client.query(
          "update account_exports set expires_at = $2 where user_id = $1 and (expires_at is null or expires_at > $2)",
          [userId, now],
        );
        await client.query("delete from account_exports where user_id = $1 and created_at <= $2", [
          userId,
          new Date(now.getTime() - 2 * DAY_MS),
        ]);
        row = (
          await client.query<ExportRow>(
            `insert into account_exports (user_id, created_at) values ($1, $2)
             returning id, status, progress, step, byte_size, failure, created_at, finished_at, expires_at`,
            [userId, now],
          )
        ).rows[0];
        await client.query("commit");
      } catch (err) {
        await client.query("rollback").catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
      if (!row) throw new Error("The archive request was not stored");
      await deps.jobs.send<ExportJobData>(EXPORT_JOB, { exportId: row.id });
      await dropExpired();
      return present(row);
    },

    /** The job: builds the archive of one request into its parts; a superseded or finished request is left alone. */
    async runExport(exportId: number, signal: AbortSignal): Promise<void> {
      const found = (
        await pool.query<{ user_id: number; status: string; expires_at: Date | null }>(
          "select user_id, status, expires_at from account_exports where id = $1",
          [exportId],
        )
      ).rows[0];
      if (!found || found.status === "ready" || (found.expires_at && found.expires_at <= clock())) return;
      const userId = found.user_id;
      await pool.query("delete from account_export_parts where export_id = $1", [exportId]);
      await pool.query("update account_exports set status = 'running', progress = 0, failure = null where id = $1", [
        exportId,
      ]);
      let part = 0;
      try {
        const bytes = await buildArchive(
          pool,
          userId,
          async (content) => {
            const stored = await pool.query(
              `insert into account_export_parts (export_id, user_id, part, content)
               select id, user_id, $2, $3 from account_exports where id = $1 and expires_at is null`,
              [exportId, part++, content],
            );
            if (!stored.rowCount) throw new SupersededError();
          },
          async (step, done, total) => {
            await pool.query("update account_exports set step = $2, progress = $3 where id = $1", [
              exportId,
              step,
              Math.floor((done / total) * 100),
            ]);
          },
          signal,
        );
        const finished = clock();
        const ready = await pool.query(
          `update account_exports set status = 'ready', progress = 100, step = null, byte_size = $2,
           finished_at = $3, expires_at = $4 where id = $1 and expires_at is null`,
          [exportId, bytes, finished, new Date(finished.getTime() + EXPORT_TTL_HOURS * 60 * 60 * 1000)],
        );
        if (ready.rowCount) await deps.announceReady(userId, exportId);
      } catch (err) {
        if (err instanceof SupersededError) return;
        await pool.query("update account_exports set status = 'failed', failure = $2 where id = $1", [
          exportId,
          "The archive could not be built. Please ask for it again.",
        ]);
        throw err;
      }
    },

    /** The ready, unexpired archive's parts, in order: 404 otherwise (another person's archive is never found). */
    async download(userId: number): Promise<{ id: number; parts: () => AsyncGenerator<Buffer>; byteSize: number }> {
      const row = await latest(userId);
      if (!row || row.status !== "ready")
        throw new NotFoundError("There is no archive to download. Ask for one first.");
      if (!row.expires_at || row.expires_at <= clock())
        throw new NotFoundError("This archive has expired (archives are kept for 24 hours). Ask for a new one.");
      return {
        id: row.id,
        byteSize: row.byte_size ?? 0,
        async *parts() {
          for (let part = 0; ; part++) {
            const found = await pool.query<{ content: Buffer }>(
              "select content from account_export_parts where export_id = $1 and user_id = $2 and part = $3",
              [row.id, userId, part],
            );
            const content = found.rows[0]?.content;
            if (!content) return;
            yield content;
          }
        },
      };
    },

    /**
     * Locks the account and schedules its deletion: checks the typed username and the password (or a fresh
     * provider sign-in), refuses the last admin, cancels the subscription, signs the person out everywhere,
     * revokes their share links and mails the date.
     */
    async requestDeletion(
      user: User,
      input: AccountDeleteInput,
      /** The session's provider sign-in stamp (`session.providerAt`). */
      providerAt: number | undefined,
    ): Promise<{ deleteAfter: Date }> {
      const expected = user.username ?? user.email;
      if (input.confirm.toLowerCase() !== expected.toLowerCase())
        refuse(
          "confirm",
          user.username ? "Type your username exactly as shown." : "Type your email address exactly as shown.",
        );
      if (user.password) {
        if (!input.password) refuse("password", "Enter your password.");
        if (!(await recheckPassword(deps.passwordAllowance, user, input.password)))
          refuse("password", "That password is not right.");
      } else if (!freshProviderSignIn(providerAt, clock().getTime())) {
        refuse("password", "Sign in with Google or Discord again, then confirm within 10 minutes.");
      }
      if (user.isAdmin) {
        const others = await pool.query("select 1 from users where is_admin and is_active and id <> $1 limit 1", [
          user.id,
        ]);
        if (!others.rowCount)
          throw new ConflictError("You are the last admin. Make someone else an admin before deleting your account.");
      }
      // Stripe first: if it cannot be reached nothing is locked and the person can try again.
      await deps.cancelSubscription(user);
      const now = clock();
      const deleteAfter = new Date(now.getTime() + DELETION_GRACE_DAYS * DAY_MS);
      const anonymousId = `deleted-${crypto.randomBytes(12).toString("hex")}`;
      const client = await pool.connect();
      try {
        await client.query("begin");
        await client.query(
          `insert into account_deletions (user_id, requested_at, delete_after, anonymous_id) values ($1, $2, $3, $4)
           on conflict (user_id) do update set requested_at = excluded.requested_at, delete_after = excluded.delete_after`,
          [user.id, now, deleteAfter, anonymousId],
        );
        await client.query("update users set is_active = false, updated_at = now() where id = $1", [user.id]);
        await client.query("update shares set revoked_at = $2 where user_id = $1 and revoked_at is null", [
          user.id,
          now,
        ]);
        await client.query("delete from session where sess -> 'passport' ->> 'user' = $1", [String(user.id)]);
        await client.query("commit");
      } catch (err) {
        await client.query("rollback").catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
      forgetUser(user.id);
      forgetCachedSessionsOf(user.id);
      await deps.jobs.send<DeletionJobData>(DELETION_JOB, { userId: user.id }, { startAfter: deleteAfter });
      const date = deleteAfter.toLocaleDateString("en-US", { dateStyle: "long", timeZone: "UTC" });
      deps.mail
        .send(deletionMail(user.email, user.firstName, date, deps.appUrl))
        .catch((err: Error) => deps.logger.error({ err: err.message }, "deletion mail failed"));
      return { deleteAfter };
    },

    async deletionOf(userId: number): Promise<Date | null> {
      const row = (
        await pool.query<{ delete_after: Date }>("select delete_after from account_deletions where user_id = $1", [
          userId,
        ])
      ).rows[0];
      return row?.delete_after ?? null;
    },

    /** Cancels a pending deletion and unlocks the account; false when there was none. */
    async cancelDeletion(userId: number): Promise<boolean> {
      const client = await pool.connect();
      try {
        await client.query("begin");
        const removed = await client.query("delete from account_deletions where user_id = $1", [userId]);
        if (removed.rowCount)
          await client.query("update users set is_active = true, updated_at = now() where id = $1", [userId]);
        await client.query("commit");
        forgetUser(userId);
        return Boolean(removed.rowCount);
      } catch (err) {
        await client.query("rollback").catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },

    /** The deletion job: this account if its day has come, and any other whose job was lost. Idempotent. */
    async runDeletions(userId: number): Promise<void> {
      await purge(userId);
      const due = await pool.query<{ user_id: number }>(
        "select user_id from account_deletions where delete_after <= $1 order by delete_after limit 100",
        [clock()],
      );
      for (const row of due.rows) await purge(row.user_id);
    },
  };
}

/** A 400 in the error shape of docs/product-rules.md#api-contract, the message beside its field. */
function refuse(path: string, message: string): never {
  throw new ValidationError(message, [{ path, message }]);
}

/** A newer request replaced the archive being built: the job stops without failing. */
class SupersededError extends Error {}
