/**
 * The reference catalogues' seeds (docs/product-rules.md#reference-catalogues), run by runMigrations() after the
 * migrations (at every start; the test template database is migrated, and so seeded, once). Each is an idempotent
 * upsert by slug. One line per catalogue.
 */
import type { Db } from "./client";
import { seedTrendingProducts } from "../modules/trending-products";
import { seedSideHustles } from "../modules/side-hustles";
import { seedMicroNiches } from "../modules/micro-niches";

export async function runSeeds(db: Db): Promise<void> {
  await seedTrendingProducts(db);
  await seedSideHustles(db);
  await seedMicroNiches(db);
}
