/**
 * The work a process does once before it says it is ready (docs/decisions/1620-first-burst-after-a-start.md): what
 * the first requests after a start would otherwise all pay at the same moment, while they queue for the database.
 *
 * - Every AI tool answers its own example once through the offline engine, its answer is checked against its
 *   output schema and presented: each schema's parser is compiled (zod builds it on first use), each tool's
 *   knowledge tables and the logo fonts are loaded.
 * - The database opens every table of the app and its indexes once (the embedded database reads their files and
 *   fills its catalogue caches on first use), and the hot statements of a signed-in request (the session with its
 *   user, the user by id) run until this connection has prepared them.
 *
 * Nothing here writes. It takes a few hundred milliseconds on this machine; `/api/ready` answers 503 until it ends.
 */
import { sql } from "drizzle-orm";
import type { AppContext } from "../context";
import { outputSchemaFor } from "../ai/define-generator";

/** Runs each tool's example through the offline engine, its output schema and its presenter. */
function warmTools(ctx: AppContext): void {
  const createdAt = new Date();
  for (const { tool } of ctx.tools.list) {
    try {
      const input = tool.input.parse(tool.example);
      const output = outputSchemaFor(tool, input).parse(tool.offline(input));
      tool.present?.(output, { input, createdAt });
      tool.label?.(input);
    } catch (err) {
      // A warm-up never stops a start: the same work runs again, and reports itself, on the first request.
      ctx.logger.warn({ err, tool: tool.id }, "warm-up: a tool's example did not run");
    }
  }
}

/** How often a statement text must run on a connection before it is prepared there (server/db/client.ts). */
const RUNS_TO_PREPARE = 2;

async function warmDatabase(ctx: AppContext): Promise<void> {
  const { rows } = await ctx.pool.query<{ name: string }>(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = 'public' order by 1`,
  );
  // Planning a lookup opens the table and every index of it; `limit 0` reads no row.
  for (const { name } of rows) await ctx.db.execute(sql.raw(`select * from ${name} limit 0`));
  for (let i = 0; i < RUNS_TO_PREPARE; i++) {
    await ctx.users.findSession("warm-up");
    await ctx.users.findById(0);
  }
}

export async function warmUp(ctx: AppContext): Promise<{ ms: number }> {
  const started = performance.now();
  warmTools(ctx);
  await warmDatabase(ctx);
  return { ms: Math.round(performance.now() - started) };
}
