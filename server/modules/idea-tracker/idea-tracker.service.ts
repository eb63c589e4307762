/**
 * The idea tracker: the owner's ideas (another user's id is a 404, decided in the query) and their AI scores.
 * An idea is saved first and scored after, through runGenerator (free: 5 scores, docs/product-rules.md#money-maker-and-growth-plans): when the scores are
 * used up, the AI limit refuses the call or the engine fails, the idea stays, unscored, and can be scored later.
 */
import type { z } from "zod";
import type { AppContext } from "../../context";
import type { BusinessIdeaRow, User } from "../../../shared/schema";
import {
  aiScoresOf,
  type ideaScoreInputSchema,
  type ideaScoreOutputSchema,
  ideaScoreRequestSchema,
  type TrackedIdeaResponse,
} from "../../../shared/contracts/idea-tracker";
import type { createTrackedIdeaSchema, updateTrackedIdeaSchema } from "../../../shared/contracts/idea-tracker";
import { runGenerator, type GeneratorHooks } from "../../ai/run-generator";
import { profileReader } from "../business-profile";
import { ideaScoreTool } from "../../ai/tools/idea-score.tool";
import { AppError, ConflictError, NotFoundError } from "../../http/errors";
import { createIdeaTrackerRepository, MAX_TRACKED_IDEAS } from "./idea-tracker.repository";
import { createEvidenceRepository } from "./evidence.repository";
import { presentEvidence, presentHistory, presentTrackedIdea } from "./idea-tracker.presenter";
import { evidenceScoreOf, snapshotOf, withChange } from "./evidence-score";
import { SALES_WINDOW_DAYS, salesEvidenceOf } from "./sales-evidence";
import {
  MAX_EVIDENCE_PER_IDEA,
  type Evidence,
  type EvidenceData,
  type ScoreHistoryEntry,
} from "../../../shared/contracts/idea-evidence";

const notFound = () => new NotFoundError("Business idea not found");

/** Loads the person's own idea for the scorer; writes the scores onto it and answers `{ idea }`. */
export const ideaScoreHooks: GeneratorHooks<
  typeof ideaScoreInputSchema,
  typeof ideaScoreOutputSchema,
  typeof ideaScoreRequestSchema
> = {
  request: ideaScoreRequestSchema,
  async prepare(ctx, user, request: z.infer<typeof ideaScoreRequestSchema>) {
    const repo = createIdeaTrackerRepository(ctx.db);
    const idea = await repo.find(user.id, request.ideaId);
    if (!idea) throw notFound();
    // The person's own sales of the idea's products count beside the log (docs/decisions/1491-idea-score-reads-real-sales.md).
    const since = new Date(Date.now() - SALES_WINDOW_DAYS * 86_400_000);
    const sales = salesEvidenceOf(idea, await repo.soldProducts(user.id, since));
    const evidence = (await createEvidenceRepository(ctx.db).list(user.id, idea.id)).flatMap((row) => {
      const entry = presentEvidence(row);
      if (!entry) return [];
      const { id: _id, createdAt: _at, ...data } = entry;
      return [data];
    });
    return {
      ideaId: idea.id,
      title: idea.title,
      description: idea.description,
      industry: idea.industry,
      evidence,
      ...(sales ? { sales } : {}),
    };
  },
  /** The answer is held to the published evidence rules before it is stored (docs/decisions/1315-ideas-scored-from-evidence.md). */
  async persist({ ctx, tx, user, input, output }) {
    const repo = createIdeaTrackerRepository(ctx.db);
    // The overall stored on the idea before this score: a change from it is explained (docs/guide/idea-tracker-and-roadmap.md#how-evidence-is-scored).
    const before = await repo.findIn(tx, user.id, input.ideaId);
    const shown = before ? presentTrackedIdea(before) : null;
    const evidenceScore = withChange(
      evidenceScoreOf(input.evidence, output, new Date(), input.currency, input.sales),
      snapshotOf(shown?.evidenceScore ?? null, shown?.aiScores?.overall ?? null),
    );
    const aiScores = aiScoresOf(output);
    aiScores.overall = evidenceScore.overall.score;
    // The card joins these reasons into one paragraph: each ends as a sentence.
    const sentence = (r: string) => (/[.!?]$/.test(r) ? r : `${r}.`);
    aiScores.reasons.overall = [...evidenceScore.overall.reasons.map(sentence), ...aiScores.reasons.overall].slice(
      0,
      4,
    );
    const row = await repo.setScores(user.id, input.ideaId, aiScores, evidenceScore, tx);
    if (!row) throw notFound();
    await createEvidenceRepository(ctx.db).addHistory(
      {
        userId: user.id,
        ideaId: input.ideaId,
        overall: evidenceScore.overall.score,
        demand: evidenceScore.demand.score,
        willingnessToPay: evidenceScore.willingnessToPay.score,
        competition: evidenceScore.competition.score,
        strength: evidenceScore.strength,
      },
      tx,
    );
    return { idea: presentTrackedIdea(row) };
  },
};

export function createIdeaTrackerService(ctx: AppContext) {
  const repo = createIdeaTrackerRepository(ctx.db);
  const evidenceRepo = createEvidenceRepository(ctx.db);

  async function ownIdea(userId: number, id: number): Promise<BusinessIdeaRow> {
    const row = await repo.find(userId, id);
    if (!row) throw notFound();
    return row;
  }

  /** Runs the scorer on one of the user's ideas; the stored idea with its scores. */
  async function score(user: User, id: number, signal?: AbortSignal): Promise<BusinessIdeaRow> {
    await runGenerator(ctx, ideaScoreTool, user, { ideaId: id }, { ...ideaScoreHooks, signal, profile: profileReader });
    const row = await repo.find(user.id, id);
    if (!row) throw notFound();
    return row;
  }

  return {
    list: (userId: number) => repo.list(userId),

    /** Saves the idea, then tries to score it; the idea is kept whatever the scoring does. */
    async create(user: User, body: z.output<typeof createTrackedIdeaSchema>): Promise<TrackedIdeaResponse> {
      if ((await repo.count(user.id)) >= MAX_TRACKED_IDEAS)
        throw new ConflictError(`You can track up to ${MAX_TRACKED_IDEAS} ideas. Delete one to add another.`);
      // From a quick validation: the person's own, tracked once (docs/decisions/1304-validation-tracked-as-an-idea.md).
      if (body.validationId !== undefined && !(await repo.ownsValidation(user.id, body.validationId)))
        throw new NotFoundError("Validation not found");
      const saved = await repo.insertOnce({
        userId: user.id,
        title: body.title,
        description: body.description,
        industry: body.industry ?? "",
        validationId: body.validationId ?? null,
      });
      if (!saved) throw new ConflictError("This validation is already tracked. Open it in your Business Idea Tracker.");
      try {
        return { idea: presentTrackedIdea(await score(user, saved.id)), scoring: { status: "scored" } };
      } catch (err) {
        const code = err instanceof AppError ? err.code : undefined;
        if (code === "free_limit_reached")
          return { idea: presentTrackedIdea(saved), scoring: { status: "limit", message: (err as AppError).message } };
        // Refused by the AI limit a minute or the fair-use allowance: the idea is kept and can be scored later.
        if (code === "rate_limited")
          return {
            idea: presentTrackedIdea(saved),
            scoring: {
              status: "rate_limited",
              message: `${(err as AppError).message} Your idea is saved: score it later with 'Score idea'.`,
            },
          };
        ctx.logger.warn(
          { err: err instanceof Error ? err.message : String(err), ideaId: saved.id },
          "idea scoring failed; the idea is kept unscored",
        );
        const message = err instanceof AppError ? err.message : "Scoring failed. Please try again.";
        return { idea: presentTrackedIdea(saved), scoring: { status: "failed", message } };
      }
    },

    score,

    /** The person's idea tracked from one of their validations, or null (another person's validation: null too). */
    byValidation: async (userId: number, validationId: number) =>
      (await repo.findByValidation(userId, validationId)) ?? null,

    async update(
      userId: number,
      id: number,
      changes: z.output<typeof updateTrackedIdeaSchema>,
    ): Promise<BusinessIdeaRow> {
      const row = await repo.update(userId, id, changes);
      if (!row) throw notFound();
      return row;
    },

    async remove(userId: number, id: number): Promise<void> {
      if (!(await repo.delete(userId, id))) throw notFound();
    },

    async listEvidence(userId: number, ideaId: number): Promise<Evidence[]> {
      await ownIdea(userId, ideaId);
      return (await evidenceRepo.list(userId, ideaId)).flatMap((row) => presentEvidence(row) ?? []);
    },

    async addEvidence(userId: number, ideaId: number, entry: EvidenceData): Promise<Evidence> {
      await ownIdea(userId, ideaId);
      if ((await evidenceRepo.count(userId, ideaId)) >= MAX_EVIDENCE_PER_IDEA)
        throw new ConflictError(
          `An idea can hold up to ${MAX_EVIDENCE_PER_IDEA} evidence entries. Delete one to add another.`,
        );
      const saved = presentEvidence(await evidenceRepo.insert(userId, ideaId, entry));
      if (!saved) throw new Error("a stored evidence entry did not read back");
      return saved;
    },

    async removeEvidence(userId: number, ideaId: number, evidenceId: number): Promise<void> {
      if (!(await evidenceRepo.delete(userId, ideaId, evidenceId))) throw new NotFoundError("Evidence not found");
    },

    async history(userId: number, ideaId: number): Promise<ScoreHistoryEntry[]> {
      await ownIdea(userId, ideaId);
      return (await evidenceRepo.history(userId, ideaId)).map(presentHistory);
    },
  };
}
