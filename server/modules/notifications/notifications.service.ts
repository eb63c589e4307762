/** The notifications centre's rules: another person's notice is a 404; preferences are merged, then saved. */
import { NOTIFICATION_KINDS, type UpdatePreferences } from "../../../shared/contracts/notifications";
import { NotFoundError } from "../../http/errors";
import { unreadCount } from "../../notifications";
import type { NotificationsRepository } from "./notifications.repository";

export function createNotificationsService(repo: NotificationsRepository) {
  return {
    async list(userId: number, unreadOnly: boolean) {
      const [rows, unread] = await Promise.all([repo.list(userId, unreadOnly), unreadCount(repo.db, userId)]);
      return { rows, unread };
    },

    /** Marks read; an id that is not the person's makes the whole call a 404 with nothing changed. */
    async markRead(userId: number, ids: number[] | "all"): Promise<number> {
      if (ids !== "all") {
        const unique = [...new Set(ids)];
        if ((await repo.owned(userId, unique)) !== unique.length) throw new NotFoundError("Notification not found");
        await repo.markRead(userId, unique);
      } else await repo.markRead(userId, "all");
      return unreadCount(repo.db, userId);
    },

    preferences: (userId: number) => repo.preferences(userId),

    async updatePreferences(userId: number, patch: UpdatePreferences) {
      const current = await repo.preferences(userId);
      const off = new Set(current.off);
      for (const [kind, on] of Object.entries(patch.kinds ?? {})) {
        if (on) off.delete(kind);
        else off.add(kind);
      }
      const next = {
        off: NOTIFICATION_KINDS.filter((k) => off.has(k)),
        digest: patch.digest ?? current.digest,
        digestHour: patch.digestHour ?? current.digestHour,
        timeZone: patch.timeZone ?? current.timeZone,
      };
      await repo.savePreferences(userId, next);
      return next;
    },

    stopDigest: (userId: number) => repo.stopDigest(userId),
  };
}
