/**
 * Launch roadmaps kept on the server (docs/product-rules.md#progress-on-the-server): the latest roadmap with its
 * progress, ticking and unticking unlocked steps (locked → 409; completing a step unlocks the next), XP into the one
 * ledger once per step, and the achievement claimed at 100 %. Each change is one short transaction with the roadmap row
 * locked.
 */
import type { AppContext } from "../../context";
import type { GeneratorHooks } from "../../ai/run-generator";
import {
  roadmapOptionLabel,
  ROADMAP_INDUSTRIES,
  type roadmapOutputSchema,
  type roadmapRequestSchema,
  type Roadmap,
} from "../../../shared/contracts/roadmap";
import { XP_PER_STEP } from "../../../shared/domain/roadmap";
import { ConflictError, NotFoundError } from "../../http/errors";
import { createXpRepository } from "../../xp/xp.repository";
import { createRoadmapRepository } from "./roadmap.repository";
import { presentRoadmap } from "./roadmap.presenter";

const notFound = () => new NotFoundError("Roadmap not found");

/** The XP ledger key of one step: counted once, whatever happens to the tick later. */
export const stepXpKey = (roadmapId: number, stepId: number) => `roadmap:${roadmapId}:step:${stepId}`;

/** Stores the generated roadmap with its first step unlocked and answers `{ roadmap }`. */
export const launchRoadmapHooks: GeneratorHooks<typeof roadmapRequestSchema, typeof roadmapOutputSchema> = {
  async persist({ ctx, tx, user, input, output }) {
    const steps = [...output.steps].sort((a, b) => a.order - b.order);
    const stored = await createRoadmapRepository(ctx.db).insert(
      {
        userId: user.id,
        form: input,
        businessName: input.businessName,
        industry: roadmapOptionLabel(ROADMAP_INDUSTRIES, input.industry),
        businessIdea: input.businessIdea,
        estimatedTimeline: output.estimatedTimeline,
        keyMilestones: output.keyMilestones,
      },
      steps.map((s, i) => ({
        stepId: s.id,
        position: i + 1,
        title: s.title,
        description: s.description,
        category: s.category,
        difficulty: s.difficulty,
        estimatedTime: s.estimatedTime,
        // A step pays XP_PER_STEP whatever an engine proposed, so the step shows what completing it pays.
        rewardXp: XP_PER_STEP,
        rewardBadge: s.rewards.badge ?? null,
        unlocked: i === 0,
        completed: false,
      })),
      tx,
    );
    return { roadmap: presentRoadmap(stored) };
  },
};

export function createRoadmapService(ctx: AppContext) {
  const repo = createRoadmapRepository(ctx.db);
  const xp = createXpRepository(ctx.db);

  return {
    async current(userId: number): Promise<Roadmap | null> {
      const stored = await repo.latest(userId);
      return stored ? presentRoadmap(stored) : null;
    },

    /** One of the owner's roadmaps with its live progress, or null (not theirs, or gone). */
    async get(userId: number, id: number): Promise<Roadmap | null> {
      const stored = await repo.find(userId, id);
      return stored ? presentRoadmap(stored) : null;
    },

    /** Ticks or unticks one unlocked step; answers the roadmap and the XP this change added to the ledger. */
    async setStep(
      userId: number,
      roadmapId: number,
      stepId: number,
      completed: boolean,
    ): Promise<{ roadmap: Roadmap; xpAwarded: number }> {
      const xpAwarded = await ctx.db.transaction(async (tx) => {
        if (!(await repo.lockOwned(tx, userId, roadmapId))) throw notFound();
        const steps = await repo.stepsOf(roadmapId, tx);
        const step = steps.find((s) => s.stepId === stepId);
        if (!step) throw new NotFoundError("Step not found");
        if (!step.unlocked) throw new ConflictError("This step is locked. Complete the step before it first.");
        await repo.setStep(tx, roadmapId, stepId, completed);
        if (!completed) return 0;
        await repo.unlockAfter(tx, roadmapId, step.position);
        return xp.award({ userId, source: "roadmap", sourceKey: stepXpKey(roadmapId, stepId), xp: XP_PER_STEP }, tx);
      });
      const stored = await repo.find(userId, roadmapId);
      if (!stored) throw notFound();
      return { roadmap: presentRoadmap(stored), xpAwarded };
    },

    /** Records the achievement with its date; only at 100 %. Claiming again keeps the first date. */
    async claim(userId: number, roadmapId: number): Promise<Roadmap> {
      await ctx.db.transaction(async (tx) => {
        if (!(await repo.lockOwned(tx, userId, roadmapId))) throw notFound();
        const steps = await repo.stepsOf(roadmapId, tx);
        if (steps.some((s) => !s.completed)) throw new ConflictError("Complete every step to claim your achievement.");
        await repo.claim(tx, roadmapId);
      });
      const stored = await repo.find(userId, roadmapId);
      if (!stored) throw notFound();
      return presentRoadmap(stored);
    },
  };
}
