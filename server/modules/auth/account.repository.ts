/**
 * Drizzle queries of account links (verification, reset, email change, undo), of a user's sessions, and of the user
 * row inside the transactions that use a link. Knows nothing of HTTP.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { authTokens, sessions, users, type AuthToken, type NewUser, type User } from "../../../shared/schema";
import type { Db } from "../../db/client";

export type TokenKind = "verify_email" | "reset_password" | "change_email" | "undo_email";

/**
 * The links a change of credentials revokes: a password change or reset, a confirmed email change and 'sign out
 * everywhere' end every unused one of these (docs/decisions/613-one-way-into-a-session.md). The undo link of an
 * email change is not among them: it is the old address's way back, and whoever changed the email must not be
 * able to end it by changing the password; only its own use ends it (with every other link).
 */
const CREDENTIAL_LINKS: readonly TokenKind[] = ["reset_password", "verify_email", "change_email"];
export const ALL_LINKS: readonly TokenKind[] = [...CREDENTIAL_LINKS, "undo_email"];
export type DbOrTx = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

/** 32 random bytes as base64url; only its SHA-256 (hex) is stored. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export function createAccountRepository(db: Db) {
  return {
    /** Runs `work` in one transaction; the link's use and the user's change commit together or not at all. */
    transaction<T>(work: (tx: DbOrTx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    async userById(tx: DbOrTx, id: number): Promise<User | undefined> {
      const [user] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
      return user;
    },

    /** The id of the account whose email is this address, compared without case. */
    async emailHolderId(tx: DbOrTx, email: string): Promise<number | undefined> {
      const [holder] = await tx
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
        .limit(1);
      return holder?.id;
    },

    async updateUser(tx: DbOrTx, id: number, changes: Partial<NewUser>): Promise<void> {
      await tx.update(users).set(changes).where(eq(users.id, id));
    },

    /** Stores a new link for the user (in `tx` when given); returns the token to put in the mail. */
    async issue(userId: number, kind: TokenKind, email: string, ttlMs: number, tx: DbOrTx = db): Promise<string> {
      const { token, hash } = newToken();
      await tx
        .insert(authTokens)
        .values({ userId, kind, email, tokenHash: hash, expiresAt: new Date(Date.now() + ttlMs) });
      return token;
    },

    async find(kind: TokenKind, token: string): Promise<AuthToken | undefined> {
      const [row] = await db
        .select()
        .from(authTokens)
        .where(and(eq(authTokens.tokenHash, hashToken(token)), eq(authTokens.kind, kind)))
        .limit(1);
      return row;
    },

    /** Marks the link used if it is still unused and unexpired (one statement, so it works once). */
    async consume(tx: DbOrTx, kind: TokenKind, token: string): Promise<AuthToken | undefined> {
      const [row] = await tx
        .update(authTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(authTokens.tokenHash, hashToken(token)),
            eq(authTokens.kind, kind),
            isNull(authTokens.usedAt),
            sql`${authTokens.expiresAt} > now()`,
          ),
        )
        .returning();
      return row;
    },

    /**
     * Revokes every unused link of these kinds of the user: the rows go, so a revoked link reads as not valid
     * (docs/decisions/613-one-way-into-a-session.md). Used links stay, so they still read as used.
     */
    async revokeLinks(tx: DbOrTx, userId: number, kinds: readonly TokenKind[] = CREDENTIAL_LINKS): Promise<number> {
      const rows = await tx
        .delete(authTokens)
        .where(and(eq(authTokens.userId, userId), inArray(authTokens.kind, [...kinds]), isNull(authTokens.usedAt)))
        .returning({ id: authTokens.id });
      return rows.length;
    },

    /** Deletes every session row of the user (passport keeps the user id in sess.passport.user). */
    async deleteSessions(tx: DbOrTx, userId: number): Promise<number> {
      const rows = await tx
        .delete(sessions)
        .where(sql`${sessions.sess} -> 'passport' ->> 'user' = ${String(userId)}`)
        .returning({ sid: sessions.sid });
      return rows.length;
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
