/** Shared offline reasoning: which niches fit a person's skills, interests and budget, and what they cost. */
import type { Audience } from "./audiences";
import { budgetFit, type BudgetFit, type BudgetTier, type CostRange } from "./budgets";
import { ideaCost } from "./ideas/catalogue";
import { servesAudience, type NicheTemplate, type Playbook } from "./playbooks";
import { matching, nice, type SeededRandom } from "./seed";
import { fillTemplate } from "./template";

export type RankedNiche = {
  niche: NicheTemplate;
  matchedSkills: string[];
  matchedInterests: string[];
  /** The one budget rule's decision for this niche on this budget (./budgets.ts). */
  fit: BudgetFit;
  score: number;
};

/**
 * Orders the niches of a playbook that can serve the person's target market by fit: matching skills and
 * interests up, capital beyond the budget down. Only the person's own skills and interests are matched.
 */
export function rankNiches(
  playbook: Playbook,
  audienceKey: string,
  skills: readonly string[],
  interests: readonly string[],
  tier: BudgetTier,
  rng: SeededRandom,
): RankedNiche[] {
  return playbook.niches
    .filter((niche) => servesAudience(niche, audienceKey))
    .map((niche) => {
      const matchedSkills = matching(skills, niche.terms);
      const matchedInterests = matching(interests, niche.terms);
      const fit = budgetFit(nicheCost(niche), tier);
      // Bigger budgets lean toward capital-heavy niches a lean budget could not start.
      const budgetPull = tier.level >= 4 ? niche.capital * 0.35 : 0;
      const score =
        rng.next() * 1.2 + matchedSkills.length * 2 + matchedInterests.length * 1.5 - (fit.fits ? 0 : 2.8) + budgetPull;
      return { niche, matchedSkills, matchedInterests, fit, score };
    })
    .sort((a, b) => b.score - a.score);
}

/** Startup cost of a niche outside the idea table, by how much capital it needs (US dollars, lean and comfortable). */
const CAPITAL_COST: Record<1 | 2 | 3, CostRange> = { 1: [50, 500], 2: [600, 3000], 3: [3000, 15_000] };

/**
 * A niche's startup cost: its idea's in the one idea table, else its capital class's. The same niche costs the
 * same in niche discovery and business ideas whatever the budget; the budget only decides whether it fits.
 */
export function nicheCost(niche: NicheTemplate): CostRange {
  return niche.idea ? ideaCost(niche.idea) : CAPITAL_COST[niche.capital];
}

const BUDGET_REVENUE: Record<number, number> = { 1: 0.7, 2: 0.9, 3: 1.1, 4: 1.35, 5: 1.7 };

/** Monthly revenue range after 6-12 months, scaled by audience spend and budget: the same in every tool. */
export function revenueRange(niche: NicheTemplate, tier: BudgetTier, audience: Audience): [number, number] {
  const f = audience.spend * BUDGET_REVENUE[tier.level];
  return [nice(niche.revenue[0] * f), nice(niche.revenue[1] * f)];
}

/** "$500-2K" style short range (the business ideas cards). */
export function shortRange(lo: number, hi: number): string {
  if (hi === 0) return "$0";
  // Thousands as "K" only when that is exact: "$5,010" never shows as "$5K", which would read as inside a
  // $5,000 budget the rule says it is over (docs/decisions/1420-one-budget-rule-one-idea-table-one-age-table.md).
  const k = (n: number) => {
    const whole = Math.round(n);
    return whole >= 1000 && whole % 100 === 0 ? `${whole / 1000}K` : whole.toLocaleString("en-US");
  };
  return lo === hi ? `$${k(lo)}` : `$${k(lo)}-${k(hi)}`;
}

/** A niche's name for an audience: "Meal-Prep Delivery for Parents" (the audience said once). */
export function nicheName(niche: NicheTemplate, audience: Audience): string {
  return niche.suffix === false ? niche.name : `${niche.name} for ${audience.short}`;
}

/** A template text with `{audience}` and `{channel}` filled in for one audience. */
export function fill(text: string, audience: Audience, channel = audience.channels[0]): string {
  return fillTemplate(text, { audience: audience.who, channel });
}

/** "a, b and c" */
export const list = (items: readonly string[]) =>
  items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

/** Capitalises the first letter. */
export const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
