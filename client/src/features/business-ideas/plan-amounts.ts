/** A plan's amounts in its own currency (plans stored before decision 1471 are in US dollars). */
import type { BusinessPlan } from "@shared/contracts/business-plans";
import { formatMoney, money } from "@shared/domain/currency-money";

export type PlanAmounts = { whole: (n: number) => string; price: (n: number) => string; currency: string };

/** Whole units ("£1,234") and prices to the cent when not whole ("£24.50"), in the plan's currency. */
export function planAmounts(plan: Pick<BusinessPlan, "currency">): PlanAmounts {
  const currency = plan.currency ?? "USD";
  return {
    currency,
    whole: (n) => formatMoney(money(Math.round(n) * 100, currency), { whole: "when-round", distinct: true }),
    price: (n) => formatMoney(money(Math.round(n * 100), currency), { whole: "when-round", distinct: true }),
  };
}
