/**
 * The generation history (docs/product-rules.md#ai-output-is-checked): one row per successful generation. Drizzle only.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { generations, users, type Generation } from "../../shared/schema";
import type { Db } from "../db/client";
import type { CounterKey } from "./define-generator";

/** The database or a transaction on it. */
import type { DbOrTx } from "../db/owned-rows";
export type { DbOrTx };

export type NewGeneration = {
  userId: number;
  tool: string;
  input: unknown;
  output: unknown;
  engine: string;
  model: string;
  durationMs: number;
  promptTokens: number | null;
  completionTokens: number | null;
  /** The business-profile facts the run used. */
  basedOn?: { field: string; value: string }[];
};

export function createGenerationsRepository(db: Db) {
  return {
    /**
     * Runs `work` in one short transaction and returns what it returns: a tool's own rows and the history row commit
     * together or not at all (never held across an engine call).
     */
    transaction<T>(work: (tx: DbOrTx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /** Records a generation; `db` may be a transaction so it commits with the tool's own rows. */
    async insert(values: NewGeneration, tx: DbOrTx = db): Promise<Generation> {
      const [row] = await tx.insert(generations).values(values).returning();
      return row;
    },

    /**
     * Records a generation and moves the user's counters in ONE statement (a CTE): one round trip and
     * atomic without an explicit transaction.
     */
    async insertWithCounters(
      values: NewGeneration,
      counters: Partial<Record<CounterKey, number>> = {},
      tx: DbOrTx = db,
    ): Promise<Pick<Generation, "id" | "createdAt" | "engine" | "model">> {
      const ideas = counters.totalIdeasGenerated ?? 0;
      const logos = counters.totalLogosCreated ?? 0;
      const result = await tx.execute<{ id: number; created_at: string | Date; engine: string; model: string }>(sql`
        with g as (
          insert into generations (user_id, tool, input, output, engine, model, duration_ms, prompt_tokens, completion_tokens, based_on)
          values (${values.userId}, ${values.tool}, ${JSON.stringify(values.input)}::jsonb, ${JSON.stringify(values.output)}::jsonb,
                  ${values.engine}, ${values.model}, ${values.durationMs}, ${values.promptTokens}, ${values.completionTokens},
                  ${values.basedOn ? JSON.stringify(values.basedOn) : null}::jsonb)
          returning id, created_at, engine, model
        ), u as (
          update users set total_ideas_generated = total_ideas_generated + ${ideas}, total_logos_created = total_logos_created + ${logos}
          where id = ${values.userId} and ${ideas + logos > 0}
          returning id
        )
        select g.id, g.created_at, g.engine, g.model, (select count(*) from u) as bumped from g`);
      const row = result.rows[0];
      return { id: Number(row.id), createdAt: new Date(row.created_at), engine: row.engine, model: row.model };
    },

    /** Moves the user's counters (totalIdeasGenerated, ...) by the given amounts in one statement. */
    async bumpCounters(userId: number, counters: Partial<Record<CounterKey, number>>, tx: DbOrTx = db): Promise<void> {
      const set: Record<string, unknown> = {};
      if (counters.totalIdeasGenerated)
        set.totalIdeasGenerated = sql`${users.totalIdeasGenerated} + ${counters.totalIdeasGenerated}`;
      if (counters.totalLogosCreated)
        set.totalLogosCreated = sql`${users.totalLogosCreated} + ${counters.totalLogosCreated}`;
      if (Object.keys(set).length === 0) return;
      await tx.update(users).set(set).where(eq(users.id, userId));
    },

    /** The user's recent generations of one tool, newest first. */
    async listForUser(userId: number, tool: string, limit = 20): Promise<Generation[]> {
      return db
        .select()
        .from(generations)
        .where(and(eq(generations.userId, userId), eq(generations.tool, tool)))
        .orderBy(desc(generations.createdAt), desc(generations.id))
        .limit(limit);
    },

    /** One generation, only when it belongs to the user. */
    async findForUser(userId: number, id: number): Promise<Generation | undefined> {
      const [row] = await db
        .select()
        .from(generations)
        .where(and(eq(generations.id, id), eq(generations.userId, userId)))
        .limit(1);
      return row;
    },
  };
}
