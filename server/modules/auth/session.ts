/**
 * Sessions in PostgreSQL (connect-pg-simple). The store never "touches" rows per request: idle time and
 * absolute lifetime are kept in the session itself and re-saved at most every few minutes
 * (docs/decisions/004-session-hot-path.md). A session is read together with its user in one statement, which
 * `sessionUser` (passport.ts) then uses (docs/decisions/842-one-read-for-session-and-user.md).
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Request, RequestHandler } from "express";
import session from "express-session";
import connectPg from "connect-pg-simple";
import type pg from "pg";
import { LRUCache } from "lru-cache";
import type { User } from "../../../shared/schema";

declare module "express-session" {
  interface SessionData {
    createdAt?: number;
    seenAt?: number;
    /**
     * A locked account proved by this session (docs/guide/your-data.md): the account, when, and `factors: "all"` once
     * every factor of it was checked, its two-factor code included (docs/decisions/613-one-way-into-a-session.md).
     */
    locked?: { userId: number; at: number; factors?: "all" };
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
/** Expired session rows are deleted this often. */
const PRUNE_EVERY_MS = 15 * 60 * 1000;
export const SESSION_COOKIE = "hf.sid";

/** One session row with its user, in one statement (the users repository's findSession). */
export type SessionReader = (sid: string) => Promise<{ sess: unknown; user: User | null } | undefined>;

/** The user read with this request's session row: null when the session names nobody; undefined when not read. */
const readWithSession = new WeakMap<Request, User | null>();

/**
 * The user read together with this request's session, when it is user `id` (`sessionUser` uses it instead of
 * reading the row again). Undefined when the session came from the cache or names someone else.
 */
export function userReadWithSession(req: Request, id: number): User | null | undefined {
  const user = readWithSession.get(req);
  readWithSession.delete(req);
  if (user === undefined) return undefined;
  return user === null || user.id === id ? user : undefined;
}

export function createSessionMiddleware(opts: {
  pool: pg.Pool;
  secret: string;
  idleMinutes: number;
  maxDays: number;
  cacheMs: number;
  readSession: SessionReader;
}): RequestHandler[] {
  const PgStore = connectPg(session);
  const store = new (cachedStore(PgStore as StoreClass, opts.cacheMs, opts.readSession))({
    pool: opts.pool,
    tableName: "session",
    createTableIfMissing: false,
    disableTouch: true,
    pruneSessionInterval: PRUNE_EVERY_MS / 1000,
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
  /** connect-pg-simple's prune timer (armed by its own reads and writes; ours arm it too). */
  pruneTimer?: ReturnType<typeof setTimeout>;
  closed?: boolean;
  pruneSessions(fn?: (err?: unknown) => void): void;
  get(sid: string, cb: Callback): void;
  set(sid: string, sess: session.SessionData, cb?: (err?: unknown) => void): void;
  destroy(sid: string, cb?: (err?: unknown) => void): void;
};
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type StoreClass = new (...args: any[]) => ConcreteStore;
const SESSION_CACHE_MAX = 20_000;

/** Every cached store of this process (one per app), so a password reset can drop a user's cached sessions. */
const liveCaches = new Set<LRUCache<string, Cached>>();
/** A cached session: its JSON as the row holds it, and when its cookie expires (ms; Infinity for none). */
type Cached = { text: string; expires: number };
const cached = (sess: session.SessionData): Cached => ({
  text: JSON.stringify(sess),
  expires: sess.cookie?.expires ? new Date(sess.cookie.expires).getTime() : Infinity,
});

/** Drops this process's cached copies of the user's sessions (their rows were just deleted). */
export function forgetCachedSessionsOf(userId: number): void {
  for (const cache of liveCaches)
    for (const [sid, { text }] of cache.entries())
      if (String((JSON.parse(text) as { passport?: { user?: unknown } }).passport?.user) === String(userId))
        cache.delete(sid);
}

/** Where a session read from the database carries its user from the store's get() to createSession(). */
const USER = Symbol("user read with the session");
type Carrying = session.SessionData & { [USER]?: User | null };

/**
 * The PostgreSQL store reading each session with its user (`readSession`, one statement), behind a read-through
 * cache of each session's JSON, as the row holds it (each request parses its own copy): an LRU with a TTL and a
 * maximum (one entry evicted at a time). Every set and destroy of this process
 * updates it, so logout and login take effect at once here. A second process could not see them, so the cache is
 * on only when this process owns its database (decision 601).
 */
function cachedStore<T extends StoreClass>(Base: T, ttlMs: number, readSession: SessionReader) {
  return class CachedStore extends Base {
    private cache = ttlMs > 0 ? new LRUCache<string, Cached>({ max: SESSION_CACHE_MAX, ttl: ttlMs }) : undefined;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    constructor(...args: any[]) {
      super(...args);
      if (this.cache) liveCaches.add(this.cache);
      // No touch: the rows are never touched (idle time lives in the session), and express-session, seeing none,
      // skips a fourth hash of the session and the touch round per request.
      (this as { touch?: unknown }).touch = undefined;
    }

    override get(sid: string, cb: (err: unknown, sess?: session.SessionData | null) => void): void {
      const hit = this.cache?.get(sid);
      if (hit && hit.expires > Date.now()) return cb(null, JSON.parse(hit.text) as session.SessionData);
      // connect-pg-simple arms its prune timer on its own reads; this read replaces its get(), so it arms it here.
      if (!this.pruneTimer && !this.closed) {
        this.pruneTimer = setTimeout(() => this.pruneSessions(), PRUNE_EVERY_MS);
        this.pruneTimer.unref();
      }
      readSession(sid).then(
        (row) => {
          const sess = row ? (typeof row.sess === "string" ? JSON.parse(row.sess) : row.sess) : undefined;
          if (!sess || typeof sess !== "object") {
            this.cache?.delete(sid);
            return cb(null, null);
          }
          this.cache?.set(sid, cached(sess as session.SessionData));
          // Not enumerable: express-session copies the session's own fields only, so it never reaches the row.
          Object.defineProperty(sess, USER, { value: row?.user ?? null, enumerable: false });
          cb(null, sess as session.SessionData);
        },
        (err: unknown) => {
          this.cache?.delete(sid);
          cb(err);
        },
      );
    }

    override createSession(req: Request, sess: session.SessionData): session.Session & session.SessionData {
      const user = (sess as Carrying)[USER];
      if (user !== undefined) readWithSession.set(req, user);
      return super.createSession(req, sess);
    }

    override set(sid: string, sess: session.SessionData, cb?: (err?: unknown) => void): void {
      this.cache?.delete(sid);
      super.set(sid, sess, (err?: unknown) => {
        if (!err) this.cache?.set(sid, cached(sess));
        cb?.(err);
      });
    }

    override destroy(sid: string, cb?: (err?: unknown) => void): void {
      this.cache?.delete(sid);
      super.destroy(sid, cb);
    }
  };
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
