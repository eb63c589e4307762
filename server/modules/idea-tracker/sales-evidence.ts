/**
 * Which of the person's recorded sales belong to a tracked idea (docs/decisions/1491-idea-score-reads-real-sales.md):
 * a product belongs when what it is called (else its inventory category) reads as the same trade of the catalogue as
 * the idea's title and description, through the understanding layer that every offline tool reads text with
 * (docs/decisions/1434-one-understanding-layer-one-text-gate.md). An idea the layer places in no trade gets no sales.
 */
import { understand } from "../../ai/understanding/understand";
import { centsToDecimal, parseCents } from "../../../shared/domain/money";
import type { SalesEvidence } from "../../../shared/domain/evidence-score";
import type { SoldProduct } from "./idea-tracker.repository";

/** The days of sales an idea's score reads: the last 90, the inventory's long window. */
export const SALES_WINDOW_DAYS = 90;

const tradeOfProduct = (p: Pick<SoldProduct, "name" | "category">) =>
  understand(p.name).trade ?? (p.category ? understand(p.category).trade : null);

/** The sales evidence of an idea from what the person sold, or undefined when none of it is of the idea's trade. */
export function salesEvidenceOf(
  idea: { title: string; description: string },
  sold: readonly SoldProduct[],
  days = SALES_WINDOW_DAYS,
): SalesEvidence | undefined {
  const trade = understand([idea.title, idea.description]).trade;
  if (!trade || sold.length === 0) return undefined;
  // One product per name, whatever its case or category.
  const byName = new Map<string, { name: string; sales: number; units: number; cents: number; leftOut: number }>();
  for (const p of sold) {
    if (tradeOfProduct(p) !== trade) continue;
    const key = p.name.trim().toLowerCase();
    const seen = byName.get(key) ?? { name: p.name.trim(), sales: 0, units: 0, cents: 0, leftOut: 0 };
    seen.sales += p.sales;
    seen.units += p.units;
    seen.cents += parseCents(p.amount) ?? 0;
    seen.leftOut += p.leftOut;
    byName.set(key, seen);
  }
  const products = [...byName.values()]
    .filter((p) => p.sales > 0)
    .sort((a, b) => b.sales - a.sales || a.name.localeCompare(b.name));
  const sales = products.reduce((n, p) => n + p.sales, 0);
  if (sales === 0) return undefined;
  const currency = sold[0]?.currency ?? "USD";
  return {
    type: "sales",
    sales,
    units: products.reduce((n, p) => n + p.units, 0),
    amount: centsToDecimal(products.reduce((n, p) => n + p.cents, 0)),
    currency,
    days,
    products: products.slice(0, 3).map((p) => p.name),
    productCount: products.length,
    leftOut: [...byName.values()].reduce((n, p) => n + p.leftOut, 0),
  };
}
