/**
 * The AI area's endpoints: every generator (`POST` at its tool's manifest `endpoint`, access = the tool's id), the
 * generation history and the free runs left. A generator's body is its request (the tool's input, or the request
 * its module's hooks load the input from); its answer is what the tool's registration presents, plus the history
 * row's `generation` and the profile facts the run used (`basedOn`, docs/decisions/1470-business-profile-and-money-in-its-currency.md).
 * server/ai/registry.ts `registerTool` refuses an entry whose path is not the manifest's endpoint or whose access is
 * not the tool's id (tests/unit/generator-endpoints.test.ts holds it for every registration).
 */
import { z } from "zod";
import { endpoint } from "../endpoint";
import {
  generationDetailResponseSchema,
  generationIdParamsSchema,
  generationListQuerySchema,
  generationListResponseSchema,
  generationMetaSchema,
} from "../generations";
import { usageResponseSchema } from "../usage";
import { basedOnSchema } from "../business-profile";
import { nicheDiscoveryOutputSchema, nicheDiscoveryRequestSchema } from "../niche-discovery";
import { quickValidationRequestSchema, quickValidationResponseSchema } from "../quick-validation";
import { hustleGeneratorRequestSchema, hustleGeneratorResponseSchema } from "../side-hustle-generator";
import { businessIdeasRequestSchema, productIdeaListResponseSchema } from "../business-ideas";
import { businessPlanRequestSchema, businessPlanResponseSchema } from "../business-plans";
import { marketAnalysisRequestSchema, marketAnalysisResponseSchema } from "../market-analysis";
import { logoRequestSchema, logoResponseSchema } from "../logos";
import { trendScanRequestSchema, trendScanResponseSchema } from "../trending-products";
import { creatorGenerateRequestSchema, creatorGenerateResponseSchema } from "../creator-suite";
import { salesScriptGenerateResponseSchema, salesScriptRequestSchema } from "../sales-scripts";
import { roadmapRequestSchema, roadmapResponseSchema } from "../roadmap";
import { ideaScoreRequestSchema, trackedIdeaResponseSchema } from "../idea-tracker";

/** A generator's answer: the registration's response with the history row and the profile facts the run used. */
const generated = <R extends z.ZodType>(response: R) =>
  z.intersection(response, z.object({ generation: generationMetaSchema, basedOn: basedOnSchema }));

export const generationsEndpoints = {
  /** The person's recent generations, of one tool when `tool` is given. */
  list: endpoint({
    method: "GET",
    path: "/api/generations",
    access: "signed-in",
    query: generationListQuerySchema,
    response: generationListResponseSchema,
  }),
  /** One past generation with its output (another person's id answers 404). */
  item: endpoint({
    method: "GET",
    path: "/api/generations/:id",
    access: "signed-in",
    params: generationIdParamsSchema,
    response: generationDetailResponseSchema,
  }),
  /** The free runs left of every quota key. */
  usage: endpoint({ method: "GET", path: "/api/usage", access: "signed-in", response: usageResponseSchema }),

  // ---- The generators (each registered by its module, server/modules/*/*.module.ts) ----
  nicheDiscovery: endpoint({
    method: "POST",
    path: "/api/generate-niches",
    access: "niche-discovery",
    body: nicheDiscoveryRequestSchema,
    response: generated(nicheDiscoveryOutputSchema),
  }),
  quickValidation: endpoint({
    method: "POST",
    path: "/api/validate-idea",
    access: "quick-validation",
    body: quickValidationRequestSchema,
    response: generated(quickValidationResponseSchema),
  }),
  sideHustles: endpoint({
    method: "POST",
    path: "/api/generate-hustle-ideas",
    access: "side-hustle-generator",
    body: hustleGeneratorRequestSchema,
    response: generated(hustleGeneratorResponseSchema),
  }),
  /** Stores the ideas and answers them as the person's product ideas. */
  businessIdeas: endpoint({
    method: "POST",
    path: "/api/generate-products",
    access: "business-ideas",
    body: businessIdeasRequestSchema,
    response: generated(productIdeaListResponseSchema),
  }),
  /** A plan for one of the person's stored ideas (Pro). */
  businessPlan: endpoint({
    method: "POST",
    path: "/api/business-plans",
    access: "business-plan",
    body: businessPlanRequestSchema,
    status: 201,
    response: generated(businessPlanResponseSchema),
  }),
  marketAnalysis: endpoint({
    method: "POST",
    path: "/api/market-analysis",
    access: "market-analysis",
    body: marketAnalysisRequestSchema,
    status: 201,
    response: generated(marketAnalysisResponseSchema),
  }),
  logo: endpoint({
    method: "POST",
    path: "/api/generate-logo",
    access: "logo-maker",
    body: logoRequestSchema,
    response: generated(logoResponseSchema),
  }),
  /** The trend scanner's filters; the scan adds the seeded products it already knows. */
  trendScan: endpoint({
    method: "POST",
    path: "/api/scan-trending-products",
    access: "product-trend-scanner",
    body: trendScanRequestSchema,
    response: generated(trendScanResponseSchema),
  }),
  creatorContent: endpoint({
    method: "POST",
    path: "/api/creator/generate",
    access: "creator-suite",
    body: creatorGenerateRequestSchema,
    status: 201,
    response: generated(creatorGenerateResponseSchema),
  }),
  salesScript: endpoint({
    method: "POST",
    path: "/api/sales-scripts/generate",
    access: "sales-script-generator",
    body: salesScriptRequestSchema,
    response: generated(salesScriptGenerateResponseSchema),
  }),
  launchRoadmap: endpoint({
    method: "POST",
    path: "/api/generate-personalized-roadmap",
    access: "launch-roadmap",
    body: roadmapRequestSchema,
    status: 201,
    response: generated(roadmapResponseSchema),
  }),
  /** Scores one of the person's tracked ideas. */
  ideaScore: endpoint({
    method: "POST",
    path: "/api/score-idea",
    access: "idea-score",
    body: ideaScoreRequestSchema,
    response: generated(trackedIdeaResponseSchema),
  }),
};
