/**
 * Rows in every tool for one person, each text carrying `mark` so a test can tell whose rows an archive holds, and
 * the walk of every database column that names a user (docs/decisions/1222-one-registry-of-owned-tables.md).
 */
import crypto from "node:crypto";
import type pg from "pg";
import { offlineLogoConcepts } from "../../server/logo/offline-concepts";

const json = (v: unknown) => JSON.stringify(v);

/** Inserts one row or more in every table a person owns; `other` is a second person (connections, applications). */
export async function seedEverything(pool: pg.Pool, userId: number, other: number, mark: string): Promise<void> {
  const q = async (text: string, values: unknown[] = []) => (await pool.query(text, values)).rows;
  const one = async (text: string, values: unknown[] = []) => (await q(text, values))[0] as { id: number };
  const idea = await one(
    `insert into product_ideas (user_id, name, description, industry, target_market, estimated_revenue, market_size,
     competition, time_to_market, risk_level, profit_potential) values ($1, $2, $2, 'x', 'x', 'x', 'x', 'x', 'x', 'x', 'x') returning id`,
    [userId, `idea ${mark}`],
  );
  await q(
    `insert into business_plans (product_idea_id, user_id, executive_summary, revenue_projections, key_metrics,
     cost_breakdown, risk_assessment, next_steps) values ($1, $2, $3, '[]', '[]', '[]', '[]', '[]')`,
    [idea.id, userId, `plan ${mark}`],
  );
  const analysis = await one(
    `insert into market_analysis (user_id, industry, market_size, growth_rate, opportunity_score, competition_level,
     competitors, trends) values ($1, $2, 'x', 'x', 5, 'x', '[]', '[]') returning id`,
    [userId, `industry ${mark}`],
  );
  await q(
    `insert into shares (token, user_id, kind, target_id, expires_at) values ($1, $2, 'market_analysis', $3, now() + interval '30 days')`,
    [crypto.randomBytes(20).toString("hex"), userId, analysis.id],
  );
  await q(
    `insert into generations (user_id, tool, input, output, engine, model, duration_ms)
     values ($1, 'quick-validation', $2, '{}', 'offline', 'offline', 1)`,
    [userId, json({ idea: mark })],
  );
  const logoInput = { businessName: "Acme Mugs", industry: "home", style: "modern", colors: "" } as const;
  await q(
    `insert into generations (user_id, tool, input, output, engine, model, duration_ms)
     values ($1, 'logo-maker', $2, $3, 'offline', 'offline', 1)`,
    [userId, json(logoInput), json(offlineLogoConcepts(logoInput))],
  );
  await q(`insert into usage_counters (user_id, quota, period, used) values ($1, 'ai', 'lifetime', 3)`, [userId]);
  const conversation = await one(`insert into mentor_conversations (user_id, title) values ($1, $2) returning id`, [
    userId,
    `talk ${mark}`.slice(0, 100),
  ]);
  await q(`insert into mentor_messages (conversation_id, user_id, role, content) values ($1, $2, 'user', $3)`, [
    conversation.id,
    userId,
    `hello ${mark}`,
  ]);
  await q(
    `insert into plan_changes (user_id, from_plan, to_plan, source, reason) values ($1, 'free', 'pro', 'admin', $2)`,
    [userId, `reason ${mark}`],
  );
  await q(
    `insert into auth_tokens (user_id, kind, token_hash, email, expires_at) values ($1, 'verify_email', $2, 'x@example.test', now())`,
    [userId, crypto.randomBytes(32).toString("hex")],
  );
  const item = await one(
    `insert into inventory (user_id, product_name, sku, quantity, cost_price, sell_price) values ($1, $2, $3, 4, '2.50', '9.99') returning id`,
    [userId, `mug ${mark}`, `SKU-${mark}`.slice(0, 100)],
  );
  const supplier = (await q(`select id from suppliers order by id limit 1`))[0] as { id: number } | undefined;
  if (supplier) await q(`insert into supplier_favorites (user_id, supplier_id) values ($1, $2)`, [userId, supplier.id]);
  await q(
    `insert into content_pieces (user_id, type, title, content, tone, length, topic) values ($1, 'blog', $2, $2, 'friendly', 'short', 'x')`,
    [userId, `piece ${mark}`],
  );
  await q(`insert into sales_scripts (user_id, type, product, script, metrics) values ($1, 'email', $2, '{}', '{}')`, [
    userId,
    `product ${mark}`,
  ]);
  await q(`insert into business_ideas (user_id, title, description) values ($1, $2, $2)`, [userId, `tracked ${mark}`]);
  const roadmap = await one(
    `insert into roadmaps (user_id, form, business_name, industry, business_idea, estimated_timeline, key_milestones)
     values ($1, '{}', $2, 'x', 'x', 'x', '[]') returning id`,
    [userId, `road ${mark}`],
  );
  await q(
    `insert into roadmap_steps (roadmap_id, step_id, position, title, description, category, difficulty, estimated_time, reward_xp)
     values ($1, 1, 1, $2, 'x', 'setup', 'easy', '1h', 10)`,
    [roadmap.id, `step ${mark}`],
  );
  await q(`insert into xp_events (user_id, source, source_key, xp) values ($1, 'roadmap', $2, 10)`, [userId, mark]);
  const step = (await q(`select id, challenge_id from challenge_steps order by id limit 1`))[0] as
    { id: number; challenge_id: number } | undefined;
  if (step) {
    await q(`insert into challenge_participants (user_id, challenge_id) values ($1, $2)`, [userId, step.challenge_id]);
    await q(`insert into challenge_step_completions (user_id, step_id, challenge_id) values ($1, $2, $3)`, [
      userId,
      step.id,
      step.challenge_id,
    ]);
  }
  await q(
    `insert into partnership_profiles (user_id, bio, niche, location, looking_for, offering, experience)
     values ($1, $2, 'ecommerce', 'x', '[]', '[]', 'beginner')`,
    [userId, `bio ${mark}`],
  );
  await q(`insert into partnership_requests (creator_id, type, title) values ($1, 'collaboration', $2)`, [
    userId,
    `request ${mark}`,
  ]);
  await q(
    `insert into partnership_connections (from_user_id, to_user_id, message, status) values ($1, $2, $3, 'accepted')`,
    [userId, other, `connect ${mark}`],
  );
  const theirs = (
    await q(`select id from partnership_requests where creator_id = $1 order by id limit 1`, [other])
  )[0] as { id: number } | undefined;
  if (theirs)
    await q(`insert into partnership_applications (request_id, applicant_id, proposal) values ($1, $2, $3)`, [
      theirs.id,
      userId,
      `proposal ${mark}`,
    ]);
  const hustle = (await q(`select id from side_hustles order by id limit 1`))[0] as { id: number } | undefined;
  if (hustle) {
    await q(`insert into side_hustle_bookmarks (user_id, hustle_id) values ($1, $2)`, [userId, hustle.id]);
    await q(`insert into side_hustle_checklist (user_id, hustle_id, kind, item_index) values ($1, $2, 'step', 0)`, [
      userId,
      hustle.id,
    ]);
  }
  const imported = await one(`insert into imports (user_id, format, file_name) values ($1, 'csv', $2) returning id`, [
    userId,
    `file ${mark}.csv`,
  ]);
  await q(`insert into import_mappings (user_id, header_key, mapping) values ($1, $2, '{}')`, [
    userId,
    mark.slice(0, 64),
  ]);
  const order = await one(
    `insert into orders (user_id, source, external_id, ordered_at, import_id, channel, goods, units)
     values ($1, 'csv', $2, '2026-03-01T10:00:00Z', $3, 'Etsy', '19.98', 2) returning id`,
    [userId, `ext-${mark}`, imported.id],
  );
  await q(
    `insert into order_lines (order_id, user_id, sku, name, quantity, unit_price, inventory_id) values ($1, $2, $3, $4, 2, '9.99', $5)`,
    [order.id, userId, `SKU-${mark}`.slice(0, 100), `line ${mark}`, item.id],
  );
  await q(
    `insert into expenses (user_id, spent_on, category, amount, note) values ($1, '2026-03-02', 'ads', '12.00', $2)`,
    [userId, `=cmd ${mark}`],
  );
  await q(
    `insert into statement_costs (user_id, import_id, source, external_id, order_external_id, order_id, incurred_on, currency, fees)
     values ($1, $2, 'etsy', $3, $3, $4, '2026-03-01T10:00:00Z', 'USD', '1.95')`,
    [userId, imported.id, `ext-${mark}`.slice(0, 255), order.id],
  );
  await q(
    `insert into fee_overrides (user_id, channel, percent, per_order, per_unit) values ($1, 'etsy', '9.5', '0.25', '0.20')`,
    [userId],
  );
  await q(
    `insert into shop_connections (user_id, provider, shop_domain, secret_sealed) values ($1, 'shopify', $2, 'sealed')`,
    [userId, `shop-${userId}.myshopify.com`],
  );
  await q(`insert into currency_rates (user_id, currency, month, rate) values ($1, 'EUR', '2026-03', '1.1')`, [userId]);
  await q(`insert into finance_settings (user_id, home_currency) values ($1, 'USD')`, [userId]);
  await q(`insert into finance_targets (user_id, month, revenue) values ($1, '2026-03', '100.00')`, [userId]);
  await q(
    `insert into business_profiles (user_id, sells, channels, country, currency, budget, skills)
     values ($1, $2, '["etsy"]', 'GB', 'GBP', '400.00', '["silversmithing"]')`,
    [userId, `rings ${mark}`.slice(0, 200)],
  );
}

export type UserColumn = { table: string; column: string };

/** Every column of the public schema that references users(id), or is called user_id. */
export async function userColumns(pool: pg.Pool): Promise<UserColumn[]> {
  const found = await pool.query<{ table: string; column: string }>(`
    select distinct rel.relname as table, att.attname as column
    from pg_constraint c
    join pg_class rel on rel.oid = c.conrelid
    join pg_namespace ns on ns.oid = rel.relnamespace
    join unnest(c.conkey) as k(attnum) on true
    join pg_attribute att on att.attrelid = c.conrelid and att.attnum = k.attnum
    where c.contype = 'f' and c.confrelid = 'public.users'::regclass and ns.nspname = 'public'
    union
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and column_name = 'user_id'
    union
    select 'users', 'id'
    order by 1, 2`);
  return found.rows;
}
