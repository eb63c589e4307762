/** Presents notices and preferences: every field listed, dates as ISO strings. */
import {
  NOTIFICATION_KINDS,
  type Notification,
  type NotificationKind,
  type NotificationPreferences,
} from "../../../shared/contracts/notifications";
import type { NotificationRow } from "../../../shared/schema";
import type { PreferencesValues } from "./notifications.repository";

const isKind = (k: string): k is NotificationKind => (NOTIFICATION_KINDS as readonly string[]).includes(k);

/** A stored notice; a kind this version does not know (an older row) is shown as an import notice's sibling: null. */
export function presentNotification(row: NotificationRow): Notification | null {
  if (!isKind(row.kind)) return null;
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentPreferences(values: PreferencesValues): NotificationPreferences {
  return {
    kinds: Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, !values.off.includes(k)])) as Record<
      NotificationKind,
      boolean
    >,
    digest: values.digest,
    digestHour: values.digestHour,
    timeZone: values.timeZone,
  };
}
