/**
 * The client's table of AI generator tools: id → endpoint, free quota, Pro gate. The ids are the server
 * registry's tool ids (history is kept under them). When the shared tool manifest lands (issue 10 item 1)
 * this table is derived from it.
 */
import type { QuotaKey } from "@shared/domain/plans";

type GeneratorTool = { path: string; quota?: QuotaKey; proOnly?: boolean };

export const GENERATOR_TOOLS = {
  "niche-discovery": { path: "/api/generate-niches", quota: "niche_discovery" },
  "business-ideas": { path: "/api/generate-products", quota: "business_ideas" },
  "market-analysis": { path: "/api/market-analysis", quota: "market_analysis" },
  "quick-validation": { path: "/api/validate-idea", quota: "quick_validation" },
  "business-plan": { path: "/api/business-plans", proOnly: true },
  "trend-scan": { path: "/api/scan-trending-products", quota: "trend_scan" },
} as const satisfies Record<string, GeneratorTool>;

export type GeneratorToolId = keyof typeof GENERATOR_TOOLS;

/** The tool's entry, widened so optional fields read uniformly. */
export const generatorTool = (id: GeneratorToolId): GeneratorTool => GENERATOR_TOOLS[id];
