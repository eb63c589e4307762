/** Presents a challenge with one user's progress: every field listed, progress and days left computed here. */
import type { Challenge, ChallengeParticipant, ChallengeStep } from "../../../shared/schema";
import {
  challengeProgress,
  daysLeft,
  REWARD_STATUSES,
  type ChallengeView,
  type RewardStatus,
} from "../../../shared/contracts/challenges";
import type { Completion } from "./challenges.repository";

const DAY_MS = 86_400_000;
const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
/** The stored status (the column's CHECK allows only these); a completed row always has one. */
const rewardStatus = (value: string | null | undefined): RewardStatus =>
  REWARD_STATUSES.find((s) => s === value) ?? "pending";

export type ChallengeState = {
  challenge: Challenge;
  steps: ChallengeStep[];
  participation: ChallengeParticipant | undefined;
  completions: Completion[];
  realParticipants: number;
};

/** One challenge as this user sees it at `now`. */
export function presentChallenge(
  { challenge, steps, participation, completions, realParticipants }: ChallengeState,
  now = new Date(),
): ChallengeView {
  const done = new Map(completions.filter((c) => c.challengeId === challenge.id).map((c) => [c.stepId, c.completedAt]));
  const ownSteps = steps.filter((s) => s.challengeId === challenge.id);
  const doneCount = ownSteps.filter((s) => done.has(s.id)).length;
  const completed = Boolean(participation?.completedAt);
  const deadline = participation ? new Date(participation.joinedAt.getTime() + challenge.timeframeDays * DAY_MS) : null;
  return {
    id: challenge.id,
    slug: challenge.slug,
    title: challenge.title,
    description: challenge.description,
    difficulty: challenge.difficulty as ChallengeView["difficulty"],
    timeframe: `${challenge.timeframeDays} days`,
    timeframeDays: challenge.timeframeDays,
    reward: challenge.reward,
    xp: challenge.xp,
    participants: realParticipants,
    steps: ownSteps.map((s) => ({
      id: s.id,
      position: s.position,
      title: s.title,
      description: s.description,
      completed: done.has(s.id),
      completedAt: iso(done.get(s.id)),
    })),
    joined: Boolean(participation),
    joinedAt: iso(participation?.joinedAt),
    completed,
    completedAt: iso(participation?.completedAt),
    // A completed challenge reads 100 even if the curated steps grew after it was finished.
    progress: completed ? 100 : challengeProgress(doneCount, ownSteps.length),
    deadline: iso(deadline),
    daysLeft: deadline ? daysLeft(deadline, now) : null,
    status: completed ? "completed" : participation ? "in_progress" : "not_started",
    rewardStatus: completed ? rewardStatus(participation?.rewardStatus) : null,
    rewardDecidedAt: iso(participation?.rewardDecidedAt),
  };
}
