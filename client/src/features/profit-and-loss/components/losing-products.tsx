/** One line for each product that lost money over the period, worst first (from the P&L by product). */
import { TrendingDown } from "lucide-react";
import type { PnlResponse } from "@shared/contracts/finance";
import { centsOf, formatMoney } from "@/lib/money-format";

export function LosingProducts({ byProduct }: { byProduct: PnlResponse }) {
  // Rows whose key starts with "_" (the orders' discounts, refunds, shipping and fees; the expenses) belong to no
  // one product (docs/guide/profit-and-loss.md#grouping).
  const products = byProduct.rows.filter((r) => !r.key.startsWith("_"));
  const losing = products
    .filter((r) => centsOf(r.netProfit) < 0)
    .sort((a, b) => centsOf(a.netProfit) - centsOf(b.netProfit));
  return (
    <section
      aria-labelledby="losing-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="losing-heading" className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <TrendingDown aria-hidden className="size-5 shrink-0 text-rose-600" />
        Products that lose money
      </h2>
      {losing.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          {products.length === 0
            ? "No product sales in this period."
            : "None: every product made money in this period, after its costs, fees and refunds."}
        </p>
      ) : (
        <ul className="mt-3 grid gap-2" data-testid="losing-products">
          {losing.map((r) => (
            <li key={r.key} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 text-sm">
              <span className="min-w-0 break-words font-medium text-slate-900">{r.label}</span>
              <span className="tabular-nums text-rose-700">
                lost {formatMoney(r.netProfit.replace(/^-/, ""), byProduct.currency)} on {r.units}{" "}
                {r.units === 1 ? "unit" : "units"}
                {r.margin !== null && ` (margin ${r.margin}%)`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
