/** Drizzle queries of the admin screen: the six figures in one scan, and one page of users. Knows nothing of HTTP. */
import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { generations, users, userTotals } from "../../../shared/schema";
import type { AdminFilter } from "../../../shared/contracts/admin";
import { ACTIVE_WINDOW_MS, TODAY_WINDOW_MS } from "../../../shared/domain/activity";
import type { Db } from "../../db/client";

export type AdminAggregate = {
  total: number;
  newToday: number;
  active: number;
  activeToday: number;
  pro: number;
};

export type AdminUserRecord = {
  id: number;
  firstName: string | null;
  lastName: string | null;
  email: string;
  username: string | null;
  selectedPlan: string;
  proSubscriptionEndDate: Date | null;
  lastActiveAt: Date | null;
  createdAt: Date;
  loginCount: number;
  totalIdeasGenerated: number;
  totalLogosCreated: number;
  aiGenerations: number;
  isAdmin: boolean;
};

/** Escapes LIKE wildcards so a search for "50%_off" matches those characters literally. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Prefix search on email, username, "first last" and last name. Each expression has a lower(...)
 * text_pattern_ops index (migration 0001), so PostgreSQL answers with a BitmapOr of four index ranges
 * (docs/decisions/501-admin-search-by-prefix.md). The expressions must stay identical to the indexes.
 */
export function searchCondition(search: string): SQL | undefined {
  const term = search.trim().toLowerCase();
  if (!term) return undefined;
  const pattern = `${escapeLike(term)}%`;
  return sql`(lower(${users.email}) like ${pattern}
    or lower(${users.username}) like ${pattern}
    or lower(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')) like ${pattern}
    or lower(${users.lastName}) like ${pattern})`;
}

/** The instants the rules compare against, computed once per request from one clock reading. */
function windows(now: Date) {
  return {
    now,
    activeSince: new Date(now.getTime() - ACTIVE_WINDOW_MS),
    todaySince: new Date(now.getTime() - TODAY_WINDOW_MS),
  };
}

/**
 * Effective Pro (docs/product-rules.md#who-can-make-a-user-pro): plan 'pro' with no end date or one strictly in the
 * future.
 */
const isPro = (now: Date) =>
  sql`(${users.selectedPlan} = 'pro' and (${users.proSubscriptionEndDate} is null or ${users.proSubscriptionEndDate} > ${now}))`;

/** The WHERE fragment of one filter button. */
export function filterCondition(filter: AdminFilter, now: Date): SQL | undefined {
  const w = windows(now);
  switch (filter) {
    case "all":
      return undefined;
    case "active":
      return sql`${users.lastActiveAt} > ${w.activeSince}`;
    case "pro":
      return isPro(now);
    case "free":
      return sql`not ${isPro(now)}`;
    default: {
      const never: never = filter;
      throw new Error(`unknown filter ${String(never)}`);
    }
  }
}

/** The columns of a table row; nothing else is read. */
const rowColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  username: users.username,
  selectedPlan: users.selectedPlan,
  proSubscriptionEndDate: users.proSubscriptionEndDate,
  lastActiveAt: users.lastActiveAt,
  createdAt: users.createdAt,
  loginCount: users.loginCount,
  totalIdeasGenerated: users.totalIdeasGenerated,
  totalLogosCreated: users.totalLogosCreated,
  // Correlated count on the (user_id, tool, created_at) index: only runs for the rows of the page. The outer
  // column is spelled in full: Drizzle writes `${users.id}` as a bare "id" in a one-table select, which inside
  // this subquery meant generations.id (the figure was 0 or 1 whatever the user had run).
  aiGenerations: sql<number>`(select count(*)::int from ${generations} g where g.user_id = "users"."id")`,
  isAdmin: users.isAdmin,
};

const numbers = (r: Record<keyof AdminAggregate, number | string>): AdminAggregate => ({
  total: Number(r.total),
  newToday: Number(r.newToday),
  active: Number(r.active),
  activeToday: Number(r.activeToday),
  pro: Number(r.pro),
});

export function createAdminRepository(db: Db) {
  return {
    /**
     * Every count of the admin screen in ONE statement. Without a search each figure is a scalar subquery:
     * the total from the trigger-kept user_totals row (same snapshot as the rest), the others from index
     * ranges on created_at, last_active_at and (selected_plan, end date); one FILTER scan would evaluate
     * every rule on every row of the table
     * (docs/decisions/502-admin-counts-from-indexes.md). Within a search the matched rows are few (prefix
     * indexes), so one pass with FILTER clauses over them is the cheapest.
     */
    async aggregate(now: Date, search = ""): Promise<AdminAggregate> {
      const w = windows(now);
      const where = searchCondition(search);
      if (!where) {
        const result = await db.execute<Record<keyof AdminAggregate, number>>(sql`select
          coalesce((select ${userTotals.users}::int from ${userTotals} where ${userTotals.id} = 1), (select count(*)::int from ${users})) as "total",
          (select count(*)::int from ${users} where ${users.createdAt} > ${w.todaySince}) as "newToday",
          (select count(*)::int from ${users} where ${users.lastActiveAt} > ${w.activeSince}) as "active",
          (select count(*)::int from ${users} where ${users.lastActiveAt} > ${w.todaySince}) as "activeToday",
          (select count(*)::int from ${users} where ${isPro(now)}) as "pro"`);
        return numbers(result.rows[0]);
      }
      const [row] = await db
        .select({
          total: sql<number>`count(*)::int`,
          newToday: sql<number>`(count(*) filter (where ${users.createdAt} > ${w.todaySince}))::int`,
          active: sql<number>`(count(*) filter (where ${users.lastActiveAt} > ${w.activeSince}))::int`,
          activeToday: sql<number>`(count(*) filter (where ${users.lastActiveAt} > ${w.todaySince}))::int`,
          pro: sql<number>`(count(*) filter (where ${isPro(now)}))::int`,
        })
        .from(users)
        .where(where);
      return numbers(row);
    },

    /** One page of users, newest first, with only the columns the table shows. */
    async listPage(opts: {
      filter: AdminFilter;
      search: string;
      limit: number;
      offset: number;
      now: Date;
    }): Promise<AdminUserRecord[]> {
      return db
        .select(rowColumns)
        .from(users)
        .where(and(filterCondition(opts.filter, opts.now), searchCondition(opts.search)))
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(opts.limit)
        .offset(opts.offset);
    },

    /** One user's table row (after a plan change). */
    async findRow(id: number): Promise<AdminUserRecord | undefined> {
      const [row] = await db.select(rowColumns).from(users).where(eq(users.id, id)).limit(1);
      return row;
    },
  };
}
