/**
 * The results people take away (share links and exports): a quick validation, a market analysis, a business
 * plan or a launch roadmap (with its live progress) of one owner, loaded through the owning area's own reads (another user's id is a 404), with a title and
 * a one-line summary. Nothing about the owner (email, name) is part of a document.
 */
import type { AppContext } from "../../context";
import type { ShareKind, SharedDocument } from "../../../shared/contracts/shares";
import { quickValidationRequestSchema, validationOutputSchema } from "../../../shared/contracts/quick-validation";
import { createGenerationsRepository } from "../../ai/generations.repository";
import { presentValidation } from "../../ai/tools/quick-validation.tool";
import { NotFoundError } from "../../http/errors";
import { createMarketAnalysisService } from "../market-analysis";
import { createBusinessIdeasService, presentBusinessPlan } from "../business-ideas";
import { createRoadmapService } from "../roadmap";

const NOT_FOUND: Record<ShareKind, string> = {
  quick_validation: "Validation not found",
  market_analysis: "Market analysis not found",
  business_plan: "Business plan not found",
  launch_roadmap: "Roadmap not found",
};

export function createDocumentsService(ctx: AppContext) {
  const history = createGenerationsRepository(ctx.db);
  const analyses = createMarketAnalysisService(ctx);
  const ideas = createBusinessIdeasService(ctx);
  const roadmaps = createRoadmapService(ctx);

  return {
    /** The owner's document of `kind` and `id`; NotFoundError when it is not theirs or no longer readable. */
    async load(userId: number, kind: ShareKind, id: number): Promise<SharedDocument> {
      switch (kind) {
        case "quick_validation": {
          const row = await history.findForUser(userId, id);
          const output = row?.tool === "quick-validation" ? validationOutputSchema.safeParse(row.output) : undefined;
          const input = row ? quickValidationRequestSchema.safeParse(row.input) : undefined;
          if (!row || !output?.success || !input?.success) throw new NotFoundError(NOT_FOUND[kind]);
          const validation = presentValidation(output.data, input.data, row.createdAt);
          return {
            kind,
            title: `${validation.product}: idea validation`,
            summary:
              `Overall score ${validation.overallScore}/100 (${validation.verdict}). ${validation.insights[0] ?? ""}`.trim(),
            validation,
          };
        }
        case "market_analysis": {
          const analysis = await analyses.get(userId, id);
          return {
            kind,
            title: `${analysis.industry} market analysis`,
            summary: `Market size ${analysis.marketSize.global} in ${analysis.location}, growing ${analysis.growthRate}% a year; opportunity score ${analysis.opportunityScore}/100.`,
            analysis,
          };
        }
        case "business_plan": {
          const plan = presentBusinessPlan(await ideas.getPlan(userId, id));
          const idea = await ideas.getIdea(userId, plan.productIdeaId);
          return {
            kind,
            title: `${idea.name}: business plan`,
            summary:
              plan.executiveSummary.length > 200
                ? `${plan.executiveSummary.slice(0, 197).trimEnd()}...`
                : plan.executiveSummary,
            idea: { name: idea.name, description: idea.description, industry: idea.industry },
            plan,
          };
        }
        case "launch_roadmap": {
          const found = await roadmaps.get(userId, id);
          if (!found) throw new NotFoundError(NOT_FOUND[kind]);
          const { form: _form, ...roadmap } = found;
          const { stepsDone, totalSteps, percent } = roadmap.progress;
          return {
            kind,
            title: `${roadmap.businessInfo.businessName}: launch roadmap`,
            summary: `${stepsDone} of ${totalSteps} steps done (${percent}%). Estimated timeline: ${roadmap.estimatedTimeline.replace(/\.$/, "")}.`,
            roadmap,
          };
        }
      }
    },
  };
}
