/**
 * Carrying a catalogue item into another tool through the address (contracts between features, so they live
 * in the shared layer): Quick Validation (`?product=&description=`), Market Research (`?industry=&targetMarket=`)
 * and the profit calculator (`?price=`).
 */
import { MARKET_INDUSTRIES } from "@shared/contracts/market-analysis";
import { toolPath } from "@shared/tools/manifest";

const clip = (text: string, max: number) => text.trim().slice(0, max);

/** `/quick-validation` prefilled with a product or niche name and a description. */
export function quickValidationUrl(product: string, description = ""): string {
  const params = new URLSearchParams({ product: clip(product, 120) });
  if (description.trim()) params.set("description", clip(description, 2000));
  return `${toolPath("quick-validation")}?${params}`;
}

/** Reads Quick Validation's prefill; empty strings when the address carries none. */
export function readQuickValidationPrefill(search: string): { product: string; description: string } {
  const params = new URLSearchParams(search);
  return { product: clip(params.get("product") ?? "", 120), description: clip(params.get("description") ?? "", 2000) };
}

/** `/market-research` prefilled with an industry (a value of the market page's list) and a target market. */
export function marketResearchUrl(industry: string, targetMarket: string): string {
  return `${toolPath("market-analysis")}?${new URLSearchParams({ industry, targetMarket: clip(targetMarket, 120) })}`;
}

/** Reads the market page's prefill; an industry the page does not list is dropped (its select cannot show it). */
export function readMarketResearchPrefill(search: string): { industry: string; targetMarket: string } {
  const params = new URLSearchParams(search);
  const industry = params.get("industry") ?? "";
  return {
    industry: MARKET_INDUSTRIES.some((i) => i.value === industry) ? industry : "",
    targetMarket: clip(params.get("targetMarket") ?? "", 120),
  };
}

/** `/profit-calculator?price=` (the calculator reads its selling price from the address). */
export function profitCalculatorUrl(price: string): string {
  return `${toolPath("profit-calculator")}?${new URLSearchParams({ price })}`;
}
