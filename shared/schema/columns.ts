/** Column helpers every table file uses. */
import { timestamp } from "drizzle-orm/pg-core";

/** `created_at timestamptz not null default now()`. */
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
