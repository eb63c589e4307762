/** Presents a tracked idea: every field of the spec's business idea, scores with their reasons. */
import type { BusinessIdeaRow } from "../../../shared/schema";
import { aiScoresSchema, type IdeaStatus, type TrackedIdea } from "../../../shared/contracts/idea-tracker";

export function presentTrackedIdea(row: BusinessIdeaRow): TrackedIdea {
  const scores = aiScoresSchema.safeParse(row.aiScores);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    industry: row.industry,
    status: row.status as IdeaStatus,
    aiScores: scores.success ? scores.data : null,
    userRating: row.userRating,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
