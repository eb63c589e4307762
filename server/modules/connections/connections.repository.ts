/** The connections' SQL. Every read and write of a person's connection names the person (another's is a 404). */
import { and, desc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type pg from "pg";
import type { Db } from "../../db/client";
import { applyOrderTotals } from "../../orders/rollup";
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

    /**
     * A shop's orders already stored that the sync brought again (Shopify answers an order again when it changes):
     * each one whose refunds differ from the shop's total refunded (plus any refunds a statement added to it) gets
     * the shop's total, taken out of the rollups and back in around the change. Idempotent: the total is set, not
     * added. Answers how many orders changed.
     */
    async updateRefunds(
      client: pg.PoolClient,
      userId: number,
      source: string,
      orders: { externalId: string; refunds: string }[],
    ): Promise<number> {
      if (!orders.length) return 0;
      const changed = await client.query<{ id: number; refunds: string }>(
        `select o.id, (t.refunds + coalesce(s.refunds, 0))::text as refunds
           from unnest($3::text[], $4::numeric[]) as t(external_id, refunds)
           cross join lateral (select o.id, o.refunds from orders o
                                where o.user_id = $1 and o.source = $2 and o.external_id = t.external_id offset 0) o
           left join lateral (select sum(round(c.refunds * coalesce(c.order_rate, 1), 2)) as refunds
                                from statement_costs c where c.order_id = o.id) s on true
          where o.refunds <> t.refunds + coalesce(s.refunds, 0)
          order by o.id
            for update of o`,
        [userId, source, orders.map((o) => o.externalId), orders.map((o) => o.refunds)],
      );
      if (!changed.rows.length) return 0;
      const orderIds = changed.rows.map((r) => Number(r.id));
      await applyOrderTotals(client, userId, { orderIds }, -1);
      await client.query(
        `update orders o set refunds = t.refunds from unnest($1::int[], $2::numeric[]) as t(id, refunds) where o.id = t.id`,
        [orderIds, changed.rows.map((r) => r.refunds)],
      );
      await applyOrderTotals(client, userId, { orderIds }, 1);
      return orderIds.length;
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
