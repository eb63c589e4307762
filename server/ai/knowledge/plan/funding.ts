/**
 * A plan's amounts in the person's currency, and the cash it needs against their budget
 * (docs/decisions/1471-plans-carry-funding-and-the-persons-currency.md). `needed` is the startup items plus the
 * deepest the running total of the months' operating profit goes (the running costs carried before sales cover
 * them); `gap` is max(0, needed − budget). When the plan needs more than the budget, a smaller start is searched
 * for by scaling the startup items and the running costs down together until the same derivation fits; its
 * figures come from that derivation too.
 */
import { formatMoney, money, moneyDecimal } from "../../../../shared/domain/currency-money";
import type { PlanFunding } from "../../../../shared/contracts/business-plans";
import type { PlanAssumptions, PlanFigures, PlanItem } from "./finance";

/** How a plan writes its amounts: whole units ("£1,234") and prices to the cent when not whole ("£24.50"). */
export type Amounts = { currency: string; whole: (n: number) => string; price: (cents: number) => string };

/** The amount writers of one currency (US dollars when none is known). */
export function amountsIn(currency = "USD"): Amounts {
  return {
    currency,
    whole: (n) => formatMoney(money(Math.round(n) * 100, currency), { whole: "when-round", distinct: true }),
    price: (cents) => formatMoney(money(Math.round(cents), currency), { whole: "when-round", distinct: true }),
  };
}

/** Cash a plan needs: the startup items, and the running costs carried until sales cover them (whole units). */
export function cashNeeded(f: Pick<PlanFigures, "monthly" | "startupTotal">): { needed: number; carried: number } {
  let running = 0;
  let lowest = 0;
  for (const m of f.monthly) {
    // Month 1's costs include the startup items; the operating total leaves them out.
    running += m.profit + (m.month === 1 ? f.startupTotal : 0);
    lowest = Math.min(lowest, running);
  }
  return { needed: f.startupTotal - lowest, carried: -lowest };
}

/** Items scaled to `permille` thousandths, each rounded down. */
const scaled = (items: PlanItem[], permille: number) =>
  items.map((i) => ({ ...i, amount: Math.floor((i.amount * permille) / 1000) }));

/**
 * The largest scale (in thousandths) of the startup items and running costs whose plan needs at most `budget`; the
 * scale 0 (nothing spent up front, no fixed costs) always fits, since every sale costs less than its price.
 */
function smallerStartOf(
  a: PlanAssumptions,
  budget: number,
  derive: (a: PlanAssumptions) => PlanFigures,
): { startup: number; monthly: number; needed: number } {
  const at = (permille: number) => {
    const f = derive({
      ...a,
      startupItems: scaled(a.startupItems, permille),
      monthlyCostItems: scaled(a.monthlyCostItems, permille),
    });
    return { startup: f.startupTotal, monthly: f.fixedMonthly, needed: cashNeeded(f).needed };
  };
  let lo = 0;
  let hi = 1000;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (at(mid).needed <= budget) lo = mid;
    else hi = mid - 1;
  }
  return at(lo);
}

const decimal = (n: number, currency: string) => moneyDecimal(money(n * 100, currency));

/**
 * The funding of a plan against `budget` (whole units of the plan's currency, or null when none is known), with the
 * sentences that say it, written from the same figures.
 */
export function planFunding(
  a: PlanAssumptions,
  f: PlanFigures,
  budget: number | null,
  amounts: Amounts,
  derive: (a: PlanAssumptions) => PlanFigures,
): PlanFunding {
  const { needed, carried } = cashNeeded(f);
  const w = amounts.whole;
  const parts =
    carried > 0
      ? `${w(f.startupTotal)} of startup items and ${w(carried)} to carry the running costs until sales cover them`
      : `${w(f.startupTotal)} of startup items; sales cover the running costs from the start`;
  const base = { currency: amounts.currency, needed: decimal(needed, amounts.currency) };
  if (budget === null)
    return {
      ...base,
      budget: null,
      gap: null,
      says: `This plan needs ${w(needed)} in cash: ${parts}. Add your budget to your profile to see whether it fits.`,
      smallerStart: null,
    };
  const gap = Math.max(0, needed - budget);
  const common = { ...base, budget: decimal(budget, amounts.currency), gap: decimal(gap, amounts.currency) };
  if (gap === 0)
    return {
      ...common,
      says: `This plan needs ${w(needed)} in cash (${parts}), within your budget of ${w(budget)}${budget > needed ? `, leaving ${w(budget - needed)} spare` : ""}.`,
      smallerStart: null,
    };
  const small = smallerStartOf(a, budget, derive);
  const smallSays =
    small.startup === 0 && small.monthly === 0
      ? `A start that fits your ${w(budget)}: spend nothing up front and keep no fixed running costs; take pre-orders or book first customers and pay for materials or stock from what they pay.`
      : `A smaller start that fits your ${w(budget)}: ${w(small.startup)} of startup items (the same list, scaled down) and ${w(small.monthly)} a month of running costs, which needs ${w(small.needed)} in cash.`;
  return {
    ...common,
    says: `This plan needs ${w(needed)} in cash (${parts}), more than your budget of ${w(budget)}: a gap of ${w(gap)}.`,
    smallerStart: {
      startup: decimal(small.startup, amounts.currency),
      monthly: decimal(small.monthly, amounts.currency),
      needed: decimal(small.needed, amounts.currency),
      says: smallSays,
    },
  };
}
