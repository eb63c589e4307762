/** Budget tiers of both forms, as numbers the offline engine can scale costs and revenue with. */

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
