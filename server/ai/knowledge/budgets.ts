/** Budget tiers of both forms, as numbers the offline engine can scale costs and revenue with. */
import type { OwnBudget } from "../../../shared/contracts/common";
import { articleFor } from "./slots";

export type BudgetTier = { label: string; min: number; max: number; level: 1 | 2 | 3 | 4 | 5; note: string };

export const BUDGETS: Record<string, BudgetTier> = {
  "0-500": { label: "$0 - $500", min: 0, max: 500, level: 1, note: "lean: free tools, pre-sales and your own time" },
  "500-2000": {
    label: "$500 - $2,000",
    min: 500,
    max: 2000,
    level: 2,
    note: "enough for branding, a small first batch and test ads",
  },
  "500-5000": {
    label: "$500 - $5,000",
    min: 500,
    max: 5000,
    level: 2,
    note: "enough for branding, a first batch of stock and test ads",
  },
  "2000-5000": {
    label: "$2,000 - $5,000",
    min: 2000,
    max: 5000,
    level: 3,
    note: "room for inventory, a proper site and a paid acquisition test",
  },
  "5000-10000": {
    label: "$5,000 - $10,000",
    min: 5000,
    max: 10_000,
    level: 4,
    note: "room for freelancers, inventory and a real launch campaign",
  },
  "5000-25000": {
    label: "$5,000 - $25,000",
    min: 5000,
    max: 25_000,
    level: 4,
    note: "room for a small team, inventory and a launch campaign",
  },
  "10000+": {
    label: "$10,000+",
    min: 10_000,
    max: 25_000,
    level: 5,
    note: "capital for product development, stock and sustained marketing",
  },
  "25000+": {
    label: "$25,000+",
    min: 25_000,
    max: 60_000,
    level: 5,
    note: "capital for product development, hires and sustained marketing",
  },
};

/** The tier of a budget value; unknown text (a plan's free-text budget) is read for its dollar figures. */
export function budgetOf(value: string): BudgetTier {
  const known = BUDGETS[value];
  if (known) return known;
  const numbers = [...value.replace(/,/g, "").matchAll(/(\d+(?:\.\d+)?)\s*(k|K)?/g)].map(
    (m) => Number(m[1]) * (m[2] ? 1000 : 1),
  );
  if (numbers.length === 0) return BUDGETS["500-5000"];
  const max = Math.max(...numbers);
  const min = numbers.length > 1 ? Math.min(...numbers) : max * 0.5;
  const level = max <= 500 ? 1 : max <= 5000 ? 2 : max <= 10_000 ? 3 : max <= 25_000 ? 4 : 5;
  return { label: value, min, max: value.includes("+") ? max * 2 : max, level, note: "" };
}

/**
 * The tier a run's costs are weighed against: the band chosen, or within it the person's own budget from their
 * profile, said as they write it ("fit your £300 budget") and weighed at its worth in US dollars
 * (docs/decisions/1493-the-persons-own-budget-in-budget-sentences.md).
 */
export function tierFor(value: string, own?: OwnBudget): BudgetTier {
  const tier = budgetOf(value);
  return own ? { ...tier, label: own.label, max: own.usd } : tier;
}

// ---- The one budget rule (docs/decisions/1420-one-budget-rule-one-idea-table-one-age-table.md) -------------

/** A cost range in US dollars: the lean start, and a comfortable one. */
export type CostRange = readonly [number, number];

/** The one decision: a cost fits a budget when its lean start is at most the budget's top. */
export function fitsBudget(cost: CostRange, budget: { max: number }): boolean {
  return cost[0] <= budget.max;
}

/** What the decision says about one idea on one budget: whether it fits, and the cost range to show. */
export type BudgetFit = { fits: boolean; shown: [number, number]; budgetLabel: string; note: string };

/**
 * The cost shown for an idea on a budget, from `fitsBudget`: when it fits, from the lean start up to the
 * comfortable one but never above the budget's top; when it does not, the idea's own range (above the budget),
 * so the sentence beside it can say so.
 */
export function budgetFit(cost: CostRange, budget: { max: number; label: string; note?: string }): BudgetFit {
  const fits = fitsBudget(cost, budget);
  const shown: [number, number] = fits
    ? [cost[0], Math.max(cost[0], Math.min(cost[1], budget.max))]
    : [cost[0], cost[1]];
  return { fits, shown, budgetLabel: budget.label, note: budget.note ?? "" };
}

const dollars = (n: number) => `$${Math.round(n).toLocaleString("en-US")}`;

/** "$0", "$60" or "$60 - $250": a cost range exactly as decided, never re-rounded. */
export function costText([lo, hi]: readonly [number, number]): string {
  if (hi === 0) return "$0";
  return lo === hi ? dollars(lo) : `${dollars(lo)} - ${dollars(hi)}`;
}

/** "a £300 budget", "an A$400 budget", "an $800 budget": the article as the amount is said. */
const aBudget = (label: string) => `${articleFor(label.replace(/^[$£€¥₹]/u, ""))} ${label} budget`;

/** Every sentence any tool writes about a cost and a budget comes from here, so none can contradict the rule. */
export const budgetSay = {
  /** The reason line: fits, or needs more. */
  reason: (f: BudgetFit) =>
    f.fits
      ? `Startup costs of ${costText(f.shown)} fit your ${f.budgetLabel} budget`
      : `Needs ${dollars(f.shown[0])} or more to start, more than your ${f.budgetLabel} budget: start small with pre-orders`,
  /** A pro, only when it fits. */
  pro: (f: BudgetFit) => (f.fits ? `Fits ${aBudget(f.budgetLabel)}${f.note ? `: ${f.note}` : ""}` : undefined),
  /** A con or risk, only when it does not fit. */
  risk: (f: BudgetFit) =>
    f.fits
      ? undefined
      : `Capital-heavy for ${aBudget(f.budgetLabel)}: it needs ${dollars(f.shown[0])} or more before the first sale`,
  /** The short clause of a score reason. */
  clause: (f: BudgetFit) =>
    f.fits
      ? `Startup cost ${costText(f.shown)} within your ${f.budgetLabel} budget`
      : `Startup cost of ${costText(f.shown)} is above your ${f.budgetLabel} budget`,
};

/**
 * Whether a sentence speaks about the budget, in any currency ("your $0 - $500 budget", "a £300 budget", "your CHF 300
 * budget"): a model's own budget sentences are replaced by `budgetSay`'s
 * (docs/decisions/1420-one-budget-rule-one-idea-table-one-age-table.md).
 */
export const speaksOfBudget = (text: string) =>
  /\b(?:your|the|this|a|an|any|every|my|their|our)\s+(?:[^\s\d]{0,4}\s?[\d,.]+\s*[kK]?(?:\s*[-–]\s*[^\s\d]{0,4}\s?[\d,.]+\s*[kK]?|\+)?\s+|startup\s+|small\s+|limited\s+|tight\s+)?budget\b|\bcapital[- ]heavy\b|\bover[- ]budget\b/i.test(
    text,
  );

/** A list without the sentences about the budget, followed by the rule's own (those that apply). */
export function withBudgetSentences(list: readonly string[], ...own: (string | undefined)[]): string[] {
  return [...list.filter((s) => !speaksOfBudget(s)), ...own.filter((s): s is string => Boolean(s))];
}

/** The lowest and highest dollar figures of a money text ("$1,200 - $3.5K", "$0", "about $300"). */
export function dollarFigures(text: string): [number, number] | undefined {
  const numbers = [...text.replace(/,/g, "").matchAll(/\$\s*(\d+(?:\.\d+)?)\s*([kKmM])?/g)].map(
    (m) => Number(m[1]) * (m[2] ? (m[2].toLowerCase() === "k" ? 1000 : 1_000_000) : 1),
  );
  // "$500-2K": figures after the first may lack their own dollar sign.
  const bare = [...text.replace(/,/g, "").matchAll(/[-–]\s*(\d+(?:\.\d+)?)\s*([kKmM])?\b/g)].map(
    (m) => Number(m[1]) * (m[2] ? (m[2].toLowerCase() === "k" ? 1000 : 1_000_000) : 1),
  );
  const all = [...numbers, ...bare];
  if (all.length === 0) return undefined;
  return [Math.min(...all), Math.max(...all)];
}
