/** One Zod schema over process.env, parsed once at start; fails fast with a readable list. */
import { z } from "zod";

const bool = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => v === "true" || v === "1");
const optional = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() ? v.trim() : undefined));

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default("0.0.0.0"),
  /**
   * The public address every link the server hands out starts with: links in mails, OAuth callbacks, Stripe
   * return addresses, share links. Never taken from a request's Host, X-Forwarded-Host or Origin
   * (docs/decisions/612-links-from-app-url-only.md). Required in production; http://localhost:PORT otherwise.
   */
  APP_URL: optional.pipe(
    z
      .url({ protocol: /^https?$/, error: "must be an http(s) address such as https://hustleforge.example.com" })
      .optional(),
  ),
  DATABASE_URL: optional,
  DATA_DIR: z.string().default("./data"),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  SESSION_SECRET: optional,
  /**
   * Salt of the buyers' keys on imported orders (docs/product-rules.md#one-table-for-every-sale). Unset: one is
   * made and kept in DATA_DIR, like the development session secret.
   */
  CUSTOMER_KEY_SECRET: optional,
  /**
   * 32 bytes as 64 hex characters: seals the two-factor secrets (AES-256-GCM). Unset: made once and kept in
   * DATA_DIR outside production; in production two-factor set-up answers 503 (docs/guide/settings.md).
   */
  TOTP_ENCRYPTION_KEY: optional.pipe(
    z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, "must be 32 bytes written as 64 hex characters (openssl rand -hex 32)")
      .optional(),
  ),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(60 * 24 * 7),
  SESSION_MAX_DAYS: z.coerce.number().int().min(1).default(30),
  /** Unset: 5000 when this process owns its (embedded) database, 0 (no cache) with a server (decision 601). */
  SESSION_CACHE_MS: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().min(0).optional()),
  /** Longest a single SQL statement may run before the database cancels it (docs/operations.md#security-behaviour). */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  /**
   * Longest a request waits for a free database connection before it answers 503
   * (docs/decisions/1620-first-burst-after-a-start.md).
   */
  DB_POOL_WAIT_MS: z.coerce.number().int().min(100).default(10_000),
  TRUST_PROXY: bool,
  ADMIN_EMAILS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? "")
        .split(",")
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  DISCORD_CLIENT_ID: optional,
  DISCORD_CLIENT_SECRET: optional,
  OPENAI_API_KEY: optional,
  OPENAI_BASE_URL: optional,
  OPENAI_MODEL: z.string().default("gpt-4o-mini"),
  AI_TIME_BUDGET_MS: z.coerce.number().int().min(100).default(30_000),
  FAIR_USE_DAILY_LIMIT: z.coerce.number().int().min(1).default(200),
  /** Pause between the offline mentor's streamed words, so its reply visibly grows (0 in tests and benches). */
  OFFLINE_STREAM_DELAY_MS: z.coerce.number().int().min(0).max(1000).default(25),
  STRIPE_SECRET_KEY: optional,
  STRIPE_PUBLISHABLE_KEY: optional,
  STRIPE_PRICE_ID: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  STRIPE_API_URL: optional,
  /**
   * Tests only: where the Shopify Admin API is reached instead of https://<shop>.myshopify.com (a fake server;
   * docs/decisions/1073-sync-fakes-and-base-addresses.md). Production refuses to start with it.
   */
  SHOPIFY_API_BASE_URL: optional,
  /** SMTP server for account mail, e.g. smtp://user:pass@smtp.example.com:587 (smtps:// for TLS on 465). */
  SMTP_URL: optional.pipe(z.url("SMTP_URL must be a URL such as smtp://user:pass@host:587").optional()),
  /** Sender of account mail, e.g. "HustleForge <no-reply@example.com>". */
  MAIL_FROM: optional,
  /**
   * The bearer token a Prometheus scrape of GET /metrics sends (docs/operations.md#metrics); unset: /metrics answers
   * 404. At least 16 characters.
   */
  METRICS_TOKEN: optional.pipe(z.string().min(16, "must be at least 16 characters (openssl rand -hex 32)").optional()),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Limiters that never refuse, for development and test servers only: production refuses to start with it. */
  RATE_LIMIT_DISABLED: bool,
});

/**
 * What production needs besides well-formed values, checked on the same input so that one start lists every
 * problem: an address for links (never the request's Host), a session secret, and rate limits on.
 */
const productionRules = z.object({
  APP_URL: optional.refine(
    Boolean,
    "must be set in production: the public address (such as https://hustleforge.example.com) that links in mails, OAuth callbacks and Stripe return addresses point to",
  ),
  SESSION_SECRET: optional.refine(Boolean, "must be set in production"),
  RATE_LIMIT_DISABLED: bool.refine(
    (disabled) => !disabled,
    "must not be true in production: it turns every sign-in, sign-up and AI limit off",
  ),
  SHOPIFY_API_BASE_URL: optional.refine(
    (v) => !v,
    "must not be set in production: shops are reached only at their own myshopify.com address",
  ),
});

const withDefaults = envSchema.transform((env) => ({
  ...env,
  APP_URL: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
}));

export type Env = z.infer<typeof withDefaults>;

/** Parses an environment; throws one error that lists every bad variable. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = withDefaults.safeParse(source);
  const issues = result.success ? [] : [...result.error.issues];
  if (source.NODE_ENV === "production") {
    const production = productionRules.safeParse(source);
    if (!production.success) issues.push(...production.error.issues);
  }
  if (!result.success || issues.length) {
    const lines = issues.map((i) => `  - ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}
