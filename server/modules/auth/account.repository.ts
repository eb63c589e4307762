/** Drizzle queries of account links (verification, reset) and of a user's sessions. Knows nothing of HTTP. */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { authTokens, sessions, type AuthToken } from "../../../shared/schema";
import type { Db } from "../../db/client";

export type TokenKind = "verify_email" | "reset_password" | "change_email";
export type DbOrTx = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

/** 32 random bytes as base64url; only its SHA-256 (hex) is stored. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export function createAccountRepository(db: Db) {
  return {
    /** Stores a new link for the user; returns the token to put in the mail. */
    async issue(userId: number, kind: TokenKind, email: string, ttlMs: number): Promise<string> {
      const { token, hash } = newToken();
      await db
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

    /** Ends every other unused link of this kind (a reset makes older reset links useless). */
    async retireAll(tx: DbOrTx, userId: number, kind: TokenKind): Promise<void> {
      await tx
        .update(authTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(authTokens.userId, userId), eq(authTokens.kind, kind), isNull(authTokens.usedAt)));
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
