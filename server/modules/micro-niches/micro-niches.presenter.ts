/** Presents micro niches (every field listed). */
import type { MicroNicheRow } from "../../../shared/schema";
import type { MicroNiche } from "../../../shared/contracts/micro-niches";

type Level = MicroNiche["competitionLevel"];

export function presentMicroNiche(row: MicroNicheRow): MicroNiche {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category as MicroNiche["category"],
    competitionLevel: row.competitionLevel as Level,
    demandLevel: row.demandLevel as Level,
    profitPotential: row.profitPotential as Level,
    targetAudience: row.targetAudience,
    keyProducts: row.keyProducts,
    marketingChannels: row.marketingChannels,
    entryBarriers: row.entryBarriers,
    seasonality: row.seasonality,
    industry: row.industry,
  };
}
