/** Drizzle queries on micro_niches: the filtered list, one niche, and the curated catalogue's upsert at start. */
import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import { microNiches, type MicroNicheRow } from "../../../shared/schema";

type NewMicroNiche = typeof microNiches.$inferInsert;
import type { MicroNichesQuery } from "../../../shared/contracts/micro-niches";
import type { Db } from "../../db/client";

export function createMicroNichesRepository(db: Db) {
  return {
    /** Active niches matching every filter, in the catalogue's order. */
    async list(filters: MicroNichesQuery): Promise<MicroNicheRow[]> {
      const parts: SQL[] = [eq(microNiches.isActive, true)];
      if (filters.category) parts.push(eq(microNiches.category, filters.category));
      if (filters.competition) parts.push(eq(microNiches.competitionLevel, filters.competition));
      if (filters.demand) parts.push(eq(microNiches.demandLevel, filters.demand));
      return db
        .select()
        .from(microNiches)
        .where(and(...parts))
        .orderBy(asc(microNiches.sortOrder), asc(microNiches.id));
    },

    async find(id: number): Promise<MicroNicheRow | undefined> {
      const [row] = await db
        .select()
        .from(microNiches)
        .where(and(eq(microNiches.id, id), eq(microNiches.isActive, true)))
        .limit(1);
      return row;
    },

    /** One upsert by slug: every row of the catalogue file, so a restart changes nothing and an edited file updates. */
    async upsertCatalogue(rows: NewMicroNiche[]): Promise<void> {
      const excluded = (column: string) => sql.raw(`excluded.${column}`);
      await db
        .insert(microNiches)
        .values(rows)
        .onConflictDoUpdate({
          target: microNiches.slug,
          set: {
            name: excluded("name"),
            category: excluded("category"),
            description: excluded("description"),
            competitionLevel: excluded("competition_level"),
            demandLevel: excluded("demand_level"),
            profitPotential: excluded("profit_potential"),
            targetAudience: excluded("target_audience"),
            keyProducts: excluded("key_products"),
            marketingChannels: excluded("marketing_channels"),
            entryBarriers: excluded("entry_barriers"),
            seasonality: excluded("seasonality"),
            industry: excluded("industry"),
            sortOrder: excluded("sort_order"),
            isActive: excluded("is_active"),
          },
        });
    },
  };
}
