/**
 * Drizzle tables. The server imports them as values; the client only ever with `import type`.
 * Flags the specification defines as text ('true'/'false') are stored as real booleans and
 * presented as text by the presenters (docs/decisions/0003-boolean-flags-as-text.md).
 */
import { sql } from "drizzle-orm";
import {
  bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, varchar,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    email: varchar("email", { length: 320 }).notNull(),
    username: varchar("username", { length: 64 }),
    password: text("password"),
    firstName: varchar("first_name", { length: 100 }),
    lastName: varchar("last_name", { length: 100 }),
    profileImageUrl: text("profile_image_url"),
    googleId: varchar("google_id", { length: 64 }).unique(),
    selectedPlan: varchar("selected_plan", { length: 8 }).notNull().default("free"),
    proSubscriptionStartDate: timestamp("pro_subscription_start_date", { withTimezone: true }),
    proSubscriptionEndDate: timestamp("pro_subscription_end_date", { withTimezone: true }),
    hasCompletedOnboarding: boolean("has_completed_onboarding").notNull().default(false),
    lastActiveAt: timestamp("last_active_at", { withTimezone: true }),
    loginCount: integer("login_count").notNull().default(0),
    totalIdeasGenerated: integer("total_ideas_generated").notNull().default(0),
    totalLogosCreated: integer("total_logos_created").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    isAdmin: boolean("is_admin").notNull().default(false),
    discordId: varchar("discord_id", { length: 64 }).unique(),
    discordUsername: varchar("discord_username", { length: 100 }),
    discordConnectedAt: timestamp("discord_connected_at", { withTimezone: true }),
    stripeCustomerId: varchar("stripe_customer_id", { length: 64 }).unique(),
    stripeSubscriptionId: varchar("stripe_subscription_id", { length: 64 }),
    stripeSubscriptionStatus: varchar("stripe_subscription_status", { length: 32 }),
    hadTrial: boolean("had_trial").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Sign-in is case-insensitive on both identifiers.
    uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`),
    uniqueIndex("users_username_lower_idx").on(sql`lower(${t.username})`),
    index("users_created_at_idx").on(t.createdAt),
    index("users_last_active_at_idx").on(t.lastActiveAt),
    index("users_plan_end_idx").on(t.selectedPlan, t.proSubscriptionEndDate),
    // Admin search by prefix (docs/decisions/501-admin-search-by-prefix.md): text_pattern_ops lets
    // `lower(x) LIKE 'term%'` use the index whatever the database collation. Keep in sync with admin.repository.
    index("users_email_prefix_idx").on(sql`lower(${t.email}) text_pattern_ops`),
    index("users_username_prefix_idx").on(sql`lower(${t.username}) text_pattern_ops`),
    index("users_full_name_prefix_idx").on(
      sql`lower(coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, '')) text_pattern_ops`,
    ),
    index("users_last_name_prefix_idx").on(sql`lower(${t.lastName}) text_pattern_ops`),
  ],
);

/**
 * The exact number of users in one row, kept by statement-level triggers on users (migration 0002), so the
 * admin stats never count a million index entries (docs/decisions/502-admin-counts-from-indexes.md).
 */
export const userTotals = pgTable(
  "user_totals",
  {
    id: smallint("id").primaryKey().default(1),
    users: bigint("users", { mode: "number" }).notNull(),
  },
  (t) => [check("user_totals_single_row", sql`${t.id} = 1`)],
);

export const sessions = pgTable(
  "session",
  {
    sid: varchar("sid").primaryKey(),
    sess: jsonb("sess").notNull(),
    expire: timestamp("expire", { precision: 6 }).notNull(),
  },
  (t) => [index("IDX_session_expire").on(t.expire)],
);

export const productIdeas = pgTable(
  "product_ideas",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description").notNull(),
    industry: text("industry").notNull(),
    targetMarket: text("target_market").notNull(),
    estimatedRevenue: text("estimated_revenue").notNull(),
    marketSize: text("market_size").notNull(),
    competition: text("competition").notNull(),
    timeToMarket: text("time_to_market").notNull(),
    riskLevel: text("risk_level").notNull(),
    profitPotential: text("profit_potential").notNull(),
    analysis: jsonb("analysis"),
    createdAt: createdAt(),
  },
  (t) => [index("product_ideas_user_idx").on(t.userId, t.createdAt)],
);

export const businessPlans = pgTable(
  "business_plans",
  {
    id: serial("id").primaryKey(),
    productIdeaId: integer("product_idea_id").notNull().references(() => productIdeas.id, { onDelete: "cascade" }),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    executiveSummary: text("executive_summary").notNull(),
    revenueProjections: jsonb("revenue_projections").notNull(),
    keyMetrics: jsonb("key_metrics").notNull(),
    costBreakdown: jsonb("cost_breakdown").notNull(),
    riskAssessment: jsonb("risk_assessment").notNull(),
    nextSteps: jsonb("next_steps").notNull(),
    fullPlan: text("full_plan"),
    createdAt: createdAt(),
  },
  (t) => [index("business_plans_idea_idx").on(t.productIdeaId), index("business_plans_user_idx").on(t.userId)],
);

export const marketAnalysis = pgTable(
  "market_analysis",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    industry: text("industry").notNull(),
    targetMarket: text("target_market"),
    location: text("location"),
    marketSize: text("market_size").notNull(),
    growthRate: text("growth_rate").notNull(),
    opportunityScore: integer("opportunity_score").notNull(),
    competitionLevel: text("competition_level").notNull(),
    competitors: jsonb("competitors").notNull(),
    trends: jsonb("trends").notNull(),
    analysis: jsonb("analysis"),
    createdAt: createdAt(),
  },
  (t) => [index("market_analysis_user_idx").on(t.userId, t.createdAt)],
);

/** Every AI generation, for history and cost accounting (decisions D6). */
export const generations = pgTable(
  "generations",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    tool: varchar("tool", { length: 64 }).notNull(),
    input: jsonb("input").notNull(),
    output: jsonb("output").notNull(),
    engine: varchar("engine", { length: 16 }).notNull(),
    model: varchar("model", { length: 100 }).notNull(),
    durationMs: integer("duration_ms").notNull(),
    promptTokens: integer("prompt_tokens"),
    completionTokens: integer("completion_tokens"),
    createdAt: createdAt(),
  },
  (t) => [index("generations_user_tool_idx").on(t.userId, t.tool, t.createdAt)],
);

/**
 * Quota counters, one row per user, quota and period ('lifetime' or a UTC date).
 * Reserved with one conditional upsert so parallel requests cannot exceed a limit.
 */
export const usageCounters = pgTable(
  "usage_counters",
  {
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    quota: varchar("quota", { length: 64 }).notNull(),
    period: varchar("period", { length: 16 }).notNull(),
    used: integer("used").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.quota, t.period] })],
);

/** Audit of every plan change (decisions D3). */
export const planChanges = pgTable(
  "plan_changes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    fromPlan: varchar("from_plan", { length: 8 }).notNull(),
    toPlan: varchar("to_plan", { length: 8 }).notNull(),
    source: varchar("source", { length: 16 }).notNull(),
    reason: text("reason"),
    createdAt: createdAt(),
  },
  (t) => [index("plan_changes_user_idx").on(t.userId, t.createdAt)],
);

/** Stripe webhook events already processed, keyed by event id. */
export const stripeEvents = pgTable("stripe_events", {
  id: varchar("id", { length: 255 }).primaryKey(),
  type: varchar("type", { length: 100 }).notNull(),
  processedAt: timestamp("processed_at", { withTimezone: true }).notNull().defaultNow(),
});

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type ProductIdea = typeof productIdeas.$inferSelect;
export type BusinessPlan = typeof businessPlans.$inferSelect;
export type MarketAnalysisRow = typeof marketAnalysis.$inferSelect;
export type Generation = typeof generations.$inferSelect;
export type PlanChange = typeof planChanges.$inferSelect;
export * from "./catalogues";
