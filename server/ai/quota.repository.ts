/**
 * Quota reservations in usage_counters: ONE conditional upsert reserves a unit atomically, so parallel
 * requests can never pass a limit; a refund gives the unit back when the generation fails.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import type { LimitHit } from "../http/rate-limit";

export type Reservation = { userId: number; quota: string; period: string };

/** 'lifetime', or today's UTC date for daily limits. */
export function periodKey(period: "lifetime" | "day", now = new Date()): string {
  return period === "lifetime" ? "lifetime" : now.toISOString().slice(0, 10);
}

export function createQuotaRepository(db: Db) {
  /**
   * `reserve`, and in the same statement the value of `alongside` (a scalar subquery the caller needs for this
   * run, such as the person's business profile as JSON), so a generation keeps its round trips.
   */
  async function reserveReading(
    userId: number,
    quota: string,
    period: string,
    limit: number,
    hit: LimitHit | null = null,
    alongside: SQL = sql`null`,
  ): Promise<{ reservation: Reservation | "rate_limited" | null; read: unknown }> {
    if (!hit) {
      const result = await db.execute<{ used: number | null; read: unknown }>(sql`
        with q as (
          insert into usage_counters (user_id, quota, period, used)
          values (${userId}, ${quota}, ${period}, 1)
          on conflict (user_id, quota, period)
          do update set used = usage_counters.used + 1 where usage_counters.used < ${limit}
          returning used
        )
        select (select used from q) as used, (${alongside}) as read`);
      const row = result.rows[0];
      return { reservation: row?.used == null ? null : { userId, quota, period }, read: row?.read ?? null };
    }
    const result = await db.execute<{ points: number; used: number | null; read: unknown }>(sql`
      with hit as (${hit.statement}),
      q as (
        insert into usage_counters (user_id, quota, period, used)
        select ${userId}::int, ${quota}::varchar, ${period}::varchar, 1
        where (select points from hit) <= ${hit.allowed}
        on conflict (user_id, quota, period)
        do update set used = usage_counters.used + 1 where usage_counters.used < ${limit}
        returning used
      )
      select (select points from hit) as points, (select used from q) as used, (${alongside}) as read`);
    const row = result.rows[0];
    const read = row?.read ?? null;
    if (!row || Number(row.points) > hit.allowed) return { reservation: "rate_limited", read };
    return { reservation: row.used === null ? null : { userId, quota, period }, read };
  }

  return {
    /**
     * Takes one unit if fewer than `limit` are used; returns the reservation, or null when the limit is reached.
     * With `hit` (a per-minute limit's point, rate-limit.ts) the point is counted in the same statement first, and
     * no unit is taken when it is over its limit: "rate_limited" (docs/decisions/843-ai-limit-and-quota-in-one-statement.md).
     */
    async reserve(
      userId: number,
      quota: string,
      period: string,
      limit: number,
      hit: LimitHit | null = null,
    ): Promise<Reservation | "rate_limited" | null> {
      return (await reserveReading(userId, quota, period, limit, hit)).reservation;
    },
    reserveReading,

    /** Gives a reserved unit back (a failed, rejected or invalid generation consumes nothing). */
    async refund(r: Reservation): Promise<void> {
      await db.execute(sql`
        update usage_counters set used = greatest(used - 1, 0)
        where user_id = ${r.userId} and quota = ${r.quota} and period = ${r.period}`);
    },

    /** Units used, for screens that show what is left. */
    async used(userId: number, quota: string, period: string): Promise<number> {
      const result = await db.execute<{ used: number }>(sql`
        select used from usage_counters where user_id = ${userId} and quota = ${quota} and period = ${period}`);
      return Number(result.rows[0]?.used ?? 0);
    },

    /** Every counter of one user in the given periods (one query for the usage screen). */
    async usedByUser(userId: number, periods: string[]): Promise<{ quota: string; period: string; used: number }[]> {
      if (periods.length === 0) return [];
      const result = await db.execute<{ quota: string; period: string; used: number }>(sql`
        select quota, period, used from usage_counters
        where user_id = ${userId} and period in (${sql.join(
          periods.map((p) => sql`${p}`),
          sql`, `,
        )})`);
      return result.rows.map((r) => ({ quota: r.quota, period: r.period, used: Number(r.used) }));
    },
  };
}
