/**
 * The one way a raw statement sequence runs as a transaction (docs/decisions/861-repositories-own-sql.md): a client of
 * the pool, `begin`, the work, `commit`; `rollback` on any error (the error is thrown on), and the client released
 * either way. ORM code uses `db.transaction`; this is for the repositories that write SQL by hand. Never hold one
 * across an outside call (OpenAI, Stripe, SMTP): on the embedded database the one connection waits with it.
 */
import type pg from "pg";

export async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query("begin");
    const result = await work(client);
    await client.query("commit");
    return result;
  } catch (err) {
    await client.query("rollback").catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}
