/**
 * The reference catalogues (docs/spec-notes.md#data-the-screens-read; docs/product-rules.md#reference-catalogues):
 * curated rows loaded by an idempotent seed at start (upsert by a stable slug), an index for every filter, and each
 * user's bookmarks and start-guide ticks.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./index";

export const trendingProducts = pgTable(
  "trending_products",
  {
    id: serial("id").primaryKey(),
    slug: varchar("slug", { length: 140 }).notNull().unique(),
    name: text("name").notNull(),
    price: numeric("price", { precision: 12, scale: 2 }).notNull(),
    category: varchar("category", { length: 32 }).notNull(),
    platform: varchar("platform", { length: 32 }).notNull(),
    profitMargin: integer("profit_margin").notNull(),
    shippingTime: text("shipping_time").notNull(),
    competitionLevel: varchar("competition_level", { length: 8 }).notNull(),
    trendScore: integer("trend_score").notNull(),
    /** Weekly scores, oldest first: [{ week: 'YYYY-MM-DD', score }]. */
    trendHistory: jsonb("trend_history").$type<{ week: string; score: number }[]>().notNull(),
    season: text("season"),
    imageUrl: text("image_url"),
    productUrl: text("product_url").notNull(),
    description: text("description").notNull(),
    /** 'catalogue' (the curated file) or 'scan' (added by a trend scan). */
    source: varchar("source", { length: 16 }).notNull().default("catalogue"),
    lastUpdated: timestamp("last_updated", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index("trending_products_score_idx").on(t.trendScore),
    index("trending_products_category_score_idx").on(t.category, t.trendScore),
    index("trending_products_platform_score_idx").on(t.platform, t.trendScore),
  ],
);

export const sideHustles = pgTable(
  "side_hustles",
  {
    id: serial("id").primaryKey(),
    slug: varchar("slug", { length: 140 }).notNull().unique(),
    title: text("title").notNull(),
    category: varchar("category", { length: 32 }).notNull(),
    description: text("description").notNull(),
    difficultyLevel: varchar("difficulty_level", { length: 16 }).notNull(),
    timeInvestment: text("time_investment").notNull(),
    potentialEarnings: text("potential_earnings").notNull(),
    startupCost: text("startup_cost").notNull(),
    requirements: jsonb("requirements").$type<string[]>().notNull(),
    steps: jsonb("steps").$type<string[]>().notNull(),
    sortOrder: smallint("sort_order").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index("side_hustles_category_idx").on(t.category, t.sortOrder),
    index("side_hustles_difficulty_idx").on(t.difficultyLevel, t.sortOrder),
    index("side_hustles_active_order_idx")
      .on(t.sortOrder)
      .where(sql`${t.isActive}`),
  ],
);

/** A user's bookmarked hustles (docs/product-rules.md#blank-actions: bookmarks are saved per user). */
export const sideHustleBookmarks = pgTable(
  "side_hustle_bookmarks",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    hustleId: integer("hustle_id")
      .notNull()
      .references(() => sideHustles.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.hustleId] })],
);

/**
 * A user's ticks in a hustle's start guide (docs/product-rules.md#progress-on-the-server): one row per ticked
 * requirement or step.
 */
export const sideHustleChecklist = pgTable(
  "side_hustle_checklist",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    hustleId: integer("hustle_id")
      .notNull()
      .references(() => sideHustles.id, { onDelete: "cascade" }),
    kind: varchar("kind", { length: 16 }).notNull(),
    itemIndex: smallint("item_index").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.hustleId, t.kind, t.itemIndex] })],
);

export const microNiches = pgTable(
  "micro_niches",
  {
    id: serial("id").primaryKey(),
    slug: varchar("slug", { length: 140 }).notNull().unique(),
    name: text("name").notNull(),
    category: varchar("category", { length: 32 }).notNull(),
    description: text("description").notNull(),
    competitionLevel: varchar("competition_level", { length: 8 }).notNull(),
    demandLevel: varchar("demand_level", { length: 8 }).notNull(),
    profitPotential: varchar("profit_potential", { length: 8 }).notNull(),
    targetAudience: text("target_audience").notNull(),
    keyProducts: jsonb("key_products").$type<string[]>().notNull(),
    marketingChannels: jsonb("marketing_channels").$type<string[]>().notNull(),
    entryBarriers: text("entry_barriers").notNull(),
    seasonality: text("seasonality").notNull(),
    industry: varchar("industry", { length: 64 }).notNull(),
    sortOrder: smallint("sort_order").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index("micro_niches_category_idx").on(t.category, t.sortOrder),
    index("micro_niches_competition_idx").on(t.competitionLevel, t.sortOrder),
    index("micro_niches_demand_idx").on(t.demandLevel, t.sortOrder),
  ],
);

export type TrendingProductRow = typeof trendingProducts.$inferSelect;
export type SideHustleRow = typeof sideHustles.$inferSelect;
export type MicroNicheRow = typeof microNiches.$inferSelect;
