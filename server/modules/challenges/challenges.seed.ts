/**
 * Idempotent seed of the built-in challenges (docs/product-rules.md#reference-catalogues: curated data loaded at
 * start). Upserts by slug and step position, and removes steps past the curated list, so running it again changes
 * nothing and editing the data file updates a running install on its next start. Safe when two processes start
 * together.
 */
import { and, eq, gt, sql } from "drizzle-orm";
import { challenges, challengeSteps } from "../../../shared/schema";
import type { Db } from "../../db/client";
import { CHALLENGE_SEEDS } from "./challenges.data";

/** Writes the curated challenges and their steps. */
export async function seedChallenges(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [index, seed] of CHALLENGE_SEEDS.entries()) {
      const { steps, ...fields } = seed;
      const values = { ...fields, position: index + 1 };
      const [row] = await tx
        .insert(challenges)
        .values(values)
        .onConflictDoUpdate({ target: challenges.slug, set: values })
        .returning({ id: challenges.id });
      for (const [i, step] of steps.entries()) {
        await tx
          .insert(challengeSteps)
          .values({ challengeId: row.id, position: i + 1, ...step })
          .onConflictDoUpdate({
            target: [challengeSteps.challengeId, challengeSteps.position],
            set: { title: sql`excluded.title`, description: sql`excluded.description` },
          });
      }
      await tx
        .delete(challengeSteps)
        .where(and(eq(challengeSteps.challengeId, row.id), gt(challengeSteps.position, steps.length)));
    }
  });
}
