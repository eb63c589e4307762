/** Stored market analyses (market_analysis, one row per successful analysis). Drizzle only. */
import { and, desc, eq } from "drizzle-orm";
import { marketAnalysis, type MarketAnalysisRow } from "../../../shared/schema";
import type { MarketAnalysisOutput } from "../../../shared/contracts/market-analysis";
import type { Db } from "../../db/client";
import type { DbOrTx } from "../../ai/generations.repository";

/** Creates the repository; `insert` accepts a transaction so the row commits with the history record. */
export function createMarketAnalysisRepository(db: Db) {
  return {
    /** Stores one analysis with every column filled (the summary columns repeat figures of `analysis`). */
    async insert(userId: number, analysis: MarketAnalysisOutput, tx: DbOrTx = db): Promise<MarketAnalysisRow> {
      const [row] = await tx
        .insert(marketAnalysis)
        .values({
          userId,
          industry: analysis.industry,
          targetMarket: analysis.targetMarket,
          location: analysis.location,
          // The summary columns say "not known" where no source gives the figure (D20).
          marketSize: analysis.marketSize.global ?? "not known",
          growthRate: analysis.growthRate === null ? "not known" : `${analysis.growthRate}%`,
          opportunityScore: analysis.opportunityScore,
          competitionLevel: analysis.competitionLevel,
          competitors: analysis.competitors,
          trends: analysis.trends,
          analysis,
        })
        .returning();
      return row;
    },

    /** The user's recent analyses, newest first. */
    async listForUser(userId: number, limit = 20): Promise<MarketAnalysisRow[]> {
      return db
        .select()
        .from(marketAnalysis)
        .where(eq(marketAnalysis.userId, userId))
        .orderBy(desc(marketAnalysis.createdAt), desc(marketAnalysis.id))
        .limit(limit);
    },

    /** One analysis, only when it belongs to the user. */
    async findForUser(userId: number, id: number): Promise<MarketAnalysisRow | undefined> {
      const [row] = await db
        .select()
        .from(marketAnalysis)
        .where(and(eq(marketAnalysis.id, id), eq(marketAnalysis.userId, userId)))
        .limit(1);
      return row;
    },
  };
}
