/**
 * Drizzle queries of what proves a person beyond their email: two-factor steps and recovery codes, the profile
 * picture, and the list of their sessions. Knows nothing of HTTP; the settings service decides
 * (docs/decisions/861-repositories-own-sql.md).
 */
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { profilePictures, recoveryCodes, sessions, users } from "../../../shared/schema";
import type { Db } from "../../db/client";
import type { DbOrTx } from "./account.repository";

/** Passport keeps the signed-in user's id in sess.passport.user. */
const sessionOf = (userId: number) => sql`${sessions.sess} -> 'passport' ->> 'user' = ${String(userId)}`;

export function createCredentialsRepository(db: Db) {
  return {
    /** Records the step of an accepted code unless this or a later step was used: true when it was recorded. */
    async recordTotpStep(userId: number, step: number): Promise<boolean> {
      const [row] = await db
        .update(users)
        .set({ totpLastStep: step })
        .where(and(eq(users.id, userId), sql`(${users.totpLastStep} is null or ${users.totpLastStep} < ${step})`))
        .returning({ id: users.id });
      return Boolean(row);
    },

    /** Uses an unused recovery code of the user (one statement, so it works once): true when it was used. */
    async useRecoveryCode(userId: number, codeHash: string, at: Date): Promise<boolean> {
      const [row] = await db
        .update(recoveryCodes)
        .set({ usedAt: at })
        .where(
          and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)),
        )
        .returning({ id: recoveryCodes.id });
      return Boolean(row);
    },

    async recoveryCodesLeft(userId: number): Promise<number> {
      const [left] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      return left?.n ?? 0;
    },

    /** Two-factor on: new recovery codes replace the old and the switch is set, together. */
    async enableTwoFactor(userId: number, codeHashes: string[], at: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        await tx.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
        await tx.update(users).set({ totpEnabledAt: at, updatedAt: new Date() }).where(eq(users.id, userId));
      });
    },

    /** Two-factor off: the secret, its last step and every recovery code go (in `tx` when given). */
    async disableTwoFactor(userId: number, tx?: DbOrTx): Promise<void> {
      const work = async (t: DbOrTx) => {
        await t.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        await t
          .update(users)
          .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: new Date() })
          .where(eq(users.id, userId));
      };
      await (tx ? work(tx) : db.transaction(work));
    },

    /** The user's live sessions, with what their session row keeps (device, address, times). */
    async sessionsOf(userId: number): Promise<{ sid: string; sess: unknown }[]> {
      return db
        .select({ sid: sessions.sid, sess: sessions.sess })
        .from(sessions)
        .where(and(sessionOf(userId), sql`${sessions.expire} > now()`));
    },

    /** Deletes every session of the user but `keepSid`; answers how many ended. */
    async endSessionsExcept(userId: number, keepSid: string): Promise<number> {
      const rows = await db
        .delete(sessions)
        .where(and(sessionOf(userId), ne(sessions.sid, keepSid)))
        .returning({ sid: sessions.sid });
      return rows.length;
    },

    async deleteSession(sid: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.sid, sid));
    },

    async savePicture(userId: number, image: Buffer, contentType: string, at: Date): Promise<void> {
      await db
        .insert(profilePictures)
        .values({ userId, image, contentType, updatedAt: at })
        .onConflictDoUpdate({ target: profilePictures.userId, set: { image, contentType, updatedAt: at } });
    },

    async deletePicture(userId: number): Promise<void> {
      await db.delete(profilePictures).where(eq(profilePictures.userId, userId));
    },

    async findPicture(userId: number) {
      const [row] = await db.select().from(profilePictures).where(eq(profilePictures.userId, userId)).limit(1);
      return row;
    },
  };
}

export type CredentialsRepository = ReturnType<typeof createCredentialsRepository>;
