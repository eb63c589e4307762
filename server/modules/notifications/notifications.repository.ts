/** Queries on a person's notices and preferences; every statement is scoped to the owner. */
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { notificationPreferences, notifications, type NotificationRow } from "../../../shared/schema";
import { NOTIFICATIONS_LIST_MAX } from "../../../shared/contracts/notifications";
import type { Db } from "../../db/client";

export type PreferencesValues = { off: string[]; digest: boolean; digestHour: number; timeZone: string };
export const DEFAULT_PREFERENCES: PreferencesValues = { off: [], digest: false, digestHour: 8, timeZone: "UTC" };

export function createNotificationsRepository(db: Db) {
  return {
    db,
    async list(userId: number, unreadOnly: boolean): Promise<NotificationRow[]> {
      return db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), unreadOnly ? isNull(notifications.readAt) : undefined))
        .orderBy(desc(notifications.id))
        .limit(NOTIFICATIONS_LIST_MAX);
    },
    /** Marks the given notices (only the person's own, still unread) read; how many changed. */
    async markRead(userId: number, ids: number[] | "all"): Promise<number> {
      const rows = await db
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(
          and(
            eq(notifications.userId, userId),
            isNull(notifications.readAt),
            ids === "all" ? undefined : inArray(notifications.id, ids),
          ),
        )
        .returning({ id: notifications.id });
      return rows.length;
    },
    /** How many of `ids` are the person's (read or not). */
    async owned(userId: number, ids: number[]): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), inArray(notifications.id, ids)));
      return row?.n ?? 0;
    },
    async preferences(userId: number): Promise<PreferencesValues> {
      const [row] = await db
        .select()
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, userId))
        .limit(1);
      return row ?? DEFAULT_PREFERENCES;
    },
    async savePreferences(userId: number, values: PreferencesValues): Promise<void> {
      await db
        .insert(notificationPreferences)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: notificationPreferences.userId, set: { ...values, updatedAt: sql`now()` } });
    },
    /** Turns the digest off (the unsubscribe link); false when the person has no preferences row. */
    async stopDigest(userId: number): Promise<boolean> {
      const rows = await db
        .update(notificationPreferences)
        .set({ digest: false, updatedAt: sql`now()` })
        .where(eq(notificationPreferences.userId, userId))
        .returning({ userId: notificationPreferences.userId });
      return rows.length > 0;
    },
  };
}
export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
