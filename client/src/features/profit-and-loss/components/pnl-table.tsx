/** The P&L table: one row per month, channel or product, and the totals; losses in red. */
import type { PnlFigures, PnlGroup, PnlResponse } from "@shared/contracts/finance";
import { cn } from "@/lib/cn";
import { centsOf, formatMoney } from "@/lib/money-format";

type Column = { key: keyof Omit<PnlFigures, "margin" | "orders" | "units" | "estimated">; label: string };

/** The money columns in the order of the sum: what came in, what it cost, what was left. */
const MONEY_COLUMNS: Column[] = [
  { key: "grossSales", label: "Gross sales" },
  { key: "discounts", label: "Discounts" },
  { key: "refunds", label: "Refunds" },
  { key: "netSales", label: "Net sales" },
  { key: "shipping", label: "Shipping" },
  { key: "cogs", label: "Cost of goods" },
  { key: "fees", label: "Fees" },
  { key: "expenses", label: "Expenses" },
  { key: "adSpend", label: "of which ads" },
  { key: "netProfit", label: "Net profit" },
];

const GROUP_HEADING: Record<PnlGroup, string> = { month: "Month", source: "Channel", product: "Product" };

function Cells({ figures, currency }: { figures: PnlFigures; currency: string }) {
  const loss = centsOf(figures.netProfit) < 0;
  return (
    <>
      <td className="px-2 py-2.5 text-right tabular-nums">{figures.orders.toLocaleString("en-US")}</td>
      <td className="px-2 py-2.5 text-right tabular-nums">{figures.units.toLocaleString("en-US")}</td>
      {MONEY_COLUMNS.map((c) => (
        <td
          key={c.key}
          className={cn(
            "whitespace-nowrap px-2 py-2.5 text-right tabular-nums",
            c.key === "netProfit" && "font-semibold",
            c.key === "netProfit" && loss && "text-rose-700",
          )}
        >
          {formatMoney(figures[c.key], currency)}
          {c.key === "fees" && figures.estimated.includes("fees") && (
            // Estimated from the fee schedule until a statement brings the real fees (decision 1060).
            <abbr
              title="Estimated from the fee schedule"
              className="ml-1 text-xs font-normal text-amber-700 no-underline"
            >
              est.
            </abbr>
          )}
        </td>
      ))}
      <td className={cn("px-2 py-2.5 text-right tabular-nums", loss && "text-rose-700")}>
        {figures.margin === null ? "-" : `${figures.margin}%`}
        {figures.margin !== null && Number(figures.margin) > 100 && (
          <abbr title="Above 100%: see the warning above the figures" className="ml-0.5 text-amber-700 no-underline">
            *
          </abbr>
        )}
      </td>
    </>
  );
}

export function PnlTable({ pnl }: { pnl: PnlResponse }) {
  return (
    <table className="w-full min-w-[920px] text-left text-[13px] print:min-w-0 print:text-xs" data-testid="pnl-table">
      <caption className="sr-only">
        Profit and loss by {GROUP_HEADING[pnl.groupBy].toLowerCase()}, {pnl.from} to {pnl.to}, in {pnl.currency}
      </caption>
      <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
        <tr>
          <th scope="col" className="sticky left-0 bg-slate-50 px-3 py-3 align-bottom font-semibold">
            {GROUP_HEADING[pnl.groupBy]}
          </th>
          <th scope="col" className="px-2 py-3 text-right align-bottom font-semibold">
            Orders
          </th>
          <th scope="col" className="px-2 py-3 text-right align-bottom font-semibold">
            Units
          </th>
          {MONEY_COLUMNS.map((c) => (
            <th key={c.key} scope="col" className="px-2 py-3 text-right align-bottom font-semibold">
              {c.label}
            </th>
          ))}
          <th scope="col" className="px-2 py-3 text-right align-bottom font-semibold">
            Margin
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {pnl.rows.map((row) => (
          <tr key={row.key} data-testid={`pnl-row-${row.key}`}>
            <th
              scope="row"
              className="sticky left-0 max-w-[14rem] truncate bg-white px-3 py-2.5 font-medium text-slate-900"
            >
              {row.label}
            </th>
            <Cells figures={row} currency={pnl.currency} />
          </tr>
        ))}
      </tbody>
      <tfoot className="border-t-2 border-slate-200 bg-slate-50 font-semibold">
        <tr data-testid="pnl-totals">
          <th scope="row" className="sticky left-0 bg-slate-50 px-3 py-2.5 text-slate-900">
            Total
          </th>
          <Cells figures={pnl.totals} currency={pnl.currency} />
        </tr>
      </tfoot>
    </table>
  );
}
