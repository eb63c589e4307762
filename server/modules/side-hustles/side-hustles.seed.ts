/** Loads the curated side hustles (data/side-hustles.json) at start: one upsert by slug, idempotent. */
import { sideHustlesFileSchema } from "../../../shared/contracts/side-hustles";
import type { Db } from "../../db/client";
import { createSideHustlesRepository } from "./side-hustles.repository";
import { catalogueStartupCost } from "../../ai/knowledge/ideas/catalogue";
import file from "./data/side-hustles.json";

const parsed = sideHustlesFileSchema.parse(file);
/**
 * A row that is an idea of the one idea table takes its startup cost from there, so the catalogue and the
 * generators quote the same figures (docs/decisions/1420-one-budget-rule-one-idea-table-one-age-table.md).
 */
export const hustleCatalogue = {
  ...parsed,
  hustles: parsed.hustles.map((h) => ({ ...h, startupCost: catalogueStartupCost(h.slug) ?? h.startupCost })),
};

export async function seedSideHustles(db: Db): Promise<void> {
  const rows = hustleCatalogue.hustles.map((h, i) => ({ ...h, sortOrder: i, isActive: true }));
  await createSideHustlesRepository(db).upsertCatalogue(rows);
}
