/** Drizzle queries on users. Knows nothing of HTTP. */
import { and, eq, sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import { sessions, users, type NewUser, type User } from "../../shared/schema";
import type { Db } from "../db/client";

/**
 * A per-process cache of user rows for the session hot path (docs/decisions/004-session-hot-path.md): an LRU with
 * a TTL and a maximum, evicting one entry at a time. Every write through a repository drops the entry. It is used
 * only when this process owns its database (decision 601); `cacheMs: 0` turns it off.
 */
const CACHE_MAX = 10_000;
const liveCaches = new Set<LRUCache<number, User>>();

/**
 * Rows as they came from the database, never handed out by a cache: a request whose session user is one of these
 * has just read it, and authorisation need not read it again (loadActiveUser in server/ai/run-generator.ts).
 */
const readFromDatabase = new WeakSet<User>();

/** True when `user` is a row this process read from the database itself, not a cached copy. */
export function isFreshRow(user: User): boolean {
  return readFromDatabase.has(user);
}

/** Drops a user from every cache of this process (writes made outside a repository call this). */
export function forgetUser(id: number): void {
  for (const cache of liveCaches) cache.delete(id);
}

/** `clock` reads the time for the TTL (performance.now by default; a test passes a clock it moves itself). */
export function createUsersRepository(
  db: Db,
  options: { cacheMs?: number; cacheMax?: number; clock?: { now(): number } } = {},
) {
  const cacheMs = options.cacheMs ?? 5_000;
  const cache =
    cacheMs > 0
      ? new LRUCache<number, User>({
          max: options.cacheMax ?? CACHE_MAX,
          ttl: cacheMs,
          // A given clock is read on every lookup (no 1 ms reuse of the last reading).
          ...(options.clock ? { perf: options.clock, ttlResolution: 0 } : {}),
        })
      : undefined;
  if (cache) liveCaches.add(cache);

  // The two reads of every signed-in request, built once: Drizzle keeps their SQL and result mapping, and the
  // connection keeps their plan (docs/decisions/845-prepared-statements-on-every-connection.md).
  const userById = db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder("id")))
    .limit(1)
    .prepare("user_by_id");
  // The user id as passport stores it (a number); anything else names nobody rather than failing the cast.
  const sessionUserId = sql`case when ${sessions.sess} -> 'passport' ->> 'user' ~ '^[0-9]{1,9}$'
    then (${sessions.sess} -> 'passport' ->> 'user')::int end`;
  const sessionWithUser = db
    .select({ sess: sessions.sess, user: users })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessionUserId))
    // connect-pg-simple's own test: whole seconds, rounded up.
    .where(
      and(eq(sessions.sid, sql.placeholder("sid")), sql`${sessions.expire} >= to_timestamp(${sql.placeholder("now")})`),
    )
    .limit(1)
    .prepare("session_with_user");

  return {
    /** Drops the cached row (after a write made elsewhere, e.g. the AI counters). */
    forget: forgetUser,

    async findById(id: number): Promise<User | undefined> {
      const [row] = await userById.execute({ id });
      if (row) readFromDatabase.add(row);
      return row;
    },

    /**
     * An unexpired session row and the user it is signed in as, in ONE statement
     * (docs/decisions/842-one-read-for-session-and-user.md): `user` is null when the session names nobody (or a
     * user since deleted); undefined when there is no such session. The user row is fresh, like findById's.
     */
    async findSession(sid: string): Promise<{ sess: unknown; user: User | null } | undefined> {
      const [row] = await sessionWithUser.execute({ sid, now: Math.ceil(Date.now() / 1000) });
      if (!row) return undefined;
      if (row.user) {
        readFromDatabase.add(row.user);
        cache?.set(row.user.id, row.user);
      }
      return row;
    },

    /** Cached read for deserialising the session user; authorisation-critical checks use findById. */
    async findByIdCached(id: number): Promise<User | undefined> {
      const hit = cache?.get(id);
      // A copy: the cached row itself stays marked fresh only for the request that read it.
      if (hit) return { ...hit };
      const user = await this.findById(id);
      if (user) cache?.set(id, user);
      else cache?.delete(id);
      return user;
    },

    async findByEmailOrUsername(identifier: string): Promise<User | undefined> {
      const value = identifier.trim().toLowerCase();
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${value} or lower(${users.username}) = ${value}`)
        .orderBy(sql`case when lower(${users.email}) = ${value} then 0 else 1 end`)
        .limit(1);
      return row;
    },

    async findByEmail(email: string): Promise<User | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
        .limit(1);
      return row;
    },

    async findByUsername(username: string): Promise<User | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.username}) = ${username.trim().toLowerCase()}`)
        .limit(1);
      return row;
    },

    async findByProviderId(provider: "google" | "discord", providerId: string): Promise<User | undefined> {
      const column = provider === "google" ? users.googleId : users.discordId;
      const [row] = await db.select().from(users).where(eq(column, providerId)).limit(1);
      return row;
    },

    async create(values: NewUser): Promise<User> {
      const [row] = await db.insert(users).values(values).returning();
      return row;
    },

    async update(id: number, values: Partial<NewUser>): Promise<User | undefined> {
      forgetUser(id);
      const [row] = await db
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    /** Records a successful sign-in: login count, activity and admin status from ADMIN_EMAILS. */
    async recordLogin(id: number, makeAdmin: boolean): Promise<User | undefined> {
      forgetUser(id);
      const [row] = await db
        .update(users)
        .set({
          loginCount: sql`${users.loginCount} + 1`,
          lastActiveAt: new Date(),
          ...(makeAdmin ? { isAdmin: true } : {}),
        })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    /** Marks activity; the caller throttles how often this runs. */
    async touchActivity(id: number, at: Date): Promise<void> {
      const hit = cache?.get(id, { updateAgeOnGet: false });
      if (hit) cache!.set(id, { ...hit, lastActiveAt: at }, { ttl: cache!.getRemainingTTL(id) });
      await db.update(users).set({ lastActiveAt: at }).where(eq(users.id, id));
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
