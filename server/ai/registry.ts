/**
 * The AI tool registry: one line per tool. Each line becomes `POST /api<path>` running runGenerator().
 * A tool whose result is stored adds hooks (prepare/persist) from its own module, never in the tool file.
 */
import type { z } from "zod";
import type { GeneratorDefinition } from "./define-generator";
import type { GeneratorHooks } from "./run-generator";
import { nicheDiscoveryTool } from "./tools/niche-discovery.tool";
import { businessIdeasTool } from "./tools/business-ideas.tool";
import { businessPlanTool } from "./tools/business-plan.tool";
import { businessIdeasHooks, businessPlanHooks } from "../modules/business-ideas/business-ideas.hooks";
import { marketAnalysisTool } from "./tools/market-analysis.tool";
import { marketAnalysisHooks } from "../modules/market-analysis/market-analysis.hooks";
import { quickValidationTool } from "./tools/quick-validation.tool";
import { quickValidationHooks } from "../modules/quick-validation/quick-validation.hooks";
import { trendScanTool } from "./tools/trend-scan.tool";
import { trendScanHooks } from "../modules/trending-products/trending-products.hooks";

export type AiRoute = {
  path: string;
  tool: GeneratorDefinition<z.ZodType, z.ZodType>;
  hooks?: GeneratorHooks<z.ZodType, z.ZodType, z.ZodType>;
  /** HTTP status of a success (201 when the call creates a stored record). */
  status?: number;
};

/** Types one registry line (keeps the tool, hooks and request schema in step). */
export function aiRoute<I extends z.ZodType, O extends z.ZodType, R extends z.ZodType>(
  path: string,
  tool: GeneratorDefinition<I, O>,
  hooks?: GeneratorHooks<I, O, R>,
  status = 200,
): AiRoute {
  return { path, tool, hooks, status } as unknown as AiRoute;
}

export const aiRoutes: AiRoute[] = [
  aiRoute("/generate-niches", nicheDiscoveryTool),
  aiRoute("/generate-products", businessIdeasTool, businessIdeasHooks),
  aiRoute("/business-plans", businessPlanTool, businessPlanHooks, 201),
  aiRoute("/market-analysis", marketAnalysisTool, marketAnalysisHooks, 201),
  aiRoute("/validate-idea", quickValidationTool, quickValidationHooks),
  aiRoute("/scan-trending-products", trendScanTool, trendScanHooks),
];

/** A registered tool by id (history labels). */
export function toolById(id: string): AiRoute["tool"] | undefined {
  return aiRoutes.find((r) => r.tool.id === id)?.tool;
}
