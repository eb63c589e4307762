/**
 * A plan's money and unit economics from the person (docs/decisions/1471-plans-carry-funding-and-the-persons-currency.md):
 * the currency and budget it is planned in, the business model that chooses the unit economics (an hourly tutor is
 * not priced like a retainer agency, a product store is not priced like wholesale), and the person's own price, cost
 * and hours when they gave them.
 */
import { formatMoney, moneyFromDecimal, parseMoney, type Money } from "../../../../shared/domain/currency-money";
import type { BusinessModel, BusinessPlanInput } from "../../../../shared/contracts/business-plans";
import type { ConceptId } from "../../understanding/lexicon";
import { conceptsAnywhere } from "../../understanding/understand";
import { budgetOf } from "../budgets";

/**
 * The lexicon's model concepts (docs/decisions/1486-tools-read-the-understanding-layer.md), tried in this order on the
 * revenue model, then on the idea's name and description. Products come last: a revenue model of product sales is
 * products, whatever the description says of its buyers ("millennials, who pay for convenience and subscriptions" is
 * not a subscription business).
 */
const MODEL_CONCEPTS: readonly [BusinessModel, ConceptId][] = [
  ["digital", "digitalModel"],
  ["subscription", "subscriptionModel"],
  ["resale", "resaleModel"],
  ["hourly", "hourlyModel"],
  ["product", "productModel"],
];

/** The model the person chose, else the one their idea's words name, else products. */
export function businessModelOf(input: Pick<BusinessPlanInput, "model" | "idea">): BusinessModel {
  if (input.model) return input.model;
  const texts = [input.idea.revenueModel, `${input.idea.name} ${input.idea.description}`];
  for (const text of texts) {
    // The model's words as written: "repairable" or "time-consuming" must not turn a product into a service.
    const named = conceptsAnywhere(text, { asWritten: true });
    for (const [model, concept] of MODEL_CONCEPTS) if (named.has(concept)) return model;
  }
  return "product";
}

/** Per model: prices when none is known, the share of a price a sale costs, and the floor of fixed monthly costs. */
export const MODEL_ECONOMICS: Record<
  BusinessModel,
  { prices: readonly number[]; costShare: number | null; fixedFloor: number; label: string }
> = {
  // A product's cost share comes from the idea's margin (costShare null).
  product: { prices: [25, 35, 49], costShare: null, fixedFloor: 40, label: "products made and sold" },
  resale: { prices: [40, 60, 90], costShare: 0.6, fixedFloor: 30, label: "stock bought and resold" },
  hourly: { prices: [20, 25, 35], costShare: 0.1, fixedFloor: 10, label: "a service sold by the hour" },
  digital: { prices: [9, 15, 29], costShare: 0.1, fixedFloor: 15, label: "digital downloads" },
  subscription: { prices: [15, 25, 39], costShare: 0.3, fixedFloor: 30, label: "monthly subscriptions" },
};

/** The price of a retainer (an agency's monthly client) when the idea says so and names no price. */
export const RETAINER_PRICES = [300, 500, 800] as const;

/** The money a plan is made in: its currency and the budget in whole units (null when no amount is known). */
export type PlanMoney = {
  currency: string;
  /** Whole units of `currency`: the startup items are held within it. */
  max: number;
  /** The budget compared with the cash needed; null for a band without a top ("$25,000+"). */
  budget: number | null;
  /** The budget as the plan quotes it. */
  label: string;
};

const wholeUnits = (m: Money) => Math.floor(m.cents / 100);

/**
 * The plan's currency and budget: the person's exact budget when the budget chosen is the profile's (`person.budget`,
 * in the profile's currency); else an amount typed in any currency ("£400", "400 GBP", or a bare number in the
 * person's currency); else a dollar band ("$500 - $5,000") read for its figures, in US dollars.
 */
export function planMoney(input: Pick<BusinessPlanInput, "budget" | "person">): PlanMoney {
  const own = input.person?.currency ?? "USD";
  const exact = input.person?.budget ? moneyFromDecimal(input.person.budget, own) : null;
  if (exact)
    return {
      currency: own,
      max: wholeUnits(exact),
      budget: wholeUnits(exact),
      label: formatMoney(exact, { whole: "when-round", distinct: true }),
    };
  const typed = parseMoney(input.budget, own);
  if (typed.ok && typed.money.cents >= 0)
    return {
      currency: typed.money.currency,
      max: wholeUnits(typed.money),
      budget: wholeUnits(typed.money),
      label: input.budget,
    };
  const tier = budgetOf(input.budget);
  const open = input.budget.includes("+");
  return { currency: "USD", max: tier.max, budget: open ? null : tier.max, label: tier.label };
}

/** The person's own price or cost in the plan's currency, in cents; null when not given or in another currency. */
export function ownAmount(
  text: string | undefined,
  currency: string,
): { cents: number } | { otherCurrency: string } | null {
  if (!text) return null;
  const read = parseMoney(text, currency);
  if (!read.ok || read.money.cents <= 0) return null;
  if (read.money.currency !== currency) return { otherCurrency: read.money.currency };
  return { cents: read.money.cents };
}

/** Sales an hourly service can take in a month with `hoursPerWeek` (one hour a sale). */
export const monthlyCapacity = (hoursPerWeek: number) => Math.max(1, Math.floor((hoursPerWeek * 52) / 12));
