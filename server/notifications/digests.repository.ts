/**
 * The daily digest's reads and its claim of a day (docs/decisions/1121-daily-digest.md,
 * docs/decisions/861-repositories-own-sql.md): who asked for the digest, their unread notices, and the row in
 * `notification_digests` (person + local day) that lets one process send the day's mail.
 */
import { and, desc, eq, gte, isNull, lte, sql } from "drizzle-orm";
import { notificationDigests, notificationPreferences, notifications, users } from "../../shared/schema";
import type { Db } from "../db/client";

export type DigestPerson = {
  userId: number;
  hour: number;
  timeZone: string;
  email: string;
  firstName: string | null;
};

export function createDigestsRepository(db: Db) {
  /** The person's row of `day`. */
  const dayOf = (userId: number, day: string) =>
    and(eq(notificationDigests.userId, userId), eq(notificationDigests.day, day));
  return {
    /** Every active person who turned the digest on: their digest hour, time zone, email and first name. */
    async people(): Promise<DigestPerson[]> {
      return db
        .select({
          userId: notificationPreferences.userId,
          hour: notificationPreferences.digestHour,
          timeZone: notificationPreferences.timeZone,
          email: users.email,
          firstName: users.firstName,
        })
        .from(notificationPreferences)
        .innerJoin(users, eq(users.id, notificationPreferences.userId))
        .where(and(eq(notificationPreferences.digest, true), eq(users.isActive, true)));
    },

    /** The person's unread notices created between `since` and `until`, newest first, at most `limit`: title and body. */
    async unread(userId: number, since: Date, until: Date, limit: number): Promise<{ title: string; body: string }[]> {
      return db
        .select({ title: notifications.title, body: notifications.body })
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            isNull(notifications.readAt),
            gte(notifications.createdAt, since),
            lte(notifications.createdAt, until),
          ),
        )
        .orderBy(desc(notifications.id))
        .limit(limit);
    },

    /** Claims the person's `day` (`on conflict do nothing`): true when this call wrote the claim. */
    async claim(userId: number, day: string): Promise<boolean> {
      const claimed = await db
        .insert(notificationDigests)
        .values({ userId, day })
        .onConflictDoNothing()
        .returning({ userId: notificationDigests.userId });
      return claimed.length > 0;
    },

    /** Gives the person's `day` back (its mail was not sent), so a later run tries again. */
    async release(userId: number, day: string): Promise<void> {
      await db.delete(notificationDigests).where(dayOf(userId, day));
    },

    /** Records that the person's digest of `day` was sent, now. */
    async markSent(userId: number, day: string): Promise<void> {
      await db
        .update(notificationDigests)
        .set({ sentAt: sql`now()` })
        .where(dayOf(userId, day));
    },
  };
}
