/**
 * A business plan's figures, derived from structured assumptions (docs/decisions/1410-plan-figures-from-assumptions.md).
 * An engine (offline or a model) only chooses the assumptions, which are clamped to bounds here, and writes words;
 * every month, year, total, target and timeframe is computed below, and every text that restates a figure is
 * written here from the same values. Money is exact: integer cents inside, rounded half to even to the shown unit
 * (docs/decisions/1400-round-half-even-to-the-shown-precision.md).
 */
import { z } from "zod";
import { divRound } from "../../../../shared/domain/money";
import type { BusinessPlanOutput, PlanBasis } from "../../../../shared/contracts/business-plans";
import { amountsIn, planFunding, type Amounts } from "./funding";

/** A field of the idea as the plan quotes it: an empty one says so rather than leaving a gap in the sentence. */
const given = (text: string) => text.trim().replace(/[.\s]+$/, "") || "not given";

/** The bounds an engine's assumptions are clamped to. */
export const PLAN_BOUNDS = {
  /** US dollars per sale. */
  price: { min: 1, max: 100_000 },
  /** Unit cost as a share of the price: a plan never sells below cost nor claims a cost-free product. */
  unitCostShare: { min: 0.05, max: 0.95 },
  startingSales: { min: 1, max: 10_000 },
  monthlyGrowthPercent: { min: 0, max: 30 },
  year2GrowthPercent: { min: 0, max: 200 },
  year3GrowthPercent: { min: 0, max: 150 },
  /** Validation takes weeks 1-2, so building needs week 3 at least; launch by the middle of year 1. */
  weeksToLaunch: { min: 3, max: 26 },
  /** US dollars a month, all monthly cost items together. */
  fixedMonthly: { min: 0, max: 100_000 },
  items: { min: 1, max: 8 },
  itemAmount: { max: 1_000_000 },
} as const;

const itemSchema = z.object({
  item: z.string().trim().min(1).max(80),
  amount: z.number().int().min(0).max(PLAN_BOUNDS.itemAmount.max),
  note: z.string().trim().max(200).optional(),
});
export type PlanItem = z.infer<typeof itemSchema>;

/** Assumptions after clamping: what the derivation accepts (its bounds are PLAN_BOUNDS). */
export const planAssumptionsSchema = z.object({
  /** US dollars, whole cents. */
  pricePerSale: z.number().min(PLAN_BOUNDS.price.min).max(PLAN_BOUNDS.price.max),
  /** US dollars, whole cents, within PLAN_BOUNDS.unitCostShare of the price. */
  unitCost: z.number().min(0),
  startingSalesPerMonth: z.number().int().min(PLAN_BOUNDS.startingSales.min).max(PLAN_BOUNDS.startingSales.max),
  monthlyGrowthPercent: z.number().int().min(0).max(PLAN_BOUNDS.monthlyGrowthPercent.max),
  year2GrowthPercent: z.number().int().min(0).max(PLAN_BOUNDS.year2GrowthPercent.max),
  year3GrowthPercent: z.number().int().min(0).max(PLAN_BOUNDS.year3GrowthPercent.max),
  weeksToLaunch: z.number().int().min(PLAN_BOUNDS.weeksToLaunch.min).max(PLAN_BOUNDS.weeksToLaunch.max),
  startupItems: z.array(itemSchema).min(PLAN_BOUNDS.items.min).max(PLAN_BOUNDS.items.max),
  monthlyCostItems: z.array(itemSchema).min(PLAN_BOUNDS.items.min).max(PLAN_BOUNDS.items.max),
});
export type PlanAssumptions = z.infer<typeof planAssumptionsSchema>;

/** Assumptions as an engine proposes them: any numbers, clamped by clampAssumptions(). */
export type ProposedAssumptions = {
  pricePerSale: number;
  unitCost: number;
  startingSalesPerMonth: number;
  monthlyGrowthPercent: number;
  year2GrowthPercent: number;
  year3GrowthPercent: number;
  weeksToLaunch: number;
  startupItems: { item: string; amount: number; note?: string }[];
  monthlyCostItems: { item: string; amount: number; note?: string }[];
};

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, Number.isFinite(v) ? v : lo));
const wholeClamp = (v: number, lo: number, hi: number) => Math.round(clamp(v, lo, hi));
const toCents = (dollars: number) => Math.round(dollars * 100);

/** The first `max` UTF-16 units of a text, never half of a character (PostgreSQL refuses a lone surrogate). */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = /[\uD800-\uDBFF]/.test(text[max - 1]) ? max - 1 : max;
  return text.slice(0, end);
}

/** Items with names, whole-dollar amounts within bounds, at most PLAN_BOUNDS.items.max of them. */
function cleanItems(items: ProposedAssumptions["startupItems"], fallback: string): PlanItem[] {
  const kept = items
    .filter((i) => i.item.trim())
    .slice(0, PLAN_BOUNDS.items.max)
    .map((i) => ({
      item: cut(i.item.trim(), 80),
      amount: wholeClamp(i.amount, 0, PLAN_BOUNDS.itemAmount.max),
      ...(i.note?.trim() ? { note: cut(i.note.trim(), 200) } : {}),
    }));
  return kept.length ? kept : [{ item: fallback, amount: 0 }];
}

/**
 * Items whose total fits `max` whole dollars: when they add up to more, each is scaled down (rounded down) and the
 * largest takes what rounding left, so the total is exactly `max`.
 */
function fitTotal(items: PlanItem[], max: number): PlanItem[] {
  const total = items.reduce((s, i) => s + i.amount, 0);
  if (total <= max) return items;
  const scaled = items.map((i) => ({ ...i, amount: Math.floor((i.amount * max) / total) }));
  const left = max - scaled.reduce((s, i) => s + i.amount, 0);
  const largest = scaled.reduce((best, i, at) => (i.amount > scaled[best].amount ? at : best), 0);
  scaled[largest] = { ...scaled[largest], amount: scaled[largest].amount + left };
  return scaled;
}

/**
 * Brings proposed assumptions within bounds: the price and the unit cost to whole cents within PLAN_BOUNDS, counts
 * and percentages to whole numbers, the startup items to the founder's budget (`budgetMax`, whole dollars) and the
 * monthly items to PLAN_BOUNDS.fixedMonthly.
 */
export function clampAssumptions(proposed: ProposedAssumptions, budgetMax: number): PlanAssumptions {
  const priceCents = toCents(clamp(proposed.pricePerSale, PLAN_BOUNDS.price.min, PLAN_BOUNDS.price.max));
  const unitCents = Math.round(
    clamp(
      toCents(proposed.unitCost),
      Math.ceil(priceCents * PLAN_BOUNDS.unitCostShare.min),
      Math.floor(priceCents * PLAN_BOUNDS.unitCostShare.max),
    ),
  );
  const b = PLAN_BOUNDS;
  return {
    pricePerSale: priceCents / 100,
    unitCost: unitCents / 100,
    startingSalesPerMonth: wholeClamp(proposed.startingSalesPerMonth, b.startingSales.min, b.startingSales.max),
    monthlyGrowthPercent: wholeClamp(proposed.monthlyGrowthPercent, 0, b.monthlyGrowthPercent.max),
    year2GrowthPercent: wholeClamp(proposed.year2GrowthPercent, 0, b.year2GrowthPercent.max),
    year3GrowthPercent: wholeClamp(proposed.year3GrowthPercent, 0, b.year3GrowthPercent.max),
    weeksToLaunch: wholeClamp(proposed.weeksToLaunch, b.weeksToLaunch.min, b.weeksToLaunch.max),
    startupItems: fitTotal(cleanItems(proposed.startupItems, "Startup costs"), Math.max(0, Math.floor(budgetMax))),
    monthlyCostItems: fitTotal(cleanItems(proposed.monthlyCostItems, "Running costs"), b.fixedMonthly.max),
  };
}

/** The month (1-based, of 30.4375 days) in which week `week` ends. */
export function monthOfWeek(week: number): number {
  return Math.ceil((week * 7 * 48) / 1461);
}

/** One step of the plan's timeline, in weeks of year 1. */
export type TimelineStep = { step: string; firstWeek: number; lastWeek: number; timeframe: string };

/**
 * Validation, building, launch and the first months after it, one after the other: building ends the week before
 * the launch week, and measuring starts in the month after the launch month.
 */
export function timeline(weeksToLaunch: number): TimelineStep[] {
  const launchWeek = weeksToLaunch + 1;
  const launchMonth = monthOfWeek(launchWeek);
  // Month m covers the weeks after the one month m - 1 ended in.
  const firstWeekOfMonth = (m: number) => {
    let w = 1;
    while (monthOfWeek(w) < m) w++;
    return w;
  };
  const lastWeekOfMonth = (m: number) => firstWeekOfMonth(m + 1) - 1;
  const measureFrom = launchMonth + 1;
  const measureTo = launchMonth + 4;
  return [
    { step: "Validate demand", firstWeek: 1, lastWeek: 2, timeframe: "Weeks 1-2" },
    {
      step: "Build the first version",
      firstWeek: 3,
      lastWeek: weeksToLaunch,
      timeframe: weeksToLaunch > 3 ? `Weeks 3-${weeksToLaunch}` : "Week 3",
    },
    {
      step: "Launch",
      firstWeek: launchWeek,
      lastWeek: launchWeek,
      timeframe: `Week ${launchWeek} (month ${launchMonth})`,
    },
    {
      step: "Measure and adjust",
      firstWeek: Math.max(launchWeek + 1, firstWeekOfMonth(measureFrom)),
      lastWeek: lastWeekOfMonth(measureTo),
      timeframe: `Months ${measureFrom}-${measureTo}`,
    },
  ];
}

export type PlanRow = { sales: number; revenue: number; costs: number; profit: number };

/** The figures of a plan: rows in whole dollars, profit = revenue − costs in every row, years from months. */
export type PlanFigures = {
  basis: PlanBasis;
  monthly: (PlanRow & { month: number })[];
  yearly: (PlanRow & { year: number })[];
  /** Whole dollars. */
  startupTotal: number;
  fixedMonthly: number;
  /** Cents. */
  priceCents: number;
  unitCents: number;
  /** Sales a month that cover the fixed costs (a whole number of sales, so rounded up). */
  breakEvenSales: number;
  /** The lowest the running total of profit goes in year 1 (0 when it never goes below). */
  deepestCash: number;
  timeline: TimelineStep[];
};

/** Derives every figure from clamped assumptions. */
export function deriveFigures(a: PlanAssumptions): PlanFigures {
  const priceCents = toCents(a.pricePerSale);
  const unitCents = toCents(a.unitCost);
  const fixedMonthly = a.monthlyCostItems.reduce((s, i) => s + i.amount, 0);
  const startupTotal = a.startupItems.reduce((s, i) => s + i.amount, 0);
  const steps = timeline(a.weeksToLaunch);
  const launchMonth = monthOfWeek(a.weeksToLaunch + 1);
  const row = (sales: number, extraCents: number): PlanRow => {
    const revenue = divRound(sales * priceCents, 100);
    const costs = divRound(sales * unitCents + extraCents, 100);
    return { sales, revenue, costs, profit: revenue - costs };
  };

  const monthly = Array.from({ length: 12 }, (_, i) => {
    const month = i + 1;
    const sales =
      month < launchMonth
        ? 0
        : Math.round(a.startingSalesPerMonth * (1 + a.monthlyGrowthPercent / 100) ** (month - launchMonth));
    // Fixed costs run from month 1; the startup items are paid in month 1.
    return { month, ...row(sales, fixedMonthly * 100 + (month === 1 ? startupTotal * 100 : 0)) };
  });
  const sum = (key: keyof PlanRow) => monthly.reduce((s, m) => s + m[key], 0);
  const year1 = { year: 1, sales: sum("sales"), revenue: sum("revenue"), costs: sum("costs"), profit: 0 };
  year1.profit = year1.revenue - year1.costs;
  const sales2 = divRound(year1.sales * (100 + a.year2GrowthPercent), 100);
  const sales3 = divRound(sales2 * (100 + a.year3GrowthPercent), 100);
  const yearly = [
    year1,
    { year: 2, ...row(sales2, 12 * fixedMonthly * 100) },
    { year: 3, ...row(sales3, 12 * fixedMonthly * 100) },
  ];

  let running = 0;
  let deepest = 0;
  for (const m of monthly) {
    running += m.profit;
    deepest = Math.min(deepest, running);
  }
  const perSale = priceCents - unitCents;
  return {
    basis: {
      pricePerSale: a.pricePerSale,
      unitCost: a.unitCost,
      grossMarginPercent: divRound(perSale * 100, priceCents),
      fixedMonthlyCosts: fixedMonthly,
      startingSalesPerMonth: a.startingSalesPerMonth,
      monthlyGrowthPercent: a.monthlyGrowthPercent,
      year2GrowthPercent: a.year2GrowthPercent,
      year3GrowthPercent: a.year3GrowthPercent,
      weeksToLaunch: a.weeksToLaunch,
      launchMonth,
      startupTotal,
    },
    monthly,
    yearly,
    startupTotal,
    fixedMonthly,
    priceCents,
    unitCents,
    breakEvenSales: Math.ceil((fixedMonthly * 100) / perSale),
    deepestCash: deepest,
    timeline: steps,
  };
}

/** What a plan says about the idea it is for (the person's own idea, quoted as stored). */
export type PlanIdea = {
  name: string;
  description: string;
  industry: string;
  targetMarket: string;
  marketSize: string;
  competition: string;
  revenueModel: string;
  estimatedRevenue: string;
  profitPotential: string;
};

/** The words of a plan, written by an engine: none of them states a figure of the plan. */
export type PlanWords = {
  /** Sentences on the business, the customer and the edge. */
  summary: string;
  riskAssessment: BusinessPlanOutput["riskAssessment"];
  /** What each timeline step does, by step name (a missing one gets the default). */
  stepDetails?: Partial<Record<string, string>>;
};

/** The assumptions as sentences, every figure inserted from the derived values, in the plan's currency. */
export function assumptionTexts(f: PlanFigures, amounts: Amounts = amountsIn()): string[] {
  const b = f.basis;
  const price = amounts.price;
  return [
    `Price per sale ${price(f.priceCents)}, cost per sale ${price(f.unitCents)}: a gross margin of ${b.grossMarginPercent}%`,
    `Fixed running costs of ${amounts.whole(f.fixedMonthly)} a month from month 1`,
    `Startup costs of ${amounts.whole(f.startupTotal)}, paid in month 1`,
    `Launch in week ${b.weeksToLaunch + 1} (month ${b.launchMonth}) with ${b.startingSalesPerMonth} ${b.startingSalesPerMonth === 1 ? "sale" : "sales"} that month, growing ${b.monthlyGrowthPercent}% a month through month 12`,
    `Sales grow ${b.year2GrowthPercent}% in year 2 and ${b.year3GrowthPercent}% in year 3, at the same price, unit cost and fixed costs`,
  ];
}

/**
 * What a plan is composed for: the idea, the budget as the person gave it, and (docs/decisions/1471-plans-carry-funding-and-the-persons-currency.md)
 * the plan's currency, the budget in whole units of it when known (for `funding`), and any sentences on the
 * person's own numbers to add to the assumptions.
 */
export type PlanContext = {
  idea: PlanIdea;
  budgetLabel: string;
  currency?: string;
  budget?: number | null;
  notes?: string[];
};

/** The whole plan: the figures from `a`, the words from the engine, the texts that restate figures from the figures. */
export function composePlan(a: PlanAssumptions, ctx: PlanContext, words: PlanWords): BusinessPlanOutput {
  const f = deriveFigures(a);
  const { idea } = ctx;
  const amounts = amountsIn(ctx.currency);
  const dollars = amounts.whole;
  const price = amounts.price;
  const funding = planFunding(a, f, ctx.budget ?? null, amounts, deriveFigures);
  // A plan in another currency does not quote the idea's dollar figures as if they were its own (decision 1471).
  const quoted = (text: string) =>
    amounts.currency !== "USD" && text.includes("$") ? "in US dollars on the idea's card" : given(text);
  const month12 = f.monthly[11];
  const [, , year3] = f.yearly;
  const perSaleCents = f.priceCents - f.unitCents;
  const summary = words.summary.trim().replace(/([^.!?])$/, "$1.");
  const executiveSummary = `${summary} With a startup budget of ${ctx.budgetLabel} (${dollars(f.startupTotal)} of startup costs planned) and sales at ${price(f.priceCents)} each, the plan reaches ${dollars(month12.revenue)} of revenue in month 12 and ${dollars(year3.revenue)} in year 3, with a year-3 profit of ${dollars(year3.profit)}. ${funding.says}${funding.smallerStart ? ` ${funding.smallerStart.says}` : ""}`;
  const keyMetrics = [
    {
      name: "Monthly revenue",
      target: `${dollars(month12.revenue)} by month 12`,
      why: `${month12.sales} ${month12.sales === 1 ? "sale" : "sales"} at ${price(f.priceCents)}: shows whether the model works at scale`,
    },
    {
      name: "Break-even sales",
      target:
        f.fixedMonthly === 0
          ? "Every sale covers its costs"
          : `${f.breakEvenSales} ${f.breakEvenSales === 1 ? "sale" : "sales"} a month`,
      why: `The fixed costs of ${dollars(f.fixedMonthly)} a month divided by the ${price(perSaleCents)} each sale leaves after its cost`,
    },
    {
      name: "Gross margin",
      target: `${f.basis.grossMarginPercent}%`,
      why: `Price ${price(f.priceCents)} minus a cost per sale of ${price(f.unitCents)}`,
    },
    {
      name: "Customer acquisition cost",
      target: `Under ${price(perSaleCents)}`,
      why: "Above what one sale leaves after its cost, each new customer loses money",
    },
    {
      name: "Cash to keep in hand",
      target: dollars(Number(funding.needed)),
      why: "The startup items plus the running costs carried until sales cover them: the cash this plan needs",
    },
  ];
  const defaultDetails: Record<string, string> = {
    "Validate demand": `Talk to people in ${idea.targetMarket} and collect pre-orders or sign-ups`,
    "Build the first version": `Make the smallest sellable version of ${idea.name}`,
    Launch: "Run the launch campaign on the channel where your first sign-ups came from",
    "Measure and adjust": "Compare each month with the projections and cut what doesn't convert",
  };
  const nextSteps = f.timeline.map((s) => ({
    step: s.step,
    timeframe: s.timeframe,
    detail: words.stepDetails?.[s.step]?.trim() || defaultDetails[s.step] || s.step,
  }));
  const costBreakdown = {
    startup: a.startupItems.map((i) => ({ ...i })),
    monthly: a.monthlyCostItems.map((i) => ({ ...i })),
  };
  const assumptions = [...assumptionTexts(f, amounts), ...(ctx.notes ?? [])];
  const fullPlan = [
    `# Business plan: ${idea.name}`,
    "## Executive summary",
    executiveSummary,
    "## Market",
    `Industry: ${given(idea.industry)}. Market size: ${quoted(idea.marketSize)}. Competition: ${given(idea.competition)}.`,
    "## Revenue model",
    `Revenue model: ${quoted(idea.revenueModel)}. Estimated revenue: ${quoted(idea.estimatedRevenue)}. Profit potential: ${given(idea.profitPotential)}.`,
    "## Assumptions",
    ...assumptions.map((t) => `- ${t}`),
    "## Financial projections",
    ...f.yearly.map(
      (y) => `- Year ${y.year}: revenue ${dollars(y.revenue)}, costs ${dollars(y.costs)}, profit ${dollars(y.profit)}`,
    ),
    "## Funding",
    funding.says,
    ...(funding.smallerStart ? [funding.smallerStart.says] : []),
    "## Startup costs",
    ...costBreakdown.startup.map((c) => `- ${c.item}: ${dollars(c.amount)}`),
    `Total: ${dollars(f.startupTotal)}`,
    "## Monthly costs",
    ...costBreakdown.monthly.map((c) => `- ${c.item}: ${dollars(c.amount)}`),
    `Total: ${dollars(f.fixedMonthly)} a month`,
    "## Risks",
    ...words.riskAssessment.map((r) => `- ${r.risk} (likelihood ${r.likelihood}, impact ${r.impact}): ${r.mitigation}`),
    "## Next steps",
    ...nextSteps.map((s, i) => `${i + 1}. ${s.step} (${s.timeframe}): ${s.detail}`),
  ].join("\n\n");
  return {
    currency: amounts.currency,
    funding,
    executiveSummary,
    revenueProjections: {
      assumptions,
      basis: f.basis,
      monthly: f.monthly.map(({ month, sales, revenue, costs, profit }) => ({ month, sales, revenue, costs, profit })),
      yearly: f.yearly.map(({ year, sales, revenue, costs, profit }) => ({ year, sales, revenue, costs, profit })),
    },
    keyMetrics,
    costBreakdown,
    riskAssessment: words.riskAssessment,
    nextSteps,
    fullPlan,
  };
}
