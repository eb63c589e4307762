/**
 * Sessions in PostgreSQL (connect-pg-simple). The store never "touches" rows per request: idle time and
 * absolute lifetime are kept in the session itself and re-saved at most every few minutes
 * (docs/decisions/004-session-hot-path.md).
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";
import session from "express-session";
import connectPg from "connect-pg-simple";
import type pg from "pg";
import { LRUCache } from "lru-cache";

declare module "express-session" {
  interface SessionData {
    createdAt?: number;
    seenAt?: number;
    /** A right password (or provider sign-in) for a locked account: the account it proved, and when (docs/guide/your-data.md). */
    locked?: { userId: number; at: number };
    /** The browser's User-Agent and address at sign-in, for the sessions list (docs/guide/settings.md). */
    agent?: string;
    ip?: string;
    /**
     * When this session last signed in with (or linked) Google or Discord, by the app's clock: a fresh one stands for
     * the password of an account without one, for settings and for deletion alike
     * (docs/decisions/1204-one-fresh-provider-sign-in.md).
     */
    providerAt?: number;
    /** A correct password for an account with two-factor sign-in: the code comes next, within minutes. */
    twoFactor?: { userId: number; at: number; via: "password" | "provider" };
    /** A signed-in person linking a provider: the provider's callback links it instead of signing in. */
    linking?: { userId: number; provider: "google" | "discord"; at: number };
  }
}

/** A Google or Discord sign-in this recent stands for a password (docs/decisions/1200-account-settings-and-re-authentication.md). */
const FRESH_PROVIDER_MS = 10 * 60 * 1000;

/** Whether `providerAt` (the session's stamp) is a provider sign-in of the last ten minutes at `now` (the app's clock). */
export function freshProviderSignIn(providerAt: number | undefined, now: number): boolean {
  return providerAt !== undefined && now - providerAt <= FRESH_PROVIDER_MS;
}

const SEEN_RESOLUTION_MS = 5 * 60 * 1000;
export const SESSION_COOKIE = "hf.sid";

export function createSessionMiddleware(opts: {
  pool: pg.Pool;
  secret: string;
  idleMinutes: number;
  maxDays: number;
  cacheMs: number;
}): RequestHandler[] {
  const PgStore = connectPg(session);
  const store = new (cachedStore(PgStore as unknown as StoreClass, opts.cacheMs))({
    pool: opts.pool,
    tableName: "session",
    createTableIfMissing: false,
    disableTouch: true,
    pruneSessionInterval: 15 * 60,
  });
  const maxAgeMs = opts.maxDays * 24 * 60 * 60 * 1000;
  const idleMs = opts.idleMinutes * 60 * 1000;

  const base = session({
    name: SESSION_COOKIE,
    store,
    secret: opts.secret,
    resave: false,
    saveUninitialized: false,
    rolling: false,
    proxy: undefined,
    cookie: { httpOnly: true, sameSite: "lax", secure: "auto", maxAge: maxAgeMs, path: "/" },
  });

  /** Ends sessions past their idle timeout or absolute lifetime; refreshes seenAt coarsely. */
  const lifetime: RequestHandler = (req, _res, next) => {
    const s = req.session;
    if (!s || !(s as { passport?: unknown }).passport) return next();
    const now = Date.now();
    const created = s.createdAt ?? now;
    const seen = s.seenAt ?? now;
    if (now - created > maxAgeMs || now - seen > idleMs) {
      // regenerate() deletes the old row and leaves an empty session, so passport sees nobody signed in.
      return s.regenerate((err) => next(err));
    }
    if (s.createdAt === undefined) s.createdAt = created;
    if (now - seen > SEEN_RESOLUTION_MS || s.seenAt === undefined) s.seenAt = now;
    next();
  };
  return [base, lifetime];
}

type Callback = (err?: unknown, sess?: session.SessionData | null) => void;
type ConcreteStore = session.Store & {
  get(sid: string, cb: Callback): void;
  set(sid: string, sess: session.SessionData, cb?: (err?: unknown) => void): void;
  destroy(sid: string, cb?: (err?: unknown) => void): void;
};
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type StoreClass = new (...args: any[]) => ConcreteStore;
const SESSION_CACHE_MAX = 20_000;

/** Every cached store of this process (one per app), so a password reset can drop a user's cached sessions. */
const liveCaches = new Set<LRUCache<string, session.SessionData>>();

/** Drops this process's cached copies of the user's sessions (their rows were just deleted). */
export function forgetCachedSessionsOf(userId: number): void {
  for (const cache of liveCaches)
    for (const [sid, sess] of cache.entries())
      if (String((sess as { passport?: { user?: unknown } }).passport?.user) === String(userId)) cache.delete(sid);
}

/**
 * A read-through cache in front of the PostgreSQL store: an LRU with a TTL and a maximum (one entry evicted at a
 * time). Every set and destroy of this process updates it, so logout and login take effect at once here. A second
 * process could not see them, so the cache is on only when this process owns its database (decision 601).
 */
function cachedStore<T extends StoreClass>(Base: T, ttlMs: number): T {
  return class CachedStore extends Base {
    private cache =
      ttlMs > 0 ? new LRUCache<string, session.SessionData>({ max: SESSION_CACHE_MAX, ttl: ttlMs }) : undefined;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    constructor(...args: any[]) {
      super(...args);
      if (this.cache) liveCaches.add(this.cache);
    }

    override get(sid: string, cb: (err: unknown, sess?: session.SessionData | null) => void): void {
      const hit = this.cache?.get(sid);
      if (hit) {
        const expires = hit.cookie?.expires ? new Date(hit.cookie.expires).getTime() : Infinity;
        if (expires > Date.now()) return cb(null, structuredClone(hit));
      }
      super.get(sid, (err: unknown, sess?: session.SessionData | null) => {
        if (!err && sess) this.cache?.set(sid, structuredClone(sess));
        else this.cache?.delete(sid);
        cb(err, sess);
      });
    }

    override set(sid: string, sess: session.SessionData, cb?: (err?: unknown) => void): void {
      this.cache?.delete(sid);
      super.set(sid, sess, (err?: unknown) => {
        if (!err) this.cache?.set(sid, structuredClone(sess));
        cb?.(err);
      });
    }

    override destroy(sid: string, cb?: (err?: unknown) => void): void {
      this.cache?.delete(sid);
      super.destroy(sid, cb);
    }
  } as unknown as T;
}

/**
 * The development secret when SESSION_SECRET is unset (production refuses to start without one): made once and
 * kept in `DATA_DIR/session-secret` (mode 600), so a restart does not sign everyone out. When the folder cannot
 * be written, a secret for this run only.
 */
export function developmentSecret(dataDir: string, logger?: { warn: (obj: object, msg: string) => void }): string {
  const file = path.join(dataDir, "session-secret");
  try {
    const existing = fs.readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  } catch {
    /* not made yet */
  }
  const secret = crypto.randomBytes(32).toString("hex");
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  } catch (err) {
    logger?.warn(
      { dataDir, code: (err as { code?: string }).code },
      "could not keep the development session secret; sessions end at restart",
    );
  }
  return secret;
}
