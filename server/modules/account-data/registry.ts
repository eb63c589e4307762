/**
 * The one list of what a person owns (docs/decisions/1222-one-registry-of-owned-tables.md): every table column that
 * names a user, with the archive file it goes to or the reason it stays out. Deletion relies on the foreign keys
 * (`on delete cascade`, or `set null` where the row is someone else's); tests/api/account-data.test.ts walks
 * every column of the database that references users(id) or is called user_id and fails for one not listed here.
 */

/**
 * A file of the archive: its select text (`$1` is the person's id) and `key`, the column it is paged by. The registry
 * lists the statements, archive.repository.ts runs them (docs/decisions/861-repositories-own-sql.md).
 */
export type ArchiveFile = {
  name: string;
  holds: string;
  sql: string;
  key?: string;
};

export type OwnedColumn = {
  table: string;
  column: string;
} & ({ files: readonly ArchiveFile[] } | { excluded: string });

/** Money and timestamps come as exact strings from pg; json columns as JSON. */
const all = (table: string, column = "user_id", order = "1") =>
  `select * from ${table} where ${column} = $1 order by ${order}`;

export const OWNED: readonly OwnedColumn[] = [
  {
    table: "users",
    column: "id",
    files: [
      {
        name: "profile.json",
        holds:
          "Your account: name, username, email, plan and dates. No secrets: the password hash, sign-in links and provider tokens are never written.",
        sql: `select id, email, username, first_name, last_name, profile_image_url, selected_plan,
          pro_subscription_start_date, pro_subscription_end_date, stripe_subscription_status, email_verified_at,
          google_id is not null as google_linked, discord_id is not null as discord_linked, discord_username,
          is_admin, login_count, total_ideas_generated, total_logos_created, last_active_at, created_at, updated_at
          from users where id = $1`,
      },
    ],
  },
  {
    table: "product_ideas",
    column: "user_id",
    files: [
      {
        name: "product-ideas.json",
        holds: "Product ideas the generator made for you.",
        sql: all("product_ideas", "user_id", "id"),
      },
    ],
  },
  {
    table: "business_plans",
    column: "user_id",
    files: [
      {
        name: "business-plans.json",
        holds: "Business plans written for your product ideas.",
        sql: all("business_plans", "user_id", "id"),
      },
    ],
  },
  {
    table: "market_analysis",
    column: "user_id",
    files: [
      {
        name: "market-analyses.json",
        holds: "Market analyses and validations you ran.",
        sql: all("market_analysis", "user_id", "id"),
      },
    ],
  },
  {
    table: "shares",
    column: "user_id",
    files: [
      {
        name: "share-links.json",
        holds: "Read-only share links you made, with their expiry and whether you revoked them.",
        sql: all("shares", "user_id", "id"),
      },
    ],
  },
  {
    table: "generations",
    column: "user_id",
    files: [
      {
        name: "generations.json",
        holds:
          "Every AI generation of every tool (quick validations, logos, plans...): what you asked and what came back.",
        sql: "select * from generations where user_id = $1 and id > $2 order by id limit $3",
        key: "id",
      },
    ],
  },
  {
    table: "usage_counters",
    column: "user_id",
    files: [
      {
        name: "usage.json",
        holds: "How many times you used each tool, per day or in total.",
        sql: all("usage_counters", "user_id", "quota, period"),
      },
    ],
  },
  {
    table: "mentor_conversations",
    column: "user_id",
    files: [
      {
        name: "mentor-conversations.json",
        holds: "Your AI mentor conversations.",
        sql: all("mentor_conversations", "user_id", "id"),
      },
    ],
  },
  {
    table: "mentor_messages",
    column: "user_id",
    files: [
      {
        name: "mentor-messages.json",
        holds: "Every message of those conversations, yours and the mentor's.",
        sql: "select * from mentor_messages where user_id = $1 and id > $2 order by id limit $3",
        key: "id",
      },
    ],
  },
  {
    table: "plan_changes",
    column: "user_id",
    files: [
      {
        name: "plan-changes.json",
        holds: "Every change of your plan, when and why.",
        sql: "select id, from_plan, to_plan, source, reason, created_at from plan_changes where user_id = $1 order by id",
      },
    ],
  },
  {
    table: "plan_changes",
    column: "actor_id",
    excluded: "Plan changes an admin made to other people's accounts: those rows are about the other people.",
  },
  {
    table: "auth_tokens",
    column: "user_id",
    excluded: "Single-use email links, stored only as hashes: secrets, useless outside the app.",
  },
  {
    table: "inventory",
    column: "user_id",
    files: [
      {
        name: "inventory.json",
        holds: "Your inventory items.",
        sql: "select * from inventory where user_id = $1 and id > $2 order by id limit $3",
        key: "id",
      },
    ],
  },
  {
    table: "supplier_favorites",
    column: "user_id",
    files: [
      {
        name: "supplier-favourites.json",
        holds: "Suppliers you marked as favourites.",
        sql: `select f.supplier_id, s.name as supplier_name, f.created_at from supplier_favorites f
          join suppliers s on s.id = f.supplier_id where f.user_id = $1 order by f.created_at`,
      },
    ],
  },
  {
    table: "content_pieces",
    column: "user_id",
    files: [
      {
        name: "creative-library.json",
        holds: "Your Creative Suite library: the pieces you saved.",
        sql: all("content_pieces", "user_id", "id"),
      },
    ],
  },
  {
    table: "sales_scripts",
    column: "user_id",
    files: [
      { name: "sales-scripts.json", holds: "Your saved sales scripts.", sql: all("sales_scripts", "user_id", "id") },
    ],
  },
  {
    table: "business_ideas",
    column: "user_id",
    files: [
      {
        name: "idea-tracker.json",
        holds: "Your ideas in the idea tracker, with status, rating and scores.",
        sql: all("business_ideas", "user_id", "id"),
      },
    ],
  },
  {
    table: "roadmaps",
    column: "user_id",
    files: [
      { name: "roadmaps.json", holds: "Your launch roadmaps.", sql: all("roadmaps", "user_id", "id") },
      {
        name: "roadmap-progress.json",
        holds: "The steps of those roadmaps and which you completed.",
        sql: `select st.* from roadmap_steps st join roadmaps r on r.id = st.roadmap_id
          where r.user_id = $1 order by st.roadmap_id, st.position`,
      },
    ],
  },
  {
    table: "xp_events",
    column: "user_id",
    files: [
      {
        name: "xp-ledger.json",
        holds: "Every XP you earned and what earned it.",
        sql: all("xp_events", "user_id", "id"),
      },
    ],
  },
  {
    table: "challenge_participants",
    column: "user_id",
    files: [
      {
        name: "challenges.json",
        holds: "The hustle challenges you joined, finished, and your reward claims.",
        sql: `select p.challenge_id, c.slug, c.title, p.joined_at, p.completed_at, p.reward_status, p.reward_decided_at
          from challenge_participants p join challenges c on c.id = p.challenge_id where p.user_id = $1 order by p.joined_at`,
      },
    ],
  },
  {
    table: "challenge_participants",
    column: "reward_decided_by",
    excluded: "Reward claims an admin decided for other people: those rows are about the other people.",
  },
  {
    table: "challenge_step_completions",
    column: "user_id",
    files: [
      {
        name: "challenge-progress.json",
        holds: "The challenge steps you ticked.",
        sql: all("challenge_step_completions", "user_id", "completed_at"),
      },
    ],
  },
  {
    table: "partnership_profiles",
    column: "user_id",
    files: [
      {
        name: "partner-profile.json",
        holds: "Your partnership finder profile.",
        sql: all("partnership_profiles", "user_id", "id"),
      },
    ],
  },
  {
    table: "partnership_requests",
    column: "creator_id",
    files: [
      {
        name: "partnership-requests.json",
        holds: "Partnership requests you posted.",
        sql: all("partnership_requests", "creator_id", "id"),
      },
    ],
  },
  {
    table: "partnership_connections",
    column: "from_user_id",
    files: [
      {
        name: "partnership-messages.json",
        holds:
          "Connection requests you sent, with your message. Messages other people sent you are theirs and are not included.",
        sql: "select id, to_user_id, message, status, created_at, responded_at from partnership_connections where from_user_id = $1 order by id",
      },
    ],
  },
  {
    table: "partnership_connections",
    column: "to_user_id",
    excluded: "Connection requests other people sent you: their message is their own words.",
  },
  {
    table: "partnership_applications",
    column: "applicant_id",
    files: [
      {
        name: "partnership-applications.json",
        holds: "Your applications to other people's partnership requests.",
        sql: all("partnership_applications", "applicant_id", "id"),
      },
    ],
  },
  {
    table: "side_hustle_bookmarks",
    column: "user_id",
    files: [
      {
        name: "bookmarks.json",
        holds: "Side hustles you bookmarked.",
        sql: `select b.hustle_id, h.title, b.created_at from side_hustle_bookmarks b join side_hustles h on h.id = b.hustle_id
          where b.user_id = $1 order by b.created_at`,
      },
    ],
  },
  {
    table: "side_hustle_checklist",
    column: "user_id",
    files: [
      {
        name: "hustle-checklist.json",
        holds: "What you ticked in the side hustles' start guides.",
        sql: all("side_hustle_checklist", "user_id", "hustle_id, kind, item_index"),
      },
    ],
  },
  {
    table: "imports",
    column: "user_id",
    files: [
      {
        name: "imports.json",
        holds: "The files you imported, with their counts and errors (the files themselves are not kept).",
        sql: all("imports", "user_id", "id"),
      },
    ],
  },
  {
    table: "import_mappings",
    column: "user_id",
    files: [
      {
        name: "import-mappings.json",
        holds: "The column mappings you chose for CSV imports.",
        sql: all("import_mappings", "user_id", "header_key"),
      },
    ],
  },
  {
    table: "orders",
    column: "user_id",
    files: [
      {
        name: "orders.json",
        holds: "Every sale, typed in or imported (amounts in the order's currency, exact).",
        sql: "select * from orders where user_id = $1 and id > $2 order by id limit $3",
        key: "id",
      },
    ],
  },
  {
    table: "order_lines",
    column: "user_id",
    files: [
      {
        name: "order-lines.json",
        holds: "The product lines of those orders.",
        sql: "select * from order_lines where user_id = $1 and id > $2 order by id limit $3",
        key: "id",
      },
    ],
  },
  {
    table: "expenses",
    column: "user_id",
    files: [
      {
        name: "expenses.json",
        holds: "Costs that are not part of an order (ads, software...).",
        sql: "select * from expenses where user_id = $1 and id > $2 order by id limit $3",
        key: "id",
      },
    ],
  },
  {
    table: "statement_costs",
    column: "user_id",
    files: [
      {
        name: "statement-costs.json",
        holds:
          "Fees and refunds of orders read from payment statements (Etsy, Shopify Payments), on their orders or waiting for them.",
        sql: "select * from statement_costs where user_id = $1 and id > $2 order by id limit $3",
        key: "id",
      },
    ],
  },
  {
    table: "currency_rates",
    column: "user_id",
    files: [
      {
        name: "currency-rates.json",
        holds: "The exchange rates you set.",
        sql: all("currency_rates", "user_id", "currency, month"),
      },
    ],
  },
  {
    table: "finance_settings",
    column: "user_id",
    files: [
      { name: "finance-settings.json", holds: "Your home currency, hours and wage.", sql: all("finance_settings") },
    ],
  },
  {
    table: "finance_targets",
    column: "user_id",
    files: [
      {
        name: "finance-targets.json",
        holds: "Your monthly revenue and profit targets.",
        sql: all("finance_targets", "user_id", "month"),
      },
    ],
  },
  {
    table: "fee_overrides",
    column: "user_id",
    files: [
      {
        name: "fee-rates.json",
        holds: "Your own fee rates per sales channel, used to estimate fees until a statement arrives.",
        sql: all("fee_overrides", "user_id", "channel"),
      },
    ],
  },
  {
    table: "inventory_movements",
    column: "user_id",
    files: [
      {
        name: "inventory-movements.json",
        holds: "Every change of stock of your products: sales, restocks, receipts, adjustments and imports.",
        sql: "select * from inventory_movements where user_id = $1 and id > $2 order by id limit $3",
        key: "id",
      },
    ],
  },
  {
    table: "inventory_movements",
    column: "created_by",
    excluded: "Who recorded a movement: you, on your own movements, which are in inventory-movements.json.",
  },
  {
    table: "purchase_orders",
    column: "user_id",
    files: [
      {
        name: "purchase-orders.json",
        holds: "Purchase orders to your suppliers, with their status.",
        sql: all("purchase_orders", "user_id", "id"),
      },
    ],
  },
  {
    table: "purchase_order_lines",
    column: "user_id",
    files: [
      {
        name: "purchase-order-lines.json",
        holds: "The lines of your purchase orders: product, quantity ordered and received, unit cost.",
        sql: all("purchase_order_lines", "user_id", "id"),
      },
    ],
  },
  {
    table: "notifications",
    column: "user_id",
    files: [{ name: "notifications.json", holds: "Your notifications.", sql: all("notifications", "user_id", "id") }],
  },
  {
    table: "notification_preferences",
    column: "user_id",
    files: [
      {
        name: "notification-preferences.json",
        holds: "Which notifications you want, and your daily digest's hour and time zone.",
        sql: all("notification_preferences"),
      },
    ],
  },
  {
    table: "notification_digests",
    column: "user_id",
    excluded: "The days a digest was sent, kept only so a day gets one mail.",
  },
  {
    table: "stock_alerts",
    column: "user_id",
    excluded: "Which products are in a low-stock episode, kept only so a notice is sent once per episode.",
  },
  {
    table: "mentor_memories",
    column: "user_id",
    files: [
      {
        name: "mentor-memories.json",
        holds: "What you asked the AI mentor to remember.",
        sql: all("mentor_memories", "user_id", "id"),
      },
    ],
  },
  {
    table: "idea_evidence",
    column: "user_id",
    files: [
      {
        name: "idea-evidence.json",
        holds:
          "The evidence you logged for your tracked ideas: conversations, pre-orders, sign-ups, competitors, notes.",
        sql: all("idea_evidence", "user_id", "id"),
      },
    ],
  },
  {
    table: "idea_score_history",
    column: "user_id",
    files: [
      {
        name: "idea-score-history.json",
        holds: "Every evidence-based score of your tracked ideas, oldest first.",
        sql: all("idea_score_history", "user_id", "id"),
      },
    ],
  },
  {
    table: "profile_pictures",
    column: "user_id",
    files: [
      {
        name: "profile-picture.json",
        holds: "Your profile picture as you see it in the app (256 px WebP, base64).",
        sql: `select content_type, encode(image, 'base64') as image_base64, updated_at from profile_pictures
          where user_id = $1`,
      },
    ],
  },
  {
    table: "recovery_codes",
    column: "user_id",
    excluded: "Two-factor recovery codes, stored only as hashes: secrets, useless outside the app.",
  },
  {
    table: "order_month_totals",
    column: "user_id",
    excluded: "Sums of your orders per month, kept for speed; the orders themselves are in orders.json.",
  },
  {
    table: "customer_firsts",
    column: "user_id",
    excluded:
      "Each buyer's first order date and order count, kept for speed; the orders themselves are in orders.json.",
  },
  {
    table: "customer_first_months",
    column: "user_id",
    excluded: "How many buyers first ordered in each month, kept for speed; the orders themselves are in orders.json.",
  },
  {
    table: "expense_month_totals",
    column: "user_id",
    excluded: "Sums of your expenses per month, kept for speed; the expenses themselves are in expenses.json.",
  },
  {
    table: "order_product_totals",
    column: "user_id",
    excluded: "Sums of your order lines per product and month, kept for speed; the lines are in the orders file.",
  },
  {
    table: "order_segment_totals",
    column: "user_id",
    excluded:
      "Sums of your orders per platform, customer location and month, kept for speed; the orders are in orders.json.",
  },
  {
    table: "order_day_totals",
    column: "user_id",
    excluded: "Sums of your orders per day, kept for speed; the orders are in orders.json.",
  },
  {
    table: "item_daily_units",
    column: "user_id",
    excluded:
      "Units of each product sold per day, summed from your order lines for the reorder list; the lines are in the orders file.",
  },
  {
    table: "business_profiles",
    column: "user_id",
    files: [
      {
        name: "business-profile.json",
        holds:
          "Your business profile: what you sell, channels, country and region, currency, budget, hours, skills, age band and stage.",
        sql: all("business_profiles"),
      },
    ],
  },
  {
    table: "shop_connections",
    column: "user_id",
    files: [
      {
        name: "shop-connections.json",
        holds:
          "The Stripe accounts and Shopify shops you connected: the shop, when each last synced and how it went. Never the key or token itself.",
        sql: `select id, provider, shop_domain, account_name, status, last_synced_at, last_error, orders_added, created_at
          from shop_connections where user_id = $1 order by id`,
      },
    ],
  },
  { table: "account_exports", column: "user_id", excluded: "The archive requests themselves." },
  { table: "account_export_parts", column: "user_id", excluded: "The bytes of the archive itself." },
  {
    table: "account_deletions",
    column: "user_id",
    excluded: "A pending deletion: it exists only while the account is locked.",
  },
];

/** Every archive file of the registry, in order. */
export const ARCHIVE_FILES: readonly ArchiveFile[] = OWNED.flatMap((o) => ("files" in o ? o.files : []));
