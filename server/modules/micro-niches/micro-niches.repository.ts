/** Drizzle queries on micro_niches: the filtered list and one niche. */
import { and, asc, eq, type SQL } from "drizzle-orm";
import { microNiches, type MicroNicheRow } from "../../../shared/schema";
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
  };
}
