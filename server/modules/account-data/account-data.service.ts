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
import type { User } from "../../../shared/schema";
import type { Limiter } from "../../http/rate-limit";
import type { Logger } from "../../logger";
import type { JobQueue } from "../../jobs/queue";
import type { Mailer } from "../../mail/mailer";
import { deletionMail } from "../../mail/templates";
import { ConflictError, NotFoundError, RateLimitError, ValidationError } from "../../http/errors";
import { forgetUser } from "../../users/users.repository";
import { forgetCachedSessionsOf, freshProviderSignIn, recheckPassword } from "../auth";
import { buildArchive } from "./archive";
import { createAccountDataRepository, type ExportRow } from "./account-data.repository";

export const EXPORT_JOB = "account-export";
export const DELETION_JOB = "account-deletion";
export type ExportJobData = { exportId: number };
export type DeletionJobData = { userId: number };

const DAY_MS = 24 * 60 * 60 * 1000;
/** Orders (with their lines) and generations are deleted in batches this large before the account row. */
const DELETE_BATCH = 5_000;

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
  const repo = createAccountDataRepository(pool);

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

  const latest = (userId: number) => repo.latestExport(userId);
  const requestsToday = (userId: number) => repo.exportsSince(userId, new Date(clock().getTime() - DAY_MS));

  async function purge(userId: number): Promise<"deleted" | "not-due" | "none"> {
    const now = clock();
    const pending = await repo.pendingDeletion(userId);
    if (!pending) return "none";
    if (pending.delete_after > now) return "not-due";
    await repo.eraseAccount(userId, pending, now, DELETE_BATCH);
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
      const row = await repo.requestExport(
        userId,
        now,
        new Date(now.getTime() - DAY_MS),
        new Date(now.getTime() - 2 * DAY_MS),
        (today) => today < EXPORTS_PER_DAY,
      );
      if (!row)
        throw new RateLimitError(
          `You can ask for ${EXPORTS_PER_DAY} archives a day. Please try again tomorrow, or download the one you have.`,
        );
      await deps.jobs.send<ExportJobData>(EXPORT_JOB, { exportId: row.id });
      await repo.dropExpiredParts(clock());
      return present(row);
    },

    /** The job: builds the archive of one request into its parts; a superseded or finished request is left alone. */
    async runExport(exportId: number, signal: AbortSignal): Promise<void> {
      const found = await repo.exportToRun(exportId);
      if (!found || found.status === "ready" || (found.expires_at && found.expires_at <= clock())) return;
      const userId = found.user_id;
      await repo.startExport(exportId);
      let part = 0;
      try {
        const bytes = await buildArchive(
          pool,
          userId,
          async (content) => {
            if (!(await repo.storePart(exportId, part++, content))) throw new SupersededError();
          },
          (step, done, total) => repo.exportProgress(exportId, step, Math.floor((done / total) * 100)),
          signal,
        );
        const finished = clock();
        const expiresAt = new Date(finished.getTime() + EXPORT_TTL_HOURS * 60 * 60 * 1000);
        if (await repo.finishExport(exportId, bytes, finished, expiresAt)) await deps.announceReady(userId, exportId);
      } catch (err) {
        if (err instanceof SupersededError) return;
        await repo.failExport(exportId, "The archive could not be built. Please ask for it again.");
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
            const content = await repo.exportPart(row.id, userId, part);
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
        if (!(await repo.anotherActiveAdmin(user.id)))
          throw new ConflictError("You are the last admin. Make someone else an admin before deleting your account.");
      }
      // Stripe first: if it cannot be reached nothing is locked and the person can try again.
      await deps.cancelSubscription(user);
      const now = clock();
      const deleteAfter = new Date(now.getTime() + DELETION_GRACE_DAYS * DAY_MS);
      const anonymousId = `deleted-${crypto.randomBytes(12).toString("hex")}`;
      await repo.lockForDeletion(user.id, now, deleteAfter, anonymousId);
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
      return (await repo.pendingDeletion(userId))?.delete_after ?? null;
    },

    /** Cancels a pending deletion and unlocks the account; false when there was none. */
    async cancelDeletion(userId: number): Promise<boolean> {
      const cancelled = await repo.cancelDeletion(userId);
      forgetUser(userId);
      return cancelled;
    },

    /** The deletion job: this account if its day has come, and any other whose job was lost. Idempotent. */
    async runDeletions(userId: number): Promise<void> {
      await purge(userId);
      for (const due of await repo.dueDeletions(clock(), 100)) await purge(due);
    },
  };
}

/** A 400 in the error shape of docs/product-rules.md#api-contract, the message beside its field. */
function refuse(path: string, message: string): never {
  throw new ValidationError(message, [{ path, message }]);
}

/** A newer request replaced the archive being built: the job stops without failing. */
class SupersededError extends Error {}
