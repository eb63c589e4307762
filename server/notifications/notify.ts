/**
 * Writing a notice (docs/decisions/1120-notifications-centre.md): any module calls `notify` inside or after its
 * own transaction. A kind the person turned off writes nothing; a `dedupeKey` makes the notice once per person.
 */
import type { NotificationKind } from "../../shared/contracts/notifications";
import type { DbOrTx } from "../db/owned-rows";
import { createNoticesRepository } from "./notices.repository";

export type NoticeInput = {
  title: string;
  body?: string;
  /** A path inside the app ("/tools/…"). */
  link?: string | null;
  /** The same key for the same person writes the notice only once. */
  dedupeKey?: string | null;
};

/** Writes one notice unless its kind is turned off or its key was used; true when it was written. */
export async function notify(
  db: DbOrTx,
  userId: number,
  kind: NotificationKind,
  notice: NoticeInput,
): Promise<boolean> {
  const notices = createNoticesRepository(db);
  if ((await notices.turnedOff(userId))?.includes(kind)) return false;
  return notices.insert(userId, kind, {
    title: notice.title.slice(0, 300),
    body: (notice.body ?? "").slice(0, 2000),
    link: notice.link ?? null,
    dedupeKey: notice.dedupeKey ?? null,
  });
}

/** Unread notices of a person (the bell's number). */
export async function unreadCount(db: DbOrTx, userId: number): Promise<number> {
  return createNoticesRepository(db).unreadCount(userId);
}
