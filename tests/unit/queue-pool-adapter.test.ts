import pg from "pg";
import { describe, expect, it } from "vitest";
import { poolAdapter } from "../../server/jobs/queue.js";

// pg-boss records a finished or failed run without awaiting it, then reads `rows[0].count`; a record that lands
// after shutdown closed the pool must resolve, not become an unhandled rejection (docs/decisions/1624-shutdown-that-loses-nothing.md).
describe("the job queue over a closed pool", () => {
  it("answers pg-boss's complete and fail commands with a count of nothing, and other reads with no rows", async () => {
    const pool = new pg.Pool({ connectionString: "postgresql://nobody@127.0.0.1:1/none" });
    await pool.end();
    const adapter = poolAdapter(pool);
    const failed = await adapter.executeSql(
      "WITH results AS (UPDATE job SET state = $1) SELECT COUNT(*) FROM results",
      ["failed"],
    );
    expect(failed.rows).toEqual([{ count: "0" }]);
    const fetched = await adapter.executeSql("SELECT id FROM job WHERE name = $1", ["imports"]);
    expect(fetched.rows).toEqual([]);
  });
});
