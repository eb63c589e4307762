/** Shared offline reasoning: which niches fit a person's skills, interests and budget, and what they cost. */
import type { Audience } from "./audiences";
import type { BudgetTier } from "./budgets";
import { servesAudience, type NicheTemplate, type Playbook } from "./playbooks";
import { matching, nice, type SeededRandom } from "./seed";
import { fillTemplate } from "./template";

export type RankedNiche = {
  niche: NicheTemplate;
  matchedSkills: string[];
  matchedInterests: string[];
  /** How far the niche's capital needs exceed the budget (0 = fits). */
  budgetGap: number;
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
  const budgetLevel = Math.min(3, Math.ceil(tier.level / 1.6));
  return playbook.niches
    .filter((niche) => servesAudience(niche, audienceKey))
    .map((niche) => {
      const matchedSkills = matching(skills, niche.keywords);
      const matchedInterests = matching(interests, niche.keywords);
      const budgetGap = Math.max(0, niche.capital - budgetLevel);
      // Bigger budgets lean toward capital-heavy niches a lean budget could not start.
      const budgetPull = tier.level >= 4 ? niche.capital * 0.35 : 0;
      const score =
        rng.next() * 1.2 + matchedSkills.length * 2 + matchedInterests.length * 1.5 - budgetGap * 1.4 + budgetPull;
      return { niche, matchedSkills, matchedInterests, budgetGap, score };
    })
    .sort((a, b) => b.score - a.score);
}

const CAPITAL_SHARE: Record<1 | 2 | 3, [number, number]> = { 1: [0.12, 0.5], 2: [0.3, 0.75], 3: [0.55, 1] };

/** Startup cost range for a niche within the budget tier (never above the tier's top). */
export function startupCostRange(niche: NicheTemplate, tier: BudgetTier, rng: SeededRandom): [number, number] {
  const [a, b] = CAPITAL_SHARE[niche.capital];
  const top = tier.max;
  const lo = Math.max(niche.capital * 40, Math.max(tier.min * 0.6, top * a) * (0.9 + rng.next() * 0.2));
  const hi = Math.max(lo * 1.5, top * b);
  return [nice(lo), nice(Math.min(hi, top))];
}

const BUDGET_REVENUE: Record<number, number> = { 1: 0.7, 2: 0.9, 3: 1.1, 4: 1.35, 5: 1.7 };

/** Monthly revenue range after 6-12 months, scaled by audience spend and budget. */
export function revenueRange(
  niche: NicheTemplate,
  tier: BudgetTier,
  audience: Audience,
  rng: SeededRandom,
): [number, number] {
  const f = audience.spend * BUDGET_REVENUE[tier.level] * (0.9 + rng.next() * 0.2);
  return [nice(niche.revenue[0] * f), nice(niche.revenue[1] * f)];
}

/** "$500-2K" style short range (the business ideas cards). */
export function shortRange(lo: number, hi: number): string {
  const k = (n: number) =>
    n >= 1000 ? `${Math.round((n / 1000) * 10) / 10}K`.replace(".0K", "K") : String(Math.round(n));
  return `$${k(lo)}-${k(hi)}`;
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
