/**
 * The one table of plan limits (docs/product-rules.md#plans-and-limits). The server enforces it; the client shows the
 * same numbers.
 */
import type { Plan } from "../contracts/auth";
import { TOOLS, type ProToolId } from "../tools/manifest";

export type QuotaKey =
  | "niche_discovery"
  | "business_ideas"
  | "logo"
  | "market_analysis"
  | "quick_validation"
  | "side_hustle_generator"
  | "launch_roadmap"
  | "idea_score"
  | "mentor_message"
  | "trend_scan";

export type QuotaRule = { limit: number; period: "lifetime" | "day"; label: string };

export const FREE_QUOTAS = {
  niche_discovery: { limit: 2, period: "lifetime", label: "niche discovery runs" },
  business_ideas: { limit: 2, period: "lifetime", label: "business idea runs" },
  logo: { limit: 1, period: "lifetime", label: "logo generations" },
  market_analysis: { limit: 3, period: "lifetime", label: "market analyses" },
  quick_validation: { limit: 3, period: "lifetime", label: "quick validations" },
  side_hustle_generator: { limit: 3, period: "lifetime", label: "side-hustle generator runs" },
  launch_roadmap: { limit: 1, period: "lifetime", label: "launch roadmaps" },
  idea_score: { limit: 5, period: "lifetime", label: "idea scores" },
  mentor_message: { limit: 20, period: "day", label: "AI mentor messages a day" },
  trend_scan: { limit: 2, period: "day", label: "trend scans" },
} as const satisfies Record<QuotaKey, QuotaRule>;

/** Tools only the Pro plan may use (server answers 403 pro_required to others): the manifest's `plan: "pro"` entries. */
export const PRO_FEATURES: readonly ProToolId[] = TOOLS.filter((t) => t.plan === "pro").map((t) => t.id as ProToolId);

/** Default daily fair-use ceiling of AI calls for Pro users; the server reads FAIR_USE_DAILY_LIMIT. */
export const DEFAULT_FAIR_USE_DAILY = 200;

/**
 * What 'Unlimited' on Pro means, in the words every plan screen shows: the daily ceiling the server enforces on
 * every AI generation and mentor message (server/ai/run-generator.ts reserveRun), counted per UTC day
 * (docs/decisions/1441-plan-names-and-fair-use.md). Pass the server's figure (GET /api/stats) when known.
 */
export function fairUseLine(dailyLimit: number = DEFAULT_FAIR_USE_DAILY): string {
  return `Fair use: up to ${dailyLimit.toLocaleString("en-US")} AI generations a day, counted from midnight UTC`;
}

export const PRO_PRICE_USD = 10;
export const PRO_LIST_PRICE_USD = 30;
export const TRIAL_DAYS = 7;
export const ADMIN_GRANT_DAYS = 30;

/** A Pro plan whose end date has passed counts as Free everywhere (docs/product-rules.md#who-can-make-a-user-pro). */
export function effectivePlan(
  user: { selectedPlan: string; proSubscriptionEndDate: Date | string | null },
  now: Date = new Date(),
): Plan {
  if (user.selectedPlan !== "pro") return "free";
  if (user.proSubscriptionEndDate == null) return "pro";
  return new Date(user.proSubscriptionEndDate).getTime() > now.getTime() ? "pro" : "free";
}

export const PLAN_FEATURES: Record<Plan, { title: string; features: string[]; missing: string[] }> = {
  free: {
    title: "Free",
    features: ["2 AI business ideas only", "1 logo generation only", "Limited market insights"],
    missing: ["No business plan generator", "No viral content tools", "No priority support"],
  },
  pro: {
    title: "Pro",
    features: [
      "Unlimited use of every tool, within fair use",
      "Complete creative suite",
      "Advanced market intelligence",
      "Business plan generator",
    ],
    missing: [],
  },
};
