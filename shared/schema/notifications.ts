/**
 * The notifications centre (docs/guide/notifications.md, docs/decisions/1120-notifications-centre.md): a person's
 * notices, their preferences, the digest days already sent and the open low-stock episodes.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { inventory, users } from "./index";

export const notifications = pgTable(
  "notifications",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: varchar("kind", { length: 32 }).notNull(),
    title: text("title").notNull(),
    body: text("body").notNull().default(""),
    /** A path inside the app ("/tools/inventory-tracker?item=3"), never another site. */
    link: text("link"),
    /** Same key, same notice: a second `notify` with it writes nothing. */
    dedupeKey: varchar("dedupe_key", { length: 200 }),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("notifications_user_idx").on(t.userId, t.id),
    index("notifications_user_unread_idx")
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    uniqueIndex("notifications_user_dedupe_idx").on(t.userId, t.dedupeKey),
  ],
);

export const notificationPreferences = pgTable("notification_preferences", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** Kinds the person turned off: nothing of these is written. */
  off: jsonb("off").$type<string[]>().notNull().default([]),
  digest: boolean("digest").notNull().default(false),
  /** The local hour (0-23) the digest is sent at, in `timeZone`. */
  digestHour: smallint("digest_hour").notNull().default(8),
  timeZone: varchar("time_zone", { length: 64 }).notNull().default("UTC"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One row per person and local day a digest went out: the claim that makes it once a day across processes. */
export const notificationDigests = pgTable(
  "notification_digests",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/**
 * An item in a low-stock or a running-out episode (docs/decisions/1105-running-out-notice.md): the row lasts while
 * either holds. `lowSent` (low stock) and `outSent` (running out) make each notice once per episode; an episode
 * that ends resets its flag.
 */
export const stockAlerts = pgTable("stock_alerts", {
  inventoryId: integer("inventory_id")
    .primaryKey()
    .references(() => inventory.id, { onDelete: "cascade" }),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  lowSent: boolean("low_sent").notNull().default(false),
  outSent: boolean("out_sent").notNull().default(false),
  openedAt: createdAt(),
});

export type NotificationRow = typeof notifications.$inferSelect;
