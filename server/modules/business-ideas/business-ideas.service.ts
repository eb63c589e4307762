/**
 * Product ideas and business plans: the owner's reads, edits and deletes (another user's id is a 404, decided
 * in the query), and the storage side of the two generators (runGenerator hooks): ideas are saved with the
 * spec's fallbacks; a plan is generated only for the user's own idea.
 */
import type { z } from "zod";
import type { AppContext } from "../../context";
import type { BusinessPlan, ProductIdea } from "../../../shared/schema";
import type { GeneratorHooks } from "../../ai/run-generator";
import {
  IDEA_BUDGETS,
  IDEA_FALLBACKS,
  IDEA_INDUSTRIES,
  type ProductIdeaAnalysis,
  type ProductIdeaUpdate,
  type businessIdeasOutputSchema,
  type businessIdeasRequestSchema,
} from "../../../shared/contracts/business-ideas";
import {
  businessPlanRequestSchema,
  type businessPlanInputSchema,
  type businessPlanOutputSchema,
} from "../../../shared/contracts/business-plans";
import { optionLabel } from "../../../shared/contracts/niche-discovery";
import { NotFoundError } from "../../http/errors";
import { createBusinessIdeasRepository } from "./business-ideas.repository";
import { presentBusinessPlan, presentProductIdea } from "./business-ideas.presenter";

export function createBusinessIdeasService(ctx: AppContext) {
  const repo = createBusinessIdeasRepository(ctx.db);
  const ideaNotFound = () => new NotFoundError("Product idea not found");

  return {
    /** The user's ideas, newest first. */
    listIdeas: (userId: number): Promise<ProductIdea[]> => repo.listIdeas(userId),

    /** One of the user's ideas. */
    async getIdea(userId: number, id: number): Promise<ProductIdea> {
      const row = await repo.findIdea(userId, id);
      if (!row) throw ideaNotFound();
      return row;
    },

    /** Renames or re-describes one of the user's ideas. */
    async updateIdea(userId: number, id: number, changes: ProductIdeaUpdate): Promise<ProductIdea> {
      const row = await repo.updateIdea(userId, id, changes);
      if (!row) throw ideaNotFound();
      return row;
    },

    /** Deletes one of the user's ideas and its business plans. */
    async deleteIdea(userId: number, id: number): Promise<void> {
      if (!(await repo.deleteIdea(userId, id))) throw ideaNotFound();
    },

    /** The plans of one of the user's ideas, newest first (404 when the idea is not theirs). */
    async plansForIdea(userId: number, productId: number): Promise<BusinessPlan[]> {
      if (!(await repo.findIdea(userId, productId))) throw ideaNotFound();
      return repo.plansForIdea(userId, productId);
    },

    /** One of the user's plans. */
    async getPlan(userId: number, id: number): Promise<BusinessPlan> {
      const row = await repo.findPlan(userId, id);
      if (!row) throw new NotFoundError("Business plan not found");
      return row;
    },
  };
}

/** Stores the generated ideas (at most 3) and answers `{ products }`. */
export const businessIdeasHooks: GeneratorHooks<typeof businessIdeasRequestSchema, typeof businessIdeasOutputSchema> = {
  async persist({ ctx, tx, user, input, output }) {
    const repo = createBusinessIdeasRepository(ctx.db);
    const rows = await repo.insertIdeas(
      output.products.slice(0, 3).map((p, i) => {
        const analysis: ProductIdeaAnalysis = {
          marketPotential: p.marketPotential || IDEA_FALLBACKS.marketPotential,
          startupCost: p.startupCost || IDEA_FALLBACKS.startupCost,
          revenueModel: p.revenueModel || IDEA_FALLBACKS.revenueModel,
          budget: optionLabel(IDEA_BUDGETS, input.budget),
          skills: input.skills,
          keyFeatures: p.keyFeatures,
          competitors: p.competitors,
          risks: p.risks,
          firstSteps: p.firstSteps,
          scores: p.scores ?? null,
          carriedFromValidation: Boolean(input.seedIdea) && i === 0,
          sources: p.sources,
          unknown: p.unknown,
        };
        return {
          userId: user.id,
          name: p.name?.trim() || IDEA_FALLBACKS.name(i + 1),
          description: p.description,
          industry: optionLabel(IDEA_INDUSTRIES, input.industry),
          targetMarket: p.targetMarket?.trim() || IDEA_FALLBACKS.targetMarket,
          estimatedRevenue: p.estimatedRevenue,
          marketSize: p.marketSize,
          competition: p.competition,
          timeToMarket: p.timeToMarket,
          riskLevel: p.riskLevel,
          profitPotential: p.profitPotential,
          analysis,
        };
      }),
      tx,
    );
    return { products: rows.map(presentProductIdea) };
  },
};

/** Loads the user's own idea for the plan tool; stores the plan and answers `{ plan }`. */
export const businessPlanHooks: GeneratorHooks<
  typeof businessPlanInputSchema,
  typeof businessPlanOutputSchema,
  typeof businessPlanRequestSchema
> = {
  request: businessPlanRequestSchema,
  async prepare(ctx, user, request: z.infer<typeof businessPlanRequestSchema>) {
    const idea = await createBusinessIdeasRepository(ctx.db).findIdea(user.id, request.productIdeaId);
    if (!idea) throw new NotFoundError("Product idea not found");
    const p = presentProductIdea(idea);
    return {
      productIdeaId: idea.id,
      budget: request.budget,
      price: request.price,
      unitCost: request.unitCost,
      model: request.model,
      idea: {
        name: p.name,
        description: p.description,
        industry: p.industry,
        targetMarket: p.targetMarket,
        estimatedRevenue: p.estimatedRevenue,
        marketSize: p.marketSize,
        competition: p.competition,
        timeToMarket: p.timeToMarket,
        riskLevel: p.riskLevel,
        profitPotential: p.profitPotential,
        revenueModel: p.revenueModel,
        startupCost: p.startupCost,
      },
    };
  },
  async persist({ ctx, tx, user, input, output }) {
    // The plan's currency and funding are kept beside its projections (no column of their own, decision 1471).
    const { currency, funding, ...plan } = output;
    const row = await createBusinessIdeasRepository(ctx.db).insertPlan(
      {
        productIdeaId: input.productIdeaId,
        userId: user.id,
        ...plan,
        revenueProjections: { ...plan.revenueProjections, currency, funding },
      },
      tx,
    );
    return { plan: presentBusinessPlan(row) };
  },
};
