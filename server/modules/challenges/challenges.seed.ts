/**
 * Idempotent seed of the built-in challenges (docs/product-rules.md#reference-catalogues: curated data loaded at
 * start). Upserts by slug and step position, and removes steps past the curated list, so running it again changes
 * nothing and editing the data file updates a running install on its next start. Safe when two processes start
 * together.
 */
import type { Db } from "../../db/client";
import { CHALLENGE_SEEDS } from "./challenges.data";
import { createChallengesRepository } from "./challenges.repository";

/** Writes the curated challenges and their steps. */
export async function seedChallenges(db: Db): Promise<void> {
  await createChallengesRepository(db).writeCatalogue(CHALLENGE_SEEDS);
}
