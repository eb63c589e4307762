/**
 * The notifications centre's API (docs/guide/notifications.md):
 * `GET /api/notifications?unread=true` -> `{ notifications, unread }`, `POST /api/notifications/read`
 * (`{ ids }` or `{ all: true }`) -> `{ unread }`, `GET/PUT /api/notifications/preferences` -> `{ preferences }`,
 * `GET /api/notifications/unsubscribe?token=` (a signed link from the digest mail, no sign-in).
 */
import { z } from "zod";
import { idSchema } from "./common";

/** Every kind of notice, in the order the preferences screen lists them. */
export const NOTIFICATION_KINDS = [
  "low_stock",
  "running_out",
  "import_finished",
  "import_failed",
  "export_ready",
  "partnership_request",
  "partnership_accepted",
  "reward_decided",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What the preferences screen calls each kind. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  low_stock: "Low stock",
  running_out: "Running out",
  import_finished: "Import finished",
  import_failed: "Import failed",
  export_ready: "Export ready",
  partnership_request: "Partnership request received",
  partnership_accepted: "Partnership request accepted",
  reward_decided: "Reward claim decided",
};

/** The most notices one list answers (newest first). */
export const NOTIFICATIONS_LIST_MAX = 50;

const notificationSchema = z.object({
  id: z.number(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsQuerySchema = z.object({
  unread: z
    .enum(["true", "false"], { error: "unread must be true or false" })
    .optional()
    .transform((v) => v === "true"),
});

export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unread: z.number(),
});

export const markReadSchema = z.union(
  [
    z.object({ ids: z.array(idSchema("Each id must be a notification id")).min(1, "Give at least one id").max(200) }),
    z.object({ all: z.literal(true) }),
  ],
  { error: 'Send { "ids": [...] } or { "all": true }' },
);
export const markReadResponseSchema = z.object({ unread: z.number() });

const validTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

export const notificationPreferencesSchema = z.object({
  /** Kind -> on (a notice is written) or off. */
  kinds: z.record(z.enum(NOTIFICATION_KINDS), z.boolean()),
  digest: z.boolean(),
  digestHour: z.number().int().min(0).max(23),
  timeZone: z.string(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const updatePreferencesSchema = z.object({
  kinds: z.partialRecord(z.enum(NOTIFICATION_KINDS, { error: "Unknown notification kind" }), z.boolean()).optional(),
  digest: z.boolean({ error: "Digest must be true or false" }).optional(),
  digestHour: z
    .number({ error: "Digest hour must be a whole number from 0 to 23" })
    .int("Digest hour must be a whole number from 0 to 23")
    .min(0, "Digest hour must be a whole number from 0 to 23")
    .max(23, "Digest hour must be a whole number from 0 to 23")
    .optional(),
  timeZone: z
    .string({ error: "Time zone is required" })
    .trim()
    .max(64, "Time zone must be at most 64 characters")
    .refine(validTimeZone, "Choose a time zone such as Europe/London")
    .optional(),
});
export type UpdatePreferences = z.output<typeof updatePreferencesSchema>;

export const preferencesResponseSchema = z.object({ preferences: notificationPreferencesSchema });

export const unsubscribeQuerySchema = z.object({ token: z.string().max(400).default("") });
