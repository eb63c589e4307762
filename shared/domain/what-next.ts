/**
 * What to do next (docs/decisions/1472-what-next-from-the-weakest-evidence.md): the tracked idea with the weakest
 * evidence and the step that would strengthen it, and the one suggestion of the week, in one place for the mentor's
 * "What should I do next?" and the dashboard's "at a glance". Pure.
 */
import type { EvidenceScore } from "../contracts/idea-evidence";
import { STRENGTH_RULES } from "./evidence-score";

const STRENGTH_RANK = { none: 0, anecdotal: 1, some: 2, strong: 3 } as const;

/** A tracked idea as the choice reads it: its evidence score, or null before it was scored from evidence. */
export type IdeaEvidence = { id: number; title: string; evidence: EvidenceScore | null };

/**
 * The idea whose evidence is weakest: the lowest strength (an idea never scored from evidence counts as none), then
 * the lowest overall score, then the earliest in the list. Null without ideas, or when every idea's evidence is strong.
 */
export function weakestEvidence<T extends IdeaEvidence>(ideas: readonly T[]): T | null {
  let weakest: T | null = null;
  const rank = (i: T) => STRENGTH_RANK[i.evidence?.strength ?? "none"];
  const score = (i: T) => i.evidence?.overall.score ?? 0;
  for (const idea of ideas) {
    if (rank(idea) === STRENGTH_RANK.strong) continue;
    if (!weakest || rank(idea) < rank(weakest) || (rank(idea) === rank(weakest) && score(idea) < score(weakest)))
      weakest = idea;
  }
  return weakest;
}

/** The evidence to collect next for an idea, from the published thresholds (shared/domain/evidence-score.ts). */
export function evidenceToCollect(idea: IdeaEvidence): string {
  const r = STRENGTH_RULES;
  switch (idea.evidence?.strength ?? "none") {
    case "none":
      return `Talk to 5 people who would buy "${idea.title}" and log how many would pay, and at what price`;
    case "anecdotal":
      return `Get to ${r.someConversations} conversations, ${r.someVisits} page visits or a first pre-order for "${idea.title}"`;
    default:
      return `Take ${r.strongPreorders} pre-orders for "${idea.title}" (or ${r.strongConversations} conversations and ${r.strongVisits} page visits)`;
  }
}

/** Where the week's one suggestion comes from, and its words. */
export type Suggestion = { from: "first-sale" | "roadmap" | "evidence" | "profile"; text: string };

/**
 * The one thing to do this week: with no sale yet and no roadmap, the first sale; else the roadmap's next step; else
 * the evidence the weakest idea needs; else finishing the profile.
 */
export function suggestionOfTheWeek(facts: {
  hasSales: boolean;
  roadmapNext: string | null;
  weakest: IdeaEvidence | null;
}): Suggestion {
  if (facts.roadmapNext) return { from: "roadmap", text: `Do your roadmap's next step: ${facts.roadmapNext}` };
  if (facts.weakest) return { from: "evidence", text: evidenceToCollect(facts.weakest) };
  if (!facts.hasSales)
    return { from: "first-sale", text: "Record your first sale: import a file or add a sale by hand" };
  return { from: "profile", text: "Make a launch roadmap so each week has a next step" };
}
