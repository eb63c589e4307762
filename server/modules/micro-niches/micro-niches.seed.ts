/** Loads the curated micro niches (data/micro-niches.json) at start: one upsert by slug, idempotent. */
import { sql } from "drizzle-orm";
import { microNiches } from "../../../shared/schema";
import { microNichesFileSchema } from "../../../shared/contracts/micro-niches";
import type { Db } from "../../db/client";
import file from "./data/micro-niches.json";

export const nicheCatalogue = microNichesFileSchema.parse(file);

export async function seedMicroNiches(db: Db): Promise<void> {
  const rows = nicheCatalogue.niches.map((n, i) => ({ ...n, sortOrder: i, isActive: true }));
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
}
