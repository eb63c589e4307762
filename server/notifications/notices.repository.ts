/**
 * The notices and the kinds a person turned off (docs/decisions/1120-notifications-centre.md,
 * docs/decisions/861-repositories-own-sql.md). Takes the database or the caller's transaction, so a notice commits
 * with what it tells of.
 */
import { and, eq, sql } from "drizzle-orm";
import { notificationPreferences, notifications } from "../../shared/schema";
import type { NotificationKind } from "../../shared/contracts/notifications";
import type { DbOrTx } from "../db/owned-rows";

export type NewNotice = {
  title: string;
  body: string;
  link: string | null;
  dedupeKey: string | null;
};

export function createNoticesRepository(db: DbOrTx) {
  return {
    /** The kinds the person turned off, or undefined when they never saved their preferences. */
    async turnedOff(userId: number): Promise<string[] | undefined> {
      const [prefs] = await db
        .select({ off: notificationPreferences.off })
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, userId))
        .limit(1);
      return prefs?.off;
    },

    /** Inserts one notice unless its `dedupeKey` was used (`on conflict do nothing`); true when it was written. */
    async insert(userId: number, kind: NotificationKind, notice: NewNotice): Promise<boolean> {
      const rows = await db
        .insert(notifications)
        .values({ userId, kind, ...notice })
        .onConflictDoNothing()
        .returning({ id: notifications.id });
      return rows.length > 0;
    },

    /** How many of the person's notices are unread. */
    async unreadCount(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), sql`${notifications.readAt} is null`));
      return row?.n ?? 0;
    },
  };
}
