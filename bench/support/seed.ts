/**
 * The seed setup the in-process API benches share (docs/decisions/986-shared-bench-setup.md): the signed-in bench
 * user, a connection without the app's statement limit for one-statement bulk inserts, and the totals and rollups
 * the app's writers keep for orders and lines inserted directly (docs/decisions/1014-order-line-totals.md,
 * docs/decisions/1030-order-rollups.md).
 */
import type pg from "pg";
import type { Database } from "../../server/db/client";
import { hashPassword } from "../../server/modules/auth/password";
import { rebuildOrderRollups } from "../../server/orders/rollup";
import { LINE_TOTALS } from "../../server/orders/totals";

/** The password every bench user signs in with. */
export const BENCH_PASSWORD = "bench-password-42";

/** The longest a bulk statement of a seed may run (the app's own limit is far shorter). */
const BULK_MS = 600_000;

/** Inserts the bench's user, onboarded (and on Pro for 30 days with `pro`), with `password`; answers its id. */
export async function insertBenchUser(
  database: Database,
  { email, username, password, pro = false }: { email: string; username: string; password: string; pro?: boolean },
): Promise<number> {
  const { rows } = await database.pool.query<{ id: number }>(
    `insert into users (email, username, password, first_name, last_name, has_completed_onboarding, selected_plan,
                        pro_subscription_end_date)
     values ($1, $2, $3, 'Bench', 'User', true, $4::text, case when $4::text = 'pro' then now() + interval '30 days' end)
     returning id`,
    [email, username, await hashPassword(password), pro ? "pro" : "free"],
  );
  return rows[0].id;
}

/** Runs `text` on one connection without a statement limit (a bulk insert in one statement). */
export async function bulkQuery(database: Database, text: string, values: unknown[] = []): Promise<void> {
  const client = await database.pool.connect();
  try {
    await client.query("set statement_timeout = 0");
    const query: pg.QueryConfig & { query_timeout: number } = { text, values, query_timeout: BULK_MS };
    await client.query(query);
  } finally {
    await client.query("reset statement_timeout");
    client.release();
  }
}

/**
 * Sets the person's orders' line totals from their lines and rebuilds their rollups (the item rollup the reorder
 * list reads among them), as the app's writers keep them for the orders they write.
 */
export async function keepOrderRollups(database: Database, userId: number): Promise<void> {
  const client = await database.pool.connect();
  try {
    await client.query("set statement_timeout = 0");
    const totals: pg.QueryConfig & { query_timeout: number } = {
      query_timeout: BULK_MS,
      text: `update orders o set goods = t.goods, known_cost = t.known_cost, units = t.units, unvalued_lines = t.unvalued_lines
       from (select l.order_id, ${LINE_TOTALS} from order_lines l where l.user_id = $1 group by l.order_id) t
      where o.id = t.order_id`,
      values: [userId],
    };
    await client.query(totals);
    await rebuildOrderRollups(client, userId, BULK_MS);
  } finally {
    await client.query("reset statement_timeout");
    client.release();
  }
}
