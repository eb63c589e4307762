/**
 * Drizzle tables. The server imports them as values; the client only ever with `import type`.
 * Flags the specification defines as text ('true'/'false') are stored as real booleans and
 * presented as text by the presenters (docs/decisions/003-boolean-flags-as-text.md).
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
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
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

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
    /**
     * The sum of this user's XP ledger (xp_events), kept by a trigger on that table so a signed-in read needs no
     * sum (docs/decisions/844-xp-total-kept-on-the-user.md).
     */
    totalXp: integer("total_xp").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    isAdmin: boolean("is_admin").notNull().default(false),
    discordId: varchar("discord_id", { length: 64 }).unique(),
    discordUsername: varchar("discord_username", { length: 100 }),
    discordConnectedAt: timestamp("discord_connected_at", { withTimezone: true }),
    stripeCustomerId: varchar("stripe_customer_id", { length: 64 }).unique(),
    stripeSubscriptionId: varchar("stripe_subscription_id", { length: 64 }),
    stripeSubscriptionStatus: varchar("stripe_subscription_status", { length: 32 }),
    hadTrial: boolean("had_trial").notNull().default(false),
    /** When the person proved they read mail at `email` (null = not verified). Admin by email needs it. */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    /**
     * Two-factor sign-in (docs/guide/settings.md): the TOTP secret sealed with AES-256-GCM under
     * TOTP_ENCRYPTION_KEY (`iv.tag.ciphertext`, base64url), set at set-up; on only once `totpEnabledAt` is set.
     */
    totpSecret: text("totp_secret"),
    totpEnabledAt: timestamp("totp_enabled_at", { withTimezone: true }),
    /** The last 30-second step whose code was accepted: a code (and any older one) works once. */
    totpLastStep: bigint("totp_last_step", { mode: "number" }),
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
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
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
    productIdeaId: integer("product_idea_id")
      .notNull()
      .references(() => productIdeas.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
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

/**
 * Read-only share links (docs/decisions/960): a long random token opens one result without an account until it expires
 * (30 days, renewable) or its owner revokes it. `targetId` is the result's id in its own table (a quick
 * validation is a row of `generations`).
 */
export const shares = pgTable(
  "shares",
  {
    id: serial("id").primaryKey(),
    token: varchar("token", { length: 64 }).notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: varchar("kind", { length: 32 }).notNull(),
    targetId: integer("target_id").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("shares_token_idx").on(t.token), index("shares_user_idx").on(t.userId, t.createdAt)],
);
export type Share = typeof shares.$inferSelect;

/** Every AI generation, for history and cost accounting (docs/product-rules.md#ai-output-is-checked). */
export const generations = pgTable(
  "generations",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tool: varchar("tool", { length: 64 }).notNull(),
    input: jsonb("input").notNull(),
    output: jsonb("output").notNull(),
    engine: varchar("engine", { length: 16 }).notNull(),
    model: varchar("model", { length: 100 }).notNull(),
    durationMs: integer("duration_ms").notNull(),
    promptTokens: integer("prompt_tokens"),
    completionTokens: integer("completion_tokens"),
    /** The business-profile facts the run used, `[{ field, value }]` (docs/decisions/1470-business-profile-and-money-in-its-currency.md). */
    basedOn: jsonb("based_on").$type<{ field: string; value: string }[]>(),
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
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    quota: varchar("quota", { length: 64 }).notNull(),
    period: varchar("period", { length: 16 }).notNull(),
    used: integer("used").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.quota, t.period] })],
);

/** The AI mentor's conversations, one owner each (docs/product-rules.md#progress-on-the-server: kept on the server). */
export const mentorConversations = pgTable(
  "mentor_conversations",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: varchar("title", { length: 120 }).notNull().default("New conversation"),
    /** Pinned conversations are listed first (docs/guide/ai-mentor.md). */
    pinned: boolean("pinned").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("mentor_conversations_user_idx").on(t.userId, t.updatedAt)],
);

/**
 * One message of a mentor conversation; `incomplete` marks a reply cut short when the person left
 * (docs/product-rules.md#streaming).
 */
export const mentorMessages = pgTable(
  "mentor_messages",
  {
    id: serial("id").primaryKey(),
    conversationId: integer("conversation_id")
      .notNull()
      .references(() => mentorConversations.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: varchar("role", { length: 16 }).notNull(),
    content: text("content").notNull(),
    incomplete: boolean("incomplete").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("mentor_messages_conversation_idx").on(t.conversationId, t.id),
    check("mentor_messages_role_check", sql`${t.role} in ('user', 'assistant')`),
  ],
);

/**
 * What the person asked the mentor to remember (docs/guide/ai-mentor.md#memories): at most 50 per person, 300
 * characters each, never anything that looks like a secret (docs/decisions/1302-mentor-memories.md).
 */
export const mentorMemories = pgTable(
  "mentor_memories",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    text: varchar("text", { length: 300 }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("mentor_memories_user_idx").on(t.userId, t.id)],
);

/** Audit of every plan change (docs/product-rules.md#who-can-make-a-user-pro). */
export const planChanges = pgTable(
  "plan_changes",
  {
    id: serial("id").primaryKey(),
    /**
     * Null once the account is deleted: the row is kept under `anonymousId`
     * (docs/decisions/1221-account-deletion-grace-and-anonymised-audit.md).
     */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    anonymousId: varchar("anonymous_id", { length: 40 }),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    fromPlan: varchar("from_plan", { length: 8 }).notNull(),
    toPlan: varchar("to_plan", { length: 8 }).notNull(),
    source: varchar("source", { length: 16 }).notNull(),
    reason: text("reason"),
    createdAt: createdAt(),
  },
  (t) => [index("plan_changes_user_idx").on(t.userId, t.createdAt)],
);

/**
 * Single-use account links (email verification, password reset). Only the SHA-256 of the token is stored;
 * `email` is the address the link was sent to, so a link stops working if the account's email changes.
 */
export const authTokens = pgTable(
  "auth_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: varchar("kind", { length: 16 }).notNull(),
    tokenHash: varchar("token_hash", { length: 64 }).notNull().unique(),
    email: varchar("email", { length: 320 }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("auth_tokens_user_kind_idx").on(t.userId, t.kind)],
);

/** Stripe webhook events already processed, keyed by event id. */
export const stripeEvents = pgTable("stripe_events", {
  id: varchar("id", { length: 255 }).primaryKey(),
  type: varchar("type", { length: 100 }).notNull(),
  processedAt: timestamp("processed_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Money columns (docs/product-rules.md#money-is-exact): numeric(12,2), read and written as decimal strings ("8.50").
 */
const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

/**
 * A user's stock (docs/spec-notes.md#data-the-screens-read). Status is derived from quantity by the server on every
 * write.
 */
export const inventory = pgTable(
  "inventory",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productName: text("product_name").notNull(),
    sku: varchar("sku", { length: 100 }),
    quantity: integer("quantity").notNull().default(0),
    costPrice: money("cost_price").notNull(),
    sellPrice: money("sell_price").notNull(),
    supplier: text("supplier"),
    status: varchar("status", { length: 16 }).notNull().default("active"),
    category: varchar("category", { length: 32 }),
    notes: text("notes"),
    /** A GTIN (EAN-13, UPC-A) or any code the person uses; unique per user (docs/guide/barcodes.md). */
    barcode: varchar("barcode", { length: 64 }),
    /** Reordering (docs/guide/inventory.md): when to reorder, how long the supplier takes, and how much to order. */
    reorderPoint: integer("reorder_point"),
    leadTimeDays: integer("lead_time_days"),
    preferredSupplier: text("preferred_supplier"),
    reorderQuantity: integer("reorder_quantity"),
    coverDays: integer("cover_days"),
    /** Created by the sample files, not the person's own stock (docs/decisions/1040-sample-data-marked.md). */
    sample: boolean("sample").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("inventory_user_idx").on(t.userId, t.id),
    uniqueIndex("inventory_user_barcode_idx").on(t.userId, t.barcode),
    // NULL SKUs never collide, so only given SKUs are unique per user.
    uniqueIndex("inventory_user_sku_idx").on(t.userId, t.sku),
    check("inventory_quantity_nonnegative", sql`${t.quantity} >= 0`),
  ],
);

/**
 * The curated supplier catalogue (docs/product-rules.md#reference-catalogues), seeded idempotently by name at start.
 */
export const suppliers = pgTable(
  "suppliers",
  {
    id: serial("id").primaryKey(),
    name: varchar("name", { length: 120 }).notNull().unique(),
    platform: varchar("platform", { length: 16 }).notNull(),
    reliabilityRating: integer("reliability_rating").notNull(),
    shippingSpeed: text("shipping_speed").notNull(),
    qualityRating: integer("quality_rating").notNull(),
    location: varchar("location", { length: 16 }).notNull(),
    specialties: jsonb("specialties").$type<string[]>().notNull(),
    contactInfo: jsonb("contact_info").$type<{ email?: string; phone?: string; website?: string }>().notNull(),
    verified: boolean("verified").notNull().default(false),
    description: text("description").notNull().default(""),
    model: varchar("model", { length: 32 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("suppliers_platform_idx").on(t.platform),
    index("suppliers_location_idx").on(t.location),
    index("suppliers_reliability_idx").on(t.reliabilityRating),
    index("suppliers_specialties_idx").using("gin", t.specialties),
  ],
);

/** A user's favourite suppliers (docs/product-rules.md#blank-actions). */
export const supplierFavorites = pgTable(
  "supplier_favorites",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    supplierId: integer("supplier_id")
      .notNull()
      .references(() => suppliers.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.supplierId] })],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type ProductIdea = typeof productIdeas.$inferSelect;
export type BusinessPlan = typeof businessPlans.$inferSelect;
export type MarketAnalysisRow = typeof marketAnalysis.$inferSelect;
export type Generation = typeof generations.$inferSelect;
export type PlanChange = typeof planChanges.$inferSelect;
export type AuthToken = typeof authTokens.$inferSelect;
export type MentorConversation = typeof mentorConversations.$inferSelect;
export type MentorMessage = typeof mentorMessages.$inferSelect;
export type MentorMemory = typeof mentorMemories.$inferSelect;

/**
 * Rate-limit counters shared by every server process (rate-limiter-flexible's PostgreSQL layout: key, points,
 * expire in epoch ms). Created here so it exists on the embedded database and on a server alike (decision 600).
 */
export const rateLimits = pgTable("rate_limits", {
  key: varchar("key", { length: 255 }).primaryKey(),
  points: integer("points").notNull().default(0),
  expire: bigint("expire", { mode: "number" }),
});
export type InventoryRow = typeof inventory.$inferSelect;
export type SupplierRow = typeof suppliers.$inferSelect;

/** Creative Suite pieces (docs/spec-notes.md#data-the-screens-read "Content piece"); platform only for social posts. */
export const contentPieces = pgTable(
  "content_pieces",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: varchar("type", { length: 20 }).notNull(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    tone: varchar("tone", { length: 20 }).notNull(),
    platform: varchar("platform", { length: 20 }),
    length: varchar("length", { length: 10 }).notNull(),
    topic: text("topic").notNull(),
    targetAudience: text("target_audience").notNull().default(""),
    /** Written by the offline engine: a structure to fill, shown with the draft label (docs/decisions/1433-offline-drafts-say-so.md). */
    draft: boolean("draft").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("content_pieces_user_idx").on(t.userId, t.createdAt)],
);

/** Saved sales scripts (docs/spec-notes.md#data-the-screens-read "Script result" and its history items). */
export const salesScripts = pgTable(
  "sales_scripts",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: varchar("type", { length: 20 }).notNull(),
    product: text("product").notNull(),
    targetAudience: text("target_audience").notNull().default(""),
    script: jsonb("script").notNull(),
    metrics: jsonb("metrics").notNull(),
    tips: jsonb("tips")
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** A draft to fill (the offline engine's script), shown with the draft label (docs/decisions/1433-offline-drafts-say-so.md). */
    draft: boolean("draft").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("sales_scripts_user_idx").on(t.userId, t.createdAt)],
);

export type ContentPieceRow = typeof contentPieces.$inferSelect;
export type SalesScriptRow = typeof salesScripts.$inferSelect;

/**
 * Business idea tracker (docs/spec-notes.md#screens-and-routes, #data-the-screens-read): the person's own ideas,
 * status, rating and AI scores.
 */
export const businessIdeas = pgTable(
  "business_ideas",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull(),
    industry: text("industry").notNull().default(""),
    status: varchar("status", { length: 16 }).notNull().default("idea"),
    /** { profitability, trendPotential, difficulty, overall, reasons } or null while not scored. */
    aiScores: jsonb("ai_scores"),
    /** The latest evidence-based score (shared/contracts/idea-evidence.ts evidenceScoreSchema) or null. */
    evidenceScore: jsonb("evidence_score"),
    /**
     * The quick validation (a `generations` row) this idea was tracked from, or null; one idea per validation
     * (docs/decisions/1304-validation-tracked-as-an-idea.md).
     */
    validationId: integer("validation_id").references(() => generations.id, { onDelete: "set null" }),
    userRating: smallint("user_rating"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("business_ideas_user_idx").on(t.userId, t.createdAt),
    uniqueIndex("business_ideas_validation_idx").on(t.validationId),
    check("business_ideas_status_check", sql`${t.status} in ('idea', 'researching', 'planning', 'launched')`),
    check("business_ideas_rating_check", sql`${t.userRating} is null or ${t.userRating} between 1 and 5`),
  ],
);
export type BusinessIdeaRow = typeof businessIdeas.$inferSelect;

/**
 * The evidence log of a tracked idea (docs/decisions/1315-ideas-scored-from-evidence.md): one entry of a type
 * (conversations, preorders, signups, competitor, note) with its fields in `data`, money as "8.50" strings.
 */
export const ideaEvidence = pgTable(
  "idea_evidence",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ideaId: integer("idea_id")
      .notNull()
      .references(() => businessIdeas.id, { onDelete: "cascade" }),
    type: varchar("type", { length: 16 }).notNull(),
    data: jsonb("data").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("idea_evidence_idea_idx").on(t.ideaId, t.createdAt),
    index("idea_evidence_user_idx").on(t.userId),
    check(
      "idea_evidence_type_check",
      sql`${t.type} in ('conversations', 'preorders', 'signups', 'competitor', 'note')`,
    ),
  ],
);
export type IdeaEvidenceRow = typeof ideaEvidence.$inferSelect;

/** Each re-score of a tracked idea from its evidence: the scores over time on the idea's page. */
export const ideaScoreHistory = pgTable(
  "idea_score_history",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ideaId: integer("idea_id")
      .notNull()
      .references(() => businessIdeas.id, { onDelete: "cascade" }),
    overall: smallint("overall").notNull(),
    demand: smallint("demand").notNull(),
    willingnessToPay: smallint("willingness_to_pay").notNull(),
    competition: smallint("competition").notNull(),
    strength: varchar("strength", { length: 16 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("idea_score_history_idea_idx").on(t.ideaId, t.createdAt),
    index("idea_score_history_user_idx").on(t.userId),
  ],
);
export type IdeaScoreHistoryRow = typeof ideaScoreHistory.$inferSelect;

/**
 * Launch roadmaps (docs/spec-notes.md#data-the-screens-read): the generated plan; its steps and their progress live in
 * roadmap_steps (docs/product-rules.md#progress-on-the-server).
 */
export const roadmaps = pgTable(
  "roadmaps",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The intake form as submitted (Edit Details refills it). */
    form: jsonb("form").notNull(),
    businessName: text("business_name").notNull(),
    industry: text("industry").notNull(),
    businessIdea: text("business_idea").notNull(),
    estimatedTimeline: text("estimated_timeline").notNull(),
    keyMilestones: jsonb("key_milestones").notNull(),
    /** When 'Claim Your Achievement' was pressed at 100 %. */
    achievementClaimedAt: timestamp("achievement_claimed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("roadmaps_user_idx").on(t.userId, t.createdAt)],
);
export type RoadmapRow = typeof roadmaps.$inferSelect;

export const roadmapSteps = pgTable(
  "roadmap_steps",
  {
    roadmapId: integer("roadmap_id")
      .notNull()
      .references(() => roadmaps.id, { onDelete: "cascade" }),
    stepId: integer("step_id").notNull(),
    position: integer("position").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    category: varchar("category", { length: 16 }).notNull(),
    difficulty: varchar("difficulty", { length: 8 }).notNull(),
    estimatedTime: text("estimated_time").notNull(),
    rewardXp: integer("reward_xp").notNull(),
    rewardBadge: text("reward_badge"),
    unlocked: boolean("unlocked").notNull().default(false),
    completed: boolean("completed").notNull().default(false),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.roadmapId, t.stepId] })],
);
export type RoadmapStepRow = typeof roadmapSteps.$inferSelect;

/**
 * The one XP ledger (hustle challenges, launch roadmap): one row per thing that earned XP, unique per
 * (user, source, source_key) and inserted with ON CONFLICT DO NOTHING, so nothing is counted twice.
 */
export const xpEvents = pgTable(
  "xp_events",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    source: text("source").notNull(),
    sourceKey: text("source_key").notNull(),
    xp: integer("xp").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).defaultNow(),
  },
  (t) => [uniqueIndex("xp_events_user_source_key_idx").on(t.userId, t.source, t.sourceKey)],
);

/**
 * The built-in hustle challenges (docs/spec-notes.md#constants-and-option-lists), seeded at start from
 * server/modules/challenges/challenges.data.ts.
 */
export const challenges = pgTable("challenges", {
  id: serial("id").primaryKey(),
  slug: varchar("slug", { length: 64 }).notNull().unique(),
  position: integer("position").notNull(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  difficulty: varchar("difficulty", { length: 16 }).notNull(),
  timeframeDays: integer("timeframe_days").notNull(),
  reward: text("reward").notNull(),
  xp: integer("xp").notNull(),
  createdAt: createdAt(),
});

/** The steps of a challenge, in order. */
export const challengeSteps = pgTable(
  "challenge_steps",
  {
    id: serial("id").primaryKey(),
    challengeId: integer("challenge_id")
      .notNull()
      .references(() => challenges.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
  },
  (t) => [uniqueIndex("challenge_steps_position_idx").on(t.challengeId, t.position)],
);

/**
 * Who joined which challenge, when, and when they finished it (docs/product-rules.md#progress-on-the-server: progress
 * kept on the server). Completing a challenge makes its reward a claim ('pending', in the completing transaction) that
 * an admin grants or declines (docs/decisions/925-challenge-reward-claims.md); null before completion.
 */
export const challengeParticipants = pgTable(
  "challenge_participants",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    challengeId: integer("challenge_id")
      .notNull()
      .references(() => challenges.id, { onDelete: "cascade" }),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /** null (not completed) | 'pending' | 'granted' | 'declined'. */
    rewardStatus: varchar("reward_status", { length: 16 }),
    rewardDecidedAt: timestamp("reward_decided_at", { withTimezone: true }),
    /** The admin who decided (kept as null if that account is deleted). */
    rewardDecidedBy: integer("reward_decided_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.challengeId] }),
    index("challenge_participants_challenge_idx").on(t.challengeId, t.completedAt),
    // The admin's two lists: pending claims oldest first, decided ones newest first.
    index("challenge_participants_reward_pending_idx")
      .on(t.completedAt)
      .where(sql`${t.rewardStatus} = 'pending'`),
    index("challenge_participants_reward_decided_idx")
      .on(t.rewardDecidedAt)
      .where(sql`${t.rewardDecidedAt} is not null`),
    // A completed participation always has its claim, and only a completed one has a claim ("is not null"
    // spelled out: a CHECK that evaluates to null passes).
    check(
      "challenge_participants_reward_status_check",
      sql`(${t.completedAt} is null and ${t.rewardStatus} is null) or (${t.completedAt} is not null and ${t.rewardStatus} is not null and ${t.rewardStatus} in ('pending', 'granted', 'declined'))`,
    ),
  ],
);

/** The steps a participant has ticked. */
export const challengeStepCompletions = pgTable(
  "challenge_step_completions",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    stepId: integer("step_id")
      .notNull()
      .references(() => challengeSteps.id, { onDelete: "cascade" }),
    challengeId: integer("challenge_id")
      .notNull()
      .references(() => challenges.id, { onDelete: "cascade" }),
    completedAt: timestamp("completed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.stepId] }),
    index("challenge_step_completions_user_challenge_idx").on(t.userId, t.challengeId),
  ],
);

export type Challenge = typeof challenges.$inferSelect;
export type ChallengeStep = typeof challengeSteps.$inferSelect;
export type ChallengeParticipant = typeof challengeParticipants.$inferSelect;
/**
 * Partnership finder (docs/spec-notes.md#screens-and-routes, #validation-messages;
 * docs/product-rules.md#people-and-messages): one profile per user; sample profiles only on a dev install.
 */
export const partnershipProfiles = pgTable(
  "partnership_profiles",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: "cascade" }),
    bio: text("bio").notNull(),
    niche: varchar("niche", { length: 16 }).notNull(),
    location: varchar("location", { length: 120 }).notNull(),
    lookingFor: jsonb("looking_for").$type<string[]>().notNull(),
    offering: jsonb("offering").$type<string[]>().notNull(),
    experience: varchar("experience", { length: 16 }).notNull(),
    socialProof: jsonb("social_proof").$type<{ followers?: string; revenue?: string }>().notNull().default({}),
    availability: varchar("availability", { length: 16 }).notNull().default("available"),
    isSample: boolean("is_sample").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("partnership_profiles_niche_idx").on(t.niche, t.id)],
);

export const partnershipRequests = pgTable(
  "partnership_requests",
  {
    id: serial("id").primaryKey(),
    creatorId: integer("creator_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: varchar("type", { length: 24 }).notNull(),
    title: varchar("title", { length: 200 }).notNull(),
    description: text("description").notNull().default(""),
    duration: varchar("duration", { length: 100 }).notNull().default(""),
    requiredSkills: jsonb("required_skills").$type<string[]>().notNull().default([]),
    budget: varchar("budget", { length: 100 }).notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("partnership_requests_creator_idx").on(t.creatorId)],
);

/** A connection request between two users; at most one pending per pair (either direction). */
export const partnershipConnections = pgTable(
  "partnership_connections",
  {
    id: serial("id").primaryKey(),
    fromUserId: integer("from_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    toUserId: integer("to_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    message: text("message").notNull().default(""),
    status: varchar("status", { length: 16 }).notNull().default("pending"),
    createdAt: createdAt(),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("partnership_connections_pending_pair_idx")
      .on(sql`least(${t.fromUserId}, ${t.toUserId})`, sql`greatest(${t.fromUserId}, ${t.toUserId})`)
      .where(sql`${t.status} = 'pending'`),
    index("partnership_connections_from_idx").on(t.fromUserId, t.createdAt),
    index("partnership_connections_to_idx").on(t.toUserId),
    check("partnership_connections_not_self", sql`${t.fromUserId} <> ${t.toUserId}`),
  ],
);

export const partnershipApplications = pgTable(
  "partnership_applications",
  {
    id: serial("id").primaryKey(),
    requestId: integer("request_id")
      .notNull()
      .references(() => partnershipRequests.id, { onDelete: "cascade" }),
    applicantId: integer("applicant_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    proposal: text("proposal").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("partnership_applications_request_applicant_idx").on(t.requestId, t.applicantId)],
);
export type PartnershipProfileRow = typeof partnershipProfiles.$inferSelect;
export type PartnershipRequestRow = typeof partnershipRequests.$inferSelect;
export type PartnershipConnectionRow = typeof partnershipConnections.$inferSelect;
export * from "./catalogues";
export * from "./finance";
export * from "./notifications";
export * from "./stock";
export * from "./account";
export * from "./business-profile";
export * from "./fee-overrides";
export * from "./customer-firsts";
export * from "./connections";
export * from "./month-rollups";
