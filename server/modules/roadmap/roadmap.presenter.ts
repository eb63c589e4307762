/** Presents a stored roadmap: the spec's roadmap response, its progress (shared/domain/roadmap.ts) and the achievement. */
import {
  ROADMAP_ACHIEVEMENT,
  roadmapRequestSchema,
  type Roadmap,
  type RoadmapStep,
} from "../../../shared/contracts/roadmap";
import { roadmapProgress, XP_PER_STEP } from "../../../shared/domain/roadmap";
import type { StoredRoadmap } from "./roadmap.repository";

export function presentRoadmap({ row, steps }: StoredRoadmap): Roadmap {
  const presented: RoadmapStep[] = steps.map((s) => ({
    id: s.stepId,
    order: s.position,
    title: s.title,
    description: s.description,
    category: s.category as RoadmapStep["category"],
    difficulty: s.difficulty as RoadmapStep["difficulty"],
    estimatedTime: s.estimatedTime,
    unlocked: s.unlocked,
    completed: s.completed,
    completedAt: s.completedAt ? s.completedAt.toISOString() : null,
    // Roadmaps stored before every step paid the same show what a tick pays, not their old per-difficulty figure.
    rewards: s.rewardBadge ? { xp: XP_PER_STEP, badge: s.rewardBadge } : { xp: XP_PER_STEP },
  }));
  const form = roadmapRequestSchema.safeParse(row.form);
  return {
    id: row.id,
    businessInfo: { businessName: row.businessName, industry: row.industry, businessIdea: row.businessIdea },
    estimatedTimeline: row.estimatedTimeline,
    keyMilestones: row.keyMilestones as string[],
    steps: presented,
    form: form.success
      ? form.data
      : {
          businessName: row.businessName,
          businessIdea: row.businessIdea,
          industry: "other",
          targetMarket: "",
          goals: "",
        },
    progress: roadmapProgress(presented.filter((s) => s.completed).length, presented.length),
    achievement: row.achievementClaimedAt
      ? { ...ROADMAP_ACHIEVEMENT, claimedAt: row.achievementClaimedAt.toISOString() }
      : null,
    createdAt: row.createdAt.toISOString(),
  };
}
