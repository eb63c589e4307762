/**
 * Drizzle queries on idea_evidence and idea_score_history; every read and write is scoped to the owner and the
 * idea in its WHERE, so another user's entry is never found (a 404 upstream).
 */
import { and, asc, eq, sql } from "drizzle-orm";
import { ideaEvidence, ideaScoreHistory, type IdeaEvidenceRow, type IdeaScoreHistoryRow } from "../../../shared/schema";
import type { EvidenceData } from "../../../shared/contracts/idea-evidence";
import type { Db } from "../../db/client";
import type { DbOrTx } from "../../db/owned-rows";

/** Score history rows shown on the idea's page (the most recent ones). */
const HISTORY_LIMIT = 50;

export function createEvidenceRepository(db: Db) {
  const ofIdea = (userId: number, ideaId: number) =>
    and(eq(ideaEvidence.userId, userId), eq(ideaEvidence.ideaId, ideaId));
  return {
    /** The idea's entries, oldest first. */
    list(userId: number, ideaId: number): Promise<IdeaEvidenceRow[]> {
      return db
        .select()
        .from(ideaEvidence)
        .where(ofIdea(userId, ideaId))
        .orderBy(asc(ideaEvidence.createdAt), asc(ideaEvidence.id));
    },
    async count(userId: number, ideaId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(ideaEvidence)
        .where(ofIdea(userId, ideaId));
      return row?.n ?? 0;
    },
    async insert(userId: number, ideaId: number, entry: EvidenceData): Promise<IdeaEvidenceRow> {
      const { type, ...data } = entry;
      const [row] = await db.insert(ideaEvidence).values({ userId, ideaId, type, data }).returning();
      if (!row) throw new Error("insert returned no row");
      return row;
    },
    async delete(userId: number, ideaId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(ideaEvidence)
        .where(and(ofIdea(userId, ideaId), eq(ideaEvidence.id, id)))
        .returning({ id: ideaEvidence.id });
      return rows.length > 0;
    },
    async addHistory(
      values: Omit<IdeaScoreHistoryRow, "id" | "createdAt">,
      tx: DbOrTx = db,
    ): Promise<IdeaScoreHistoryRow> {
      const [row] = await tx.insert(ideaScoreHistory).values(values).returning();
      if (!row) throw new Error("insert returned no row");
      return row;
    },
    /** The most recent re-scores, oldest first. */
    async history(userId: number, ideaId: number): Promise<IdeaScoreHistoryRow[]> {
      const rows = await db
        .select()
        .from(ideaScoreHistory)
        .where(and(eq(ideaScoreHistory.userId, userId), eq(ideaScoreHistory.ideaId, ideaId)))
        .orderBy(sql`${ideaScoreHistory.createdAt} desc, ${ideaScoreHistory.id} desc`)
        .limit(HISTORY_LIMIT);
      return rows.reverse();
    },
  };
}
