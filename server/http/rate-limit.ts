/**
 * Rate limits kept in PostgreSQL (rate-limiter-flexible's RateLimiterPostgres on the app's pool), so every
 * server process on one database counts against the same allowance (docs/decisions/600-*.md).
 *
 * Every count is one atomic upsert that answers the new total: a limit is never read first and counted later,
 * or parallel requests would all pass the read (docs/decisions/602-*.md). What should count only some
 * outcomes (failed sign-ins) reserves its point before the work and releases it after, when it did not count.
 *
 * The interface other modules use is small and stable:
 *   const limiter = ctx.limits.create("reset-mail-by-email", { points: 3, durationSec: 3600, message: "..." });
 *   await limiter.consume(key);        // counts one; throws RateLimitError (429 rate_limited) once over the limit
 *   await limiter.reserve(key);        // counts one, or throws as consume does and keeps nothing of a refused one
 *   await limiter.release(key);        // gives one reserved point back (the attempt turned out not to count)
 *   await limiter.reset(key);          // forgets the key (e.g. after a successful sign-in)
 *   router.post(path, limiter.perRequest((req) => key), handler);   // middleware: consume per request
 *   limiter.hit(key);                  // the count of one point as SQL, to fold into a caller's own statement
 */
import type { Request, RequestHandler } from "express";
import { ipKeyGenerator } from "express-rate-limit";
import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import { sql, type SQL } from "drizzle-orm";
import type pg from "pg";
import { RateLimitError } from "./errors";

export type RateLimits = {
  loginPerIp: number;
  loginPerAccount: number;
  signupPerIp: number;
  aiPerMinute: number;
  windowMs: number;
  /** Account mail (forgot-password, resend-verification): per address an hour, per account a window. */
  accountMailPerIp: number;
  accountMailPerAccount: number;
};

export const DEFAULT_RATE_LIMITS: RateLimits = {
  loginPerIp: 30,
  loginPerAccount: 8,
  signupPerIp: 20,
  aiPerMinute: 30,
  windowMs: 15 * 60 * 1000,
  accountMailPerIp: 20,
  accountMailPerAccount: 3,
};

export type LimitRule = { points: number; durationSec: number; message: string };

/**
 * One point counted for a key, as a statement a caller folds into its own (a CTE): `statement` answers the key's
 * `points` after the count, and the point is over the limit when they exceed `allowed`
 * (docs/decisions/843-ai-limit-and-quota-in-one-statement.md).
 */
export type LimitHit = { statement: SQL; allowed: number; message: string };

export interface Limiter {
  consume(key: string): Promise<void>;
  reserve(key: string): Promise<void>;
  release(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  perRequest(keyOf: (req: Request) => string): RequestHandler;
  /** consume() as SQL for a larger statement (same table, same window rules); null when limits are off. */
  hit(key: string): LimitHit | null;
}

/** The table made by our migrations (shared/schema `rateLimits`). */
export const RATE_LIMIT_TABLE = "rate_limits";

/** The client's address as a limit key (IPv6 addresses grouped by /56, as express-rate-limit does). */
export const ipKey = (req: Request): string => ipKeyGenerator(req.ip ?? "");

const perRequestOf =
  (limiter: Pick<Limiter, "consume">) =>
  (keyOf: (req: Request) => string): RequestHandler =>
  (req, _res, next) => {
    limiter.consume(keyOf(req)).then(() => next(), next);
  };

const noLimit: Limiter = {
  consume: async () => undefined,
  reserve: async () => undefined,
  release: async () => undefined,
  reset: async () => undefined,
  perRequest: () => (_req, _res, next) => next(),
  hit: () => null,
};

function postgresLimiter(pool: pg.Pool, name: string, rule: LimitRule): Limiter {
  const store = new RateLimiterPostgres({
    // Unnamed statements: the embedded database multiplexes connections onto one backend, where two
    // processes' named prepared statements would collide.
    storeClient: { query: (q: { text: string; values?: unknown[] }) => pool.query(q.text, q.values) },
    storeType: "pool",
    tableName: RATE_LIMIT_TABLE,
    tableCreated: true,
    clearExpiredByTimeout: false,
    keyPrefix: name,
    points: rule.points,
    duration: rule.durationSec,
  });
  const refuse = (err: unknown) => {
    if (err instanceof RateLimiterRes) throw new RateLimitError(rule.message);
    throw err;
  };
  // One point back, never below zero and never into a new window (the row may have expired or been reset).
  const release = async (key: string) => {
    await pool.query(
      `UPDATE ${RATE_LIMIT_TABLE} SET points = points - 1 WHERE key = $1 AND points > 0 AND expire > $2`,
      [store.getKey(key), Date.now()],
    );
  };
  const limiter = {
    consume: (key: string) => store.consume(key).then(() => undefined, refuse),
    // The upsert counts the refused attempt too; it goes back at once, so the count is of reservations that held.
    reserve: (key: string) =>
      store.consume(key).then(
        () => undefined,
        async (err: unknown) => {
          if (err instanceof RateLimiterRes) await release(key);
          return refuse(err);
        },
      ),
    release,
    reset: (key: string) => store.delete(key).then(() => undefined),
  };
  // rate-limiter-flexible's own upsert for one point (a fixed window starting at the first point), written here
  // so that it can run inside another statement.
  const hit = (key: string): LimitHit => {
    const now = Date.now();
    const expire = now + rule.durationSec * 1000;
    const table = sql.identifier(RATE_LIMIT_TABLE);
    return {
      statement: sql`insert into ${table} as r (key, points, expire) values (${store.getKey(key)}, 1, ${expire})
        on conflict (key) do update set
          points = case when r.expire <= ${now} then 1 else r.points + 1 end,
          expire = case when r.expire <= ${now} then ${expire} else r.expire end
        returning points`,
      allowed: rule.points,
      message: rule.message,
    };
  };
  return { ...limiter, perRequest: perRequestOf(limiter), hit };
}

/** Deletes counters whose window has passed (the table stays small); safe to run from every process. */
export async function pruneRateLimits(pool: pg.Pool): Promise<void> {
  await pool.query(`DELETE FROM ${RATE_LIMIT_TABLE} WHERE expire < $1`, [Date.now() - 60 * 60 * 1000]);
}

const TOO_MANY_MAILS = "Too many emails requested. Please wait 15 minutes and try again.";
const SIGN_IN = "Too many sign-in attempts. Please wait 15 minutes and try again.";

export function createRateLimiters(pool: pg.Pool, limits: RateLimits, disabled = false) {
  const create = (name: string, rule: LimitRule): Limiter => (disabled ? noLimit : postgresLimiter(pool, name, rule));
  const windowSec = Math.ceil(limits.windowMs / 1000);
  const ai = create("ai", {
    points: limits.aiPerMinute,
    durationSec: 60,
    message: "You're generating too fast. Please wait a minute and try again.",
  });
  return {
    /** Failed password checks from one address (any account). */
    loginByIp: create("login-ip", { points: limits.loginPerIp, durationSec: windowSec, message: SIGN_IN }),
    /** Failed password checks against one account, keyed by its id (any spelling of it). */
    loginByAccount: create("login-account", {
      points: limits.loginPerAccount,
      durationSec: windowSec,
      message: SIGN_IN,
    }),
    signupByIp: create("signup-ip", {
      points: limits.signupPerIp,
      durationSec: 60 * 60,
      message: "Too many accounts created from this address. Please try again later.",
    }),
    /**
     * AI engine calls per user a minute, keyed by the user id. Not a middleware: reserveRun() in
     * server/ai/run-generator.ts consumes it, so every path into an engine counts (docs/decisions/932-one-way-into-an-engine.md).
     */
    ai,
    /** Account mails (reset, verification) from one address an hour. */
    accountMailByIp: create("mail-ip", {
      points: limits.accountMailPerIp,
      durationSec: 60 * 60,
      message: "Too many emails requested from this address. Please try again later.",
    }).perRequest(ipKey),
    // Keyed on the address typed, whether or not an account has it, so the limit says nothing about accounts.
    // Consumed by the route once the address is valid (an invalid one counts nothing).
    forgotPasswordByAccount: create("mail-forgot", {
      points: limits.accountMailPerAccount,
      durationSec: windowSec,
      message: TOO_MANY_MAILS,
    }),
    resendVerificationByAccount: create("mail-verify", {
      points: limits.accountMailPerAccount,
      durationSec: windowSec,
      message: TOO_MANY_MAILS,
    }).perRequest((req) => String((req.user as { id?: number } | undefined)?.id ?? ipKey(req))),
    create,
  };
}
export type RateLimiters = ReturnType<typeof createRateLimiters>;
