/**
 * "Your data" (docs/guide/your-data.md, docs/decisions/1220-account-archive-in-the-database.md,
 * docs/decisions/1221-account-deletion-grace-and-anonymised-audit.md): the archive a person asked for, stored in
 * the database in parts; a pending deletion; and what is kept of a deleted account. The account settings
 * (docs/guide/settings.md) add two-factor recovery codes and profile pictures.
 */
import { sql } from "drizzle-orm";
import {
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./index";

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });

export const ACCOUNT_EXPORT_STATUSES = ["queued", "running", "ready", "failed"] as const;
export type AccountExportStatus = (typeof ACCOUNT_EXPORT_STATUSES)[number];

/** One archive request; a new request deletes the person's earlier ones (and their parts). */
export const accountExports = pgTable(
  "account_exports",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: varchar("status", { length: 16 }).$type<AccountExportStatus>().notNull().default("queued"),
    /** 0-100, moved by the job after each kind of record. */
    progress: integer("progress").notNull().default(0),
    /** The kind of record the job is writing (a file name of the archive). */
    step: text("step"),
    byteSize: integer("byte_size"),
    failure: text("failure"),
    createdAt: createdAt(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /** The download answers until then (24 hours after it was ready). */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
  },
  (t) => [
    index("account_exports_user_idx").on(t.userId, t.createdAt),
    check("account_exports_status_check", sql`${t.status} in ('queued', 'running', 'ready', 'failed')`),
  ],
);

/** The ZIP's bytes in order, about 1 MB a part, so neither the job nor the download holds a whole archive. */
export const accountExportParts = pgTable(
  "account_export_parts",
  {
    exportId: integer("export_id")
      .notNull()
      .references(() => accountExports.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    part: integer("part").notNull(),
    content: bytea("content").notNull(),
  },
  (t) => [primaryKey({ columns: [t.exportId, t.part] })],
);

/** A requested deletion inside its grace period; the account is locked (users.is_active false) meanwhile. */
export const accountDeletions = pgTable("account_deletions", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
  deleteAfter: timestamp("delete_after", { withTimezone: true }).notNull(),
  /** The id the account's audit rows carry once it is gone. */
  anonymousId: varchar("anonymous_id", { length: 40 }).notNull(),
});

/**
 * What is kept of a deleted account, with no personal field: the anonymous id its audit rows carry and the Stripe
 * customer its invoices (kept by Stripe, which the tax rules need) are filed under.
 */
export const deletedAccounts = pgTable("deleted_accounts", {
  anonymousId: varchar("anonymous_id", { length: 40 }).primaryKey(),
  stripeCustomerId: varchar("stripe_customer_id", { length: 64 }),
  requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
  deletedAt: timestamp("deleted_at", { withTimezone: true }).notNull().defaultNow(),
});

export type AccountExportRow = typeof accountExports.$inferSelect;

/** Ten single-use codes per account with two-factor sign-in; only their SHA-256 is stored. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: varchar("code_hash", { length: 64 }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("recovery_codes_user_idx").on(t.userId, t.codeHash)],
);

/** The uploaded profile picture, already resized to 256 px WebP by the server; one per account. */
export const profilePictures = pgTable("profile_pictures", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  image: bytea("image").notNull(),
  contentType: varchar("content_type", { length: 32 }).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
