/** Tables of the account settings (docs/guide/settings.md): two-factor recovery codes and profile pictures. */
import { customType, index, integer, pgTable, serial, timestamp, varchar } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./index";

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });

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
