/**
 * Sessions in PostgreSQL (connect-pg-simple). The store never "touches" rows per request: idle time and
 * absolute lifetime are kept in the session itself and re-saved at most every few minutes
 * (docs/decisions/004-session-hot-path.md).
 */
import crypto from "node:crypto";
import type { RequestHandler } from "express";
import session from "express-session";
import connectPg from "connect-pg-simple";
import type pg from "pg";

declare module "express-session" {
  interface SessionData {
    createdAt?: number;
    seenAt?: number;
  }
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

/**
 * A read-through cache in front of the PostgreSQL store: a session is read from the database at most every
 * few seconds. Every set and destroy goes through this process and updates the cache, so logout and login take
 * effect at once here; a second process would see another's logout up to the TTL late
 * (docs/decisions/004-session-hot-path.md).
 */
function cachedStore<T extends StoreClass>(Base: T, ttlMs: number): T {
  return class CachedStore extends Base {
    private cache = new Map<string, { sess: session.SessionData; at: number }>();

    override get(sid: string, cb: (err: unknown, sess?: session.SessionData | null) => void): void {
      const hit = this.cache.get(sid);
      if (hit && Date.now() - hit.at < ttlMs) {
        const expires = hit.sess.cookie?.expires ? new Date(hit.sess.cookie.expires).getTime() : Infinity;
        if (expires > Date.now()) return cb(null, structuredClone(hit.sess));
      }
      super.get(sid, (err: unknown, sess?: session.SessionData | null) => {
        if (!err && sess && ttlMs > 0) this.remember(sid, sess);
        else this.cache.delete(sid);
        cb(err, sess);
      });
    }

    override set(sid: string, sess: session.SessionData, cb?: (err?: unknown) => void): void {
      this.cache.delete(sid);
      super.set(sid, sess, (err?: unknown) => {
        if (!err && ttlMs > 0) this.remember(sid, sess);
        cb?.(err);
      });
    }

    override destroy(sid: string, cb?: (err?: unknown) => void): void {
      this.cache.delete(sid);
      super.destroy(sid, cb);
    }

    private remember(sid: string, sess: session.SessionData) {
      if (this.cache.size >= SESSION_CACHE_MAX) this.cache.clear();
      this.cache.set(sid, { sess: structuredClone(sess), at: Date.now() });
    }
  } as unknown as T;
}

/** A development-only secret when SESSION_SECRET is unset (production refuses to start without one). */
export function fallbackSecret(): string {
  return crypto.randomBytes(32).toString("hex");
}
