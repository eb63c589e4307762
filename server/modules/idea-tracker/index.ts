/**
 * The front door of the idea tracker: what other server code may use of it (docs/architecture.md#what-may-import-what).
 * Everything else in this folder is the module's own.
 */
import type { Db } from "../../db/client";
import type { EvidenceScore } from "../../../shared/contracts/idea-evidence";
import { createIdeaTrackerRepository } from "./idea-tracker.repository";
import { presentTrackedIdea } from "./idea-tracker.presenter";

/**
 * The latest evidence-based score of one of the person's tracked ideas (its four scores with the reasons that cite
 * the evidence, the strength meter and when it was scored), or null when the idea is not theirs or was never
 * scored (docs/decisions/1315-ideas-scored-from-evidence.md).
 */
export async function latestEvidenceScore(db: Db, userId: number, ideaId: number): Promise<EvidenceScore | null> {
  const row = await createIdeaTrackerRepository(db).find(userId, ideaId);
  return row ? presentTrackedIdea(row).evidenceScore : null;
}
