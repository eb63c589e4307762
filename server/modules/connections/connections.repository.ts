/** The connections' SQL. Every read and write of a person's connection names the person (another's is a 404). */
import { and, desc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type pg from "pg";
import type { Db } from "../../db/client";
import { shopConnections, users, type ShopConnectionRow } from "../../../shared/schema";
import type { ConnectionProvider } from "../../../shared/contracts/connections";

export function createConnectionsRepository(db: Db) {
  return {
    list(userId: number): Promise<ShopConnectionRow[]> {
      return db
        .select()
        .from(shopConnections)
        .where(eq(shopConnections.userId, userId))
        .orderBy(desc(shopConnections.id));
    },

    async find(userId: number, id: number): Promise<ShopConnectionRow | undefined> {
      const [row] = await db
        .select()
        .from(shopConnections)
        .where(and(eq(shopConnections.id, id), eq(shopConnections.userId, userId)));
      return row;
    },

    async count(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(shopConnections)
        .where(eq(shopConnections.userId, userId));
      return row?.n ?? 0;
    },

    /** Null when the person already connected this shop (the unique index). */
    async create(input: {
      userId: number;
      provider: ConnectionProvider;
      shopDomain: string | null;
      secretSealed: string;
      accountName: string | null;
      cursor: string | null;
    }): Promise<ShopConnectionRow | null> {
      const [row] = await db
        .insert(shopConnections)
        .values({ ...input, status: "queued" })
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },

    /** Deletes the connection and its sealed key; the orders it brought stay (they are the person's sales). */
    async remove(userId: number, id: number): Promise<boolean> {
      const gone = await db
        .delete(shopConnections)
        .where(and(eq(shopConnections.id, id), eq(shopConnections.userId, userId)))
        .returning({ id: shopConnections.id });
      return gone.length > 0;
    },

    /** Marks a sync waiting unless one already waits or runs; true when the caller should queue it. */
    async markQueued(id: number): Promise<boolean> {
      const marked = await db
        .update(shopConnections)
        .set({ status: "queued" })
        .where(and(eq(shopConnections.id, id), inArray(shopConnections.status, ["idle", "failed"])))
        .returning({ id: shopConnections.id });
      return marked.length > 0;
    },

    /** The connection a run works on, marked syncing; undefined when it was deleted or its account is locked. */
    async claim(id: number): Promise<ShopConnectionRow | undefined> {
      const [row] = await db
        .update(shopConnections)
        .set({ status: "syncing" })
        .where(
          and(
            eq(shopConnections.id, id),
            sql`exists (select 1 from users u where u.id = ${shopConnections.userId} and u.is_active)`,
          ),
        )
        .returning();
      return row;
    },

    async setCursor(id: number, cursor: string): Promise<void> {
      await db.update(shopConnections).set({ cursor }).where(eq(shopConnections.id, id));
    },

    /** In the transaction that wrote a batch: its new orders counted, and the cursor moved when it ends a page. */
    async advance(client: pg.PoolClient, id: number, added: number, cursor: string | null): Promise<void> {
      await client.query(
        `update shop_connections set orders_added = orders_added + $2, cursor = coalesce($3, cursor) where id = $1`,
        [id, added, cursor],
      );
    },

    async finish(id: number, cursor: string | null, lastError: string | null): Promise<void> {
      await db
        .update(shopConnections)
        .set({ status: "idle", lastSyncedAt: new Date(), lastError, ...(cursor !== null ? { cursor } : {}) })
        .where(eq(shopConnections.id, id));
    },

    /** A run failed: `failed` for good, or `queued` again while the queue will retry it. */
    async failed(id: number, lastError: string, retried: boolean): Promise<void> {
      await db
        .update(shopConnections)
        .set({ status: retried ? "queued" : "failed", lastError })
        .where(eq(shopConnections.id, id));
    },

    /**
     * Connections due a scheduled sync: last synced (or created) longer than `olderThan` ago, nothing waiting or
     * running, the account active; the plan is checked by the caller.
     */
    due(olderThan: Date) {
      return db
        .select({ id: shopConnections.id, user: users })
        .from(shopConnections)
        .innerJoin(users, eq(users.id, shopConnections.userId))
        .where(
          and(
            eq(users.isActive, true),
            inArray(shopConnections.status, ["idle", "failed"]),
            or(isNull(shopConnections.lastSyncedAt), lt(shopConnections.lastSyncedAt, olderThan)),
          ),
        );
    },
  };
}
export type ConnectionsRepository = ReturnType<typeof createConnectionsRepository>;
