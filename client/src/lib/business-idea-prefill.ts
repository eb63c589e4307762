/**
 * Carrying an idea into the business ideas flow (docs/product-rules.md#blank-actions: 'Build Business Plan').
 * Contract (docs/decisions/201-business-idea-prefill.md): `/business-ideas?name=<text>&description=<text>`
 * plus optional `industry`, `targetMarket` (values of the business ideas form). The page pre-fills the form,
 * shows the carried idea, and offers to save it as a product idea to build a plan from.
 */
import { toolPath } from "@shared/tools/manifest";

export type BusinessIdeaPrefill = {
  name: string;
  description: string;
  industry?: string;
  targetMarket?: string;
};

const MAX = { name: 120, description: 1000 };

/** The URL that opens /business-ideas carrying `idea`. */
export function businessIdeasPrefillUrl(idea: BusinessIdeaPrefill): string {
  const params = new URLSearchParams();
  params.set("name", idea.name.trim().slice(0, MAX.name));
  params.set("description", idea.description.trim().slice(0, MAX.description));
  if (idea.industry) params.set("industry", idea.industry);
  if (idea.targetMarket) params.set("targetMarket", idea.targetMarket);
  return `${toolPath("business-ideas")}?${params.toString()}`;
}

/** Reads a carried idea from the page's query string; null when none is carried. */
export function readBusinessIdeaPrefill(search: string): BusinessIdeaPrefill | null {
  const params = new URLSearchParams(search);
  const name = params.get("name")?.trim().slice(0, MAX.name);
  const description = params.get("description")?.trim().slice(0, MAX.description);
  if (!name) return null;
  return {
    name,
    description: description ?? "",
    industry: params.get("industry") ?? undefined,
    targetMarket: params.get("targetMarket") ?? undefined,
  };
}
