/**
 * The four tiles over every item, as the server adds them up (`GET /api/inventory/summary`): total items, total
 * value at sell price, low stock (10 or fewer), products.
 */
import { AlertTriangle, Boxes, DollarSign, Package } from "lucide-react";
import { formatUsd, parseCents } from "@shared/domain/money";

type Summary = { totalItems: number; totalValue: string; lowStock: number; products: number };

export function SummaryTiles({ summary }: { summary: Summary }) {
  const s = { ...summary, totalValueCents: parseCents(summary.totalValue) ?? 0 };
  const tiles = [
    {
      label: "Total Items",
      value: s.totalItems.toLocaleString("en-US"),
      Icon: Boxes,
      tone: "bg-brand-50 text-brand-700",
      id: "tile-items",
    },
    {
      label: "Total Value",
      value: formatUsd(s.totalValueCents),
      Icon: DollarSign,
      tone: "bg-emerald-50 text-emerald-700",
      id: "tile-value",
    },
    {
      label: "Low Stock",
      value: s.lowStock.toLocaleString("en-US"),
      Icon: AlertTriangle,
      tone: "bg-amber-50 text-amber-700",
      id: "tile-low",
    },
    {
      label: "Products",
      value: s.products.toLocaleString("en-US"),
      Icon: Package,
      tone: "bg-sky-50 text-sky-700",
      id: "tile-products",
    },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Inventory summary">
      {tiles.map(({ label, value, Icon, tone, id }) => (
        <li key={label} className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
          <span className={`hidden size-10 shrink-0 items-center justify-center rounded-xl sm:flex ${tone}`}>
            <Icon aria-hidden className="size-5" />
          </span>
          <div className="min-w-0">
            <p className="text-xs font-medium text-slate-600">{label}</p>
            {/* Smaller on a phone so an amount up to tens of millions fits its half-width tile whole. */}
            <p
              className="truncate text-lg font-bold tabular-nums text-slate-900 sm:text-xl"
              data-testid={id}
              title={value}
            >
              {value}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
