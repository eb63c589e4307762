/** Loads the curated micro niches (data/micro-niches.json) at start: one upsert by slug, idempotent. */
import { microNichesFileSchema } from "../../../shared/contracts/micro-niches";
import type { Db } from "../../db/client";
import { createMicroNichesRepository } from "./micro-niches.repository";
import file from "./data/micro-niches.json";

export const nicheCatalogue = microNichesFileSchema.parse(file);

export async function seedMicroNiches(db: Db): Promise<void> {
  const rows = nicheCatalogue.niches.map((n, i) => ({ ...n, sortOrder: i, isActive: true }));
  await createMicroNichesRepository(db).upsertCatalogue(rows);
}
