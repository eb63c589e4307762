/** The table: product with category, SKU or '-', stock with an edit button, cost, price, margin %, status, actions. */
import { Pencil, ShoppingBag, Trash2 } from "lucide-react";
import type { InventoryItem } from "@shared/contracts/inventory";
import { inventoryMarginTone, marginTenths } from "@shared/domain/inventory";
import { formatUsd, parseCents } from "@shared/domain/money";
import { formatTenths } from "@shared/domain/profit";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { StatusBadge } from "./status-badge";

const MARGIN_STYLE = { green: "text-emerald-700", yellow: "text-amber-700", red: "text-red-700" } as const;

type Props = {
  items: InventoryItem[];
  onEditStock: (item: InventoryItem) => void;
  onEdit: (item: InventoryItem) => void;
  onDelete: (item: InventoryItem) => void;
  onSell: (item: InventoryItem) => void;
};

export function InventoryTable({ items, onEditStock, onEdit, onDelete, onSell }: Props) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full min-w-[860px] text-left text-sm">
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
          <tr>
            {["Product", "SKU", "Stock", "Cost", "Price", "Margin", "Status"].map((h) => (
              <th key={h} scope="col" className="px-4 py-3 font-semibold">
                {h}
              </th>
            ))}
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {items.map((item) => {
            const cost = parseCents(item.costPrice) ?? 0;
            const sell = parseCents(item.sellPrice) ?? 0;
            const margin = marginTenths(cost, sell);
            return (
              <tr key={item.id} data-testid={`item-${item.id}`}>
                <td className="min-w-[11rem] px-4 py-3">
                  <div className="font-semibold text-slate-900">{item.productName}</div>
                  <div className="text-xs capitalize text-slate-600">{item.category ?? "-"}</div>
                </td>
                <td className="px-4 py-3 font-mono text-xs text-slate-700">{item.sku ?? "-"}</td>
                <td className="px-4 py-3">
                  <span className="inline-flex items-center gap-1">
                    <span className="tabular-nums font-semibold" data-testid="stock">
                      {item.quantity}
                    </span>
                    <Button
                      variant="ghost"
                      size="sm"
                      className="h-8 px-2"
                      onClick={() => onEditStock(item)}
                      aria-label={`Edit stock of ${item.productName}`}
                    >
                      <Pencil aria-hidden />
                    </Button>
                  </span>
                </td>
                <td className="px-4 py-3 tabular-nums">{formatUsd(cost)}</td>
                <td className="px-4 py-3 tabular-nums">{formatUsd(sell)}</td>
                <td className={cn("px-4 py-3 font-semibold tabular-nums", MARGIN_STYLE[inventoryMarginTone(margin)])}>
                  {formatTenths(margin)}%
                </td>
                <td className="px-4 py-3">
                  <StatusBadge status={item.status} />
                </td>
                <td className="px-4 py-3">
                  <div className="flex justify-end gap-1">
                    <Button variant="outline" size="sm" onClick={() => onSell(item)} disabled={item.quantity === 0}>
                      <ShoppingBag aria-hidden />
                      Record sale<span className="sr-only"> of {item.productName}</span>
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => onEdit(item)}
                      aria-label={`Edit ${item.productName}`}
                    >
                      <Pencil aria-hidden />
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      className="text-red-700 hover:bg-red-50 hover:text-red-800"
                      onClick={() => onDelete(item)}
                      aria-label={`Delete ${item.productName}`}
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
