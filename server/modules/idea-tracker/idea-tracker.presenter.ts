/** Presents a tracked idea (every field of the spec's business idea, scores with their reasons) and its evidence. */
import type { BusinessIdeaRow, IdeaEvidenceRow, IdeaScoreHistoryRow } from "../../../shared/schema";
import { aiScoresSchema, type IdeaStatus, type TrackedIdea } from "../../../shared/contracts/idea-tracker";
import {
  evidenceSchema,
  evidenceScoreSchema,
  type Evidence,
  type EvidenceStrength,
  type ScoreHistoryEntry,
} from "../../../shared/contracts/idea-evidence";

export function presentTrackedIdea(row: BusinessIdeaRow): TrackedIdea {
  const scores = aiScoresSchema.safeParse(row.aiScores);
  const evidenceScore = evidenceScoreSchema.safeParse(row.evidenceScore);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    industry: row.industry,
    status: row.status as IdeaStatus,
    aiScores: scores.success ? scores.data : null,
    evidenceScore: evidenceScore.success ? evidenceScore.data : null,
    userRating: row.userRating,
    validationId: row.validationId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** An entry as answered; a stored row that no longer reads as one (never written so) is left out. */
export function presentEvidence(row: IdeaEvidenceRow): Evidence | null {
  const data = typeof row.data === "object" && row.data !== null ? row.data : {};
  const parsed = evidenceSchema.safeParse({
    ...data,
    type: row.type,
    id: row.id,
    createdAt: row.createdAt.toISOString(),
  });
  return parsed.success ? parsed.data : null;
}

export function presentHistory(row: IdeaScoreHistoryRow): ScoreHistoryEntry {
  return {
    id: row.id,
    overall: row.overall,
    demand: row.demand,
    willingnessToPay: row.willingnessToPay,
    competition: row.competition,
    strength: row.strength as EvidenceStrength,
    createdAt: row.createdAt.toISOString(),
  };
}
