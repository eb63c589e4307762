/**
 * Product Trend Scanner's scan (docs/spec-notes.md#screens-and-routes, #calls;
 * docs/product-rules.md#ai-output-is-checked, #money-maker-and-growth-plans): refreshes the scores of the products
 * already known for the chosen category and platform and reports newly trending ones. Pure: the prompt and the offline
 * answer, nothing else.
 */
import {
  trendScanInputSchema,
  trendScanOutputSchema,
  type ScannedProduct,
  type TrendScanInput,
} from "../../../shared/contracts/trending-products";
import { trendMomentum } from "../../../shared/domain/trend-stage";
import { slugify } from "../../../shared/domain/product-links";
import { defineGenerator } from "../define-generator";
import { trendNotes } from "../../../shared/domain/trend-reading";
import type { ProfileField } from "../../../shared/contracts/business-profile";
import { TREND_CANDIDATES } from "../knowledge/trend-candidates";

const MAX_REFRESHED = 8;
const MAX_NEW = 3;
const clamp = (n: number) => Math.max(0, Math.min(100, Math.round(n)));

/** The offline answer: each known product's score moves by half its recent momentum; new ones come from the candidate pool. */
export function offlineScan(input: TrendScanInput): { products: ScannedProduct[] } {
  const refreshed = input.known.slice(0, MAX_REFRESHED).map((k): ScannedProduct => {
    const latest = k.trendHistory.at(-1) ?? 50;
    const next = clamp(latest + trendMomentum(k.trendHistory) / 2);
    return {
      name: k.name,
      platform: k.platform,
      category: k.category,
      price: k.price,
      profitMargin: k.profitMargin,
      shippingTime: k.shippingTime,
      competitionLevel: k.competitionLevel,
      trendScore: next,
      description: `Refreshed score: ${next} this week (was ${latest}).`,
    };
  });
  const known = new Set(input.known.map((k) => slugify(k.platform, k.name)));
  const fresh = TREND_CANDIDATES.filter((c) => input.category === "all" || c.category === input.category)
    .map((c) => ({ ...c, platform: input.platform === "all" ? c.platform : input.platform }))
    .filter((c) => c.trendScore >= input.minTrendScore && !known.has(slugify(c.platform, c.name)))
    .slice(0, MAX_NEW);
  const products = [...refreshed, ...fresh];
  // The schema wants at least one product; with nothing known and nothing new, the best candidate is reported.
  if (products.length === 0) {
    const fallback =
      TREND_CANDIDATES.find((c) => input.category === "all" || c.category === input.category) ?? TREND_CANDIDATES[0];
    products.push({ ...fallback, platform: input.platform === "all" ? fallback.platform : input.platform });
  }
  return { products };
}

export const trendScanTool = defineGenerator({
  id: "product-trend-scanner",
  input: trendScanInputSchema,
  output: trendScanOutputSchema,
  example: { category: "fitness", platform: "tiktok", minTrendScore: 70, known: [] },
  system: [
    "You track which physical products are trending with online shoppers, for young resellers and dropshippers with small budgets.",
    "Answer with JSON only, following the schema. trendScore is this week's shopper interest 0-100; be conservative: few products deserve 90+.",
    "For each known product, repeat its exact name, platform and category with a fresh trendScore and competitionLevel.",
    "Then add up to 4 newly trending products that are not in the known list, only in the requested category and on the requested platform (any of the listed ones when 'all').",
    "Use plain product names a shopper would type into a search box; never brand-new inventions, never URLs, never HTML or Markdown.",
  ].join(" "),
  prompt: (input) =>
    [
      `Category: ${input.category}`,
      `Platform: ${input.platform}`,
      `Minimum trend score of interest: ${input.minTrendScore}`,
      "",
      input.known.length
        ? "Known products (name | platform | category | recent weekly scores, oldest first):"
        : "No products are known yet for these filters.",
      ...input.known.map((k) => `- ${k.name} | ${k.platform} | ${k.category} | ${k.trendHistory.join(", ")}`),
    ].join("\n"),
  offline: offlineScan,
  // The person's currency and channels shape the answer's notes (docs/decisions/1479-trends-read-for-the-person.md).
  withProfile: (input, profile) => {
    const reader = { currency: profile.currency, channels: profile.channels };
    const used: ProfileField[] = [];
    if (trendNotes({ currency: profile.currency, channels: [] }).length) used.push("currency");
    if (trendNotes({ currency: null, channels: profile.channels }).length) used.push("channels");
    return { input: { ...input, reader }, used };
  },
  label: (input) =>
    `${input.category === "all" ? "All categories" : input.category} on ${input.platform === "all" ? "all platforms" : input.platform}`,
});
