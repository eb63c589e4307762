/**
 * What every business plan must satisfy, whoever chose its assumptions (docs/decisions/1410-plan-figures-from-assumptions.md):
 * profit = revenue − costs in every row, year 1 the sum of its months, totals the sums of their items, no year's
 * profit above what the margin and the fixed costs allow, a timeline whose steps follow one another, and no dollar
 * figure in a text that is not one of the plan's own figures or the person's own words.
 */
import { expect } from "vitest";
import { businessPlanOutputSchema, type BusinessPlanInput } from "../../shared/contracts/business-plans";

import { formatMoney, money } from "../../shared/domain/currency-money";

const DAYS_PER_MONTH = 365.25 / 12;

let planCurrency = "USD";
/** Whole units as the plan writes them, in the plan's currency ("$1,234", "£1,234"). */
const usd = (n: number) => formatMoney(money(n * 100, planCurrency), { whole: "when-round" });
const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
const cents = (dollars: number) => Math.round(dollars * 100);

/** Dollar figures written in a text, in cents ("$1,234" → 123400, "$24.50" → 2450). */
export function dollarFigures(text: string): number[] {
  return [...text.matchAll(/\$(\d[\d,]*(?:\.\d{1,2})?)/g)].map((m) => cents(Number(m[1].replace(/,/g, ""))));
}

/** A timeframe as the first and last day of year 1 it covers. */
function days(timeframe: string): [number, number] {
  let m = /^Weeks? (\d+)(?:-(\d+))?/.exec(timeframe);
  if (m) return [(Number(m[1]) - 1) * 7 + 1, Number(m[2] ?? m[1]) * 7];
  m = /^Months? (\d+)(?:-(\d+))?/.exec(timeframe);
  if (m)
    return [Math.floor((Number(m[1]) - 1) * DAYS_PER_MONTH) + 1, Math.floor(Number(m[2] ?? m[1]) * DAYS_PER_MONTH)];
  throw new Error(`unreadable timeframe: ${timeframe}`);
}

/** Asserts every invariant of `plan`, written for `input`. */
export function expectConsistentPlan(
  plan: unknown,
  input: Pick<BusinessPlanInput, "idea" | "budget">,
  budgetMax: number,
) {
  const parsed = businessPlanOutputSchema.safeParse(plan);
  expect(parsed.error?.issues ?? []).toEqual([]);
  const p = parsed.data!;
  planCurrency = p.currency ?? "USD";
  const { monthly, yearly, basis } = p.revenueProjections;
  expect(basis).toBeDefined();
  const b = basis!;
  const priceC = cents(b.pricePerSale);
  const unitC = cents(b.unitCost);

  // The assumptions' own figures: totals are the sums of their items, the margin follows from price and cost.
  expect(b.startupTotal).toBe(sum(p.costBreakdown.startup.map((i) => i.amount)));
  expect(b.fixedMonthlyCosts).toBe(sum(p.costBreakdown.monthly.map((i) => i.amount)));
  expect(b.startupTotal).toBeLessThanOrEqual(budgetMax);
  expect(unitC).toBeLessThan(priceC);
  expect(Math.abs(b.grossMarginPercent - ((priceC - unitC) * 100) / priceC)).toBeLessThanOrEqual(0.5);

  // Rows: profit = revenue − costs; revenue = sales × price; costs = sales × unit cost + fixed (+ startup in month 1).
  expect(monthly.map((m) => m.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  for (const m of monthly) {
    expect(m.profit, `month ${m.month}`).toBe(m.revenue - m.costs);
    const sales = m.sales!;
    expect(Number.isInteger(sales)).toBe(true);
    expect(Math.abs(m.revenue * 100 - sales * priceC)).toBeLessThanOrEqual(50);
    const expectedCosts = sales * unitC + b.fixedMonthlyCosts * 100 + (m.month === 1 ? b.startupTotal * 100 : 0);
    expect(Math.abs(m.costs * 100 - expectedCosts)).toBeLessThanOrEqual(50);
    expect(sales === 0, `month ${m.month} sells only from the launch month`).toBe(m.month < b.launchMonth);
  }
  expect(monthly[b.launchMonth - 1].sales).toBe(b.startingSalesPerMonth);

  // Years: year 1 is the sum of its months; no year's profit is above what margin and fixed costs allow.
  expect(yearly.map((y) => y.year)).toEqual([1, 2, 3]);
  const [y1, y2, y3] = yearly;
  expect(y1.revenue).toBe(sum(monthly.map((m) => m.revenue)));
  expect(y1.costs).toBe(sum(monthly.map((m) => m.costs)));
  expect(y1.sales).toBe(sum(monthly.map((m) => m.sales!)));
  for (const y of yearly) {
    expect(y.profit, `year ${y.year}`).toBe(y.revenue - y.costs);
    const allowed =
      (y.revenue * (priceC - unitC)) / priceC - 12 * b.fixedMonthlyCosts - (y.year === 1 ? b.startupTotal : 0);
    // Each row rounds to the dollar: at most half a dollar per row of slack.
    expect(y.profit, `year ${y.year} profit within margin and fixed costs`).toBeLessThanOrEqual(
      allowed + (y.year === 1 ? 12 : 1),
    );
  }
  expect(Math.abs(y2.sales! - (y1.sales! * (100 + b.year2GrowthPercent)) / 100)).toBeLessThanOrEqual(0.5);
  expect(Math.abs(y3.sales! - (y2.sales! * (100 + b.year3GrowthPercent)) / 100)).toBeLessThanOrEqual(0.5);

  // The timeline: validation, building, launch, measuring, each after the one before; the launch in its month.
  const ranges = p.nextSteps.map((s) => days(s.timeframe));
  for (const [at, [first, last]] of ranges.entries()) {
    expect(first, p.nextSteps[at].timeframe).toBeLessThanOrEqual(last);
    if (at > 0)
      expect(first, `${p.nextSteps[at].step} after ${p.nextSteps[at - 1].step}`).toBeGreaterThan(ranges[at - 1][1]);
  }
  const launch = p.nextSteps.find((s) => s.step === "Launch");
  expect(launch?.timeframe).toBe(`Week ${b.weeksToLaunch + 1} (month ${b.launchMonth})`);
  const launchEnds = (b.weeksToLaunch + 1) * 7;
  expect(launchEnds).toBeGreaterThan((b.launchMonth - 1) * DAYS_PER_MONTH);
  expect(launchEnds).toBeLessThanOrEqual(b.launchMonth * DAYS_PER_MONTH);
  const build = p.nextSteps.find((s) => s.step === "Build the first version");
  expect(days(build!.timeframe)[1]).toBeLessThan(days(launch!.timeframe)[0]);

  // Targets restate the figures they come from.
  const metric = (name: string) => p.keyMetrics.find((k) => k.name === name)?.target;
  expect(metric("Monthly revenue")).toBe(`${usd(monthly[11].revenue)} by month 12`);
  expect(metric("Gross margin")).toBe(`${b.grossMarginPercent}%`);
  const breakEven = Math.ceil((b.fixedMonthlyCosts * 100) / (priceC - unitC));
  if (b.fixedMonthlyCosts > 0) expect(metric("Break-even sales")).toMatch(new RegExp(`^${breakEven} sales? a month$`));

  // Texts: the startup total said is the sum of the items; every dollar figure written is one of the plan's own
  // figures or one the person wrote in their idea or budget.
  expect(p.executiveSummary).toContain(`(${usd(b.startupTotal)} of startup costs planned)`);
  expect(p.fullPlan).toContain(`Total: ${usd(b.startupTotal)}`);
  expect(p.revenueProjections.assumptions.join("\n")).toContain(`Startup costs of ${usd(b.startupTotal)}`);
  let running = 0;
  let deepest = 0;
  for (const m of monthly) deepest = Math.min(deepest, (running += m.profit));
  // Funding (decision 1471): the cash needed is the startup items plus the deepest the operating months go, the gap
  // is max(0, needed − budget), and the words say a gap exactly when there is one.
  let operating = 0;
  let lowest = 0;
  for (const m of monthly) lowest = Math.min(lowest, (operating += m.profit + (m.month === 1 ? b.startupTotal : 0)));
  const f = p.funding!;
  expect(f, "a plan carries its funding").toBeDefined();
  const needed = b.startupTotal - lowest;
  expect(Number(f.needed)).toBe(needed);
  expect(f.currency).toBe(p.currency);
  expect(metric("Cash to keep in hand")).toContain(needed.toLocaleString("en-US"));
  const fundingFigures: number[] = [needed, -lowest, b.startupTotal];
  if (f.budget !== null) {
    const budget = Number(f.budget);
    const gap = Math.max(0, needed - budget);
    expect(Number(f.gap)).toBe(gap);
    expect(f.says.includes("more than your budget"), f.says).toBe(gap > 0);
    expect(f.smallerStart !== null).toBe(gap > 0);
    fundingFigures.push(budget, gap, budget - needed);
    if (f.smallerStart) {
      expect(Number(f.smallerStart.needed)).toBeLessThanOrEqual(budget);
      fundingFigures.push(
        Number(f.smallerStart.startup),
        Number(f.smallerStart.monthly),
        Number(f.smallerStart.needed),
      );
    }
  } else expect(f.gap).toBeNull();
  const own = new Set([
    ...fundingFigures.map((n) => n * 100),
    ...[...monthly, ...yearly].flatMap((r) => [r.revenue, r.costs, Math.abs(r.profit)].map((n) => n * 100)),
    ...[...p.costBreakdown.startup, ...p.costBreakdown.monthly].map((i) => i.amount * 100),
    b.startupTotal * 100,
    b.fixedMonthlyCosts * 100,
    priceC,
    unitC,
    priceC - unitC,
    -deepest * 100,
    ...dollarFigures(JSON.stringify(input)),
  ]);
  const texts = [
    p.executiveSummary,
    p.fullPlan ?? "",
    ...p.revenueProjections.assumptions,
    ...p.keyMetrics.flatMap((k) => [k.target, k.why]),
    ...p.riskAssessment.flatMap((r) => [r.risk, r.mitigation]),
    ...p.nextSteps.map((s) => s.detail),
  ];
  // A plan in another currency writes no dollar sign at all.
  if (p.currency !== "USD")
    for (const text of texts) expect(text, "no $ in a plan in another currency").not.toMatch(/\$/);
  for (const text of texts)
    for (const figure of dollarFigures(text))
      expect(own.has(figure), `${figure / 100} in "${text.slice(0, 160)}"`).toBe(true);
}
