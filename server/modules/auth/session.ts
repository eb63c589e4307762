/**
 * Sessions in PostgreSQL (connect-pg-simple). The store never "touches" rows per request: idle time and
 * absolute lifetime are kept in the session itself and re-saved at most every few minutes
 * (docs/decisions/0004-session-hot-path.md).
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
}): RequestHandler[] {
  const PgStore = connectPg(session);
  const store = new PgStore({
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

/** A development-only secret when SESSION_SECRET is unset (production refuses to start without one). */
export function fallbackSecret(): string {
  return crypto.randomBytes(32).toString("hex");
}
