/**
 * The list: product with category, SKU or '-', stock with an edit button, cost, price, margin %, status, actions.
 * Every header sorts on the server (docs/guide/inventory.md#the-list). Below the md breakpoint each row is a card
 * with the same actions (docs/decisions/801-phone-width-grids.md).
 */
import { useSyncExternalStore } from "react";
import { ArrowDown, ArrowUp, ArrowUpDown, Pencil, ShoppingBag, Trash2 } from "lucide-react";
import { Link } from "react-router-dom";
import type { InventoryItem, InventorySort } from "@shared/contracts/inventory";
import { inventoryMarginTone, marginTenths } from "@shared/domain/inventory";
import { parseCents } from "@shared/domain/money";
import { formatTenths } from "@shared/domain/profit";
import { toolPath } from "@shared/tools/manifest";
import { Button } from "@/components/ui/button";
import { Money } from "@/components/ui/money";
import { cn } from "@/lib/cn";
import { StatusBadge } from "./status-badge";

const MARGIN_STYLE = { green: "text-emerald-700", yellow: "text-amber-700", red: "text-red-700" } as const;

const COLUMNS: { label: string; sort: InventorySort }[] = [
  { label: "Product", sort: "productName" },
  { label: "SKU", sort: "sku" },
  { label: "Stock", sort: "quantity" },
  { label: "Cost", sort: "costPrice" },
  { label: "Price", sort: "sellPrice" },
  { label: "Margin", sort: "margin" },
  { label: "Status", sort: "status" },
];

type Actions = {
  onEditStock: (item: InventoryItem) => void;
  onEdit: (item: InventoryItem) => void;
  onDelete: (item: InventoryItem) => void;
  onSell: (item: InventoryItem) => void;
};
type Props = Actions & { items: InventoryItem[]; sort: string; onSort: (sort: string) => void };

/** Below Tailwind's md breakpoint the rows are cards; only one of the two layouts is in the page. */
const PHONE = "(max-width: 767px)";
const media = () => (typeof window.matchMedia === "function" ? window.matchMedia(PHONE) : null);
function subscribe(onChange: () => void) {
  const query = media();
  query?.addEventListener("change", onChange);
  return () => query?.removeEventListener("change", onChange);
}
const usePhone = () =>
  useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  );

const itemPath = (item: InventoryItem) => toolPath("inventory-tracker", item.id);

function figures(item: InventoryItem) {
  const cost = parseCents(item.costPrice) ?? 0;
  const sell = parseCents(item.sellPrice) ?? 0;
  return { cost, sell, margin: marginTenths(cost, sell) };
}

function RowActions({ item, onEdit, onDelete, onSell }: Omit<Actions, "onEditStock"> & { item: InventoryItem }) {
  return (
    <div className="flex justify-end gap-1">
      <Button variant="outline" size="sm" onClick={() => onSell(item)} disabled={item.quantity === 0}>
        <ShoppingBag aria-hidden />
        Record sale<span className="sr-only"> of {item.productName}</span>
      </Button>
      <Button variant="ghost" size="sm" onClick={() => onEdit(item)} aria-label={`Edit ${item.productName}`}>
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
  );
}

function StockCell({ item, onEditStock }: { item: InventoryItem; onEditStock: Actions["onEditStock"] }) {
  return (
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
  );
}

/** An item the sample files created: not the person's own stock (docs/decisions/1040-sample-data-marked.md). */
function SampleTag() {
  return (
    <span
      className="ml-2 inline-block rounded-full bg-violet-100 px-2 py-0.5 text-xs font-semibold text-violet-800"
      title="From the sample files, not your own stock: remove it on the Imports page"
    >
      Sample
    </span>
  );
}

export function InventoryTable({ items, sort, onSort, ...actions }: Props) {
  const current = sort.replace(/^-/, "");
  const descending = sort.startsWith("-");
  const phone = usePhone();
  if (!phone)
    return (
      <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
            <tr>
              {COLUMNS.map((c) => {
                const active = current === c.sort;
                const Icon = active ? (descending ? ArrowDown : ArrowUp) : ArrowUpDown;
                return (
                  <th
                    key={c.sort}
                    scope="col"
                    className="px-3 py-2 font-semibold"
                    aria-sort={active ? (descending ? "descending" : "ascending") : "none"}
                  >
                    <button
                      type="button"
                      className="inline-flex items-center gap-1 rounded uppercase hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/40"
                      onClick={() => onSort(active && !descending ? `-${c.sort}` : c.sort)}
                    >
                      {c.label}
                      <Icon aria-hidden className={cn("size-3.5", !active && "text-slate-400")} />
                    </button>
                  </th>
                );
              })}
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                Actions
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {items.map((item) => {
              const { cost, sell, margin } = figures(item);
              return (
                <tr key={item.id} data-testid={`item-${item.id}`}>
                  <td className="min-w-[10rem] px-3 py-3">
                    <Link
                      to={itemPath(item)}
                      className="font-semibold text-slate-900 hover:text-brand-700 hover:underline"
                    >
                      {item.productName}
                    </Link>
                    {item.sample && <SampleTag />}
                    <div className="text-xs capitalize text-slate-600">{item.category ?? "-"}</div>
                  </td>
                  <td className="px-3 py-3 font-mono text-xs text-slate-700">{item.sku ?? "-"}</td>
                  <td className="px-3 py-3">
                    <StockCell item={item} onEditStock={actions.onEditStock} />
                  </td>
                  <td className="px-3 py-3">
                    <Money cents={cost} />
                  </td>
                  <td className="px-3 py-3">
                    <Money cents={sell} />
                  </td>
                  <td className={cn("px-3 py-3 font-semibold tabular-nums", MARGIN_STYLE[inventoryMarginTone(margin)])}>
                    {formatTenths(margin)}%
                  </td>
                  <td className="px-3 py-3">
                    <StatusBadge status={item.status} />
                  </td>
                  <td className="px-3 py-3">
                    <RowActions item={item} {...actions} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    );
  return (
    <ul className="flex flex-col gap-3" aria-label="Inventory items">
      {items.map((item) => {
        const { cost, sell, margin } = figures(item);
        return (
          <li
            key={item.id}
            data-testid={`card-${item.id}`}
            className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <Link to={itemPath(item)} className="font-semibold text-slate-900 hover:underline">
                  {item.productName}
                </Link>
                {item.sample && <SampleTag />}
                <p className="truncate text-xs text-slate-600">
                  <span className="capitalize">{item.category ?? "-"}</span>
                  {item.sku ? ` · ${item.sku}` : ""}
                </p>
              </div>
              <StatusBadge status={item.status} />
            </div>
            {/* The figures take their own width and wrap between each other, never inside an amount. */}
            <dl className="mt-3 flex flex-wrap justify-between gap-x-4 gap-y-2 text-xs">
              <div>
                <dt className="text-slate-600">Stock</dt>
                <dd>
                  <StockCell item={item} onEditStock={actions.onEditStock} />
                </dd>
              </div>
              <div>
                <dt className="text-slate-600">Cost</dt>
                <dd className="pt-1.5" data-testid="card-cost">
                  <Money cents={cost} />
                </dd>
              </div>
              <div>
                <dt className="text-slate-600">Price</dt>
                <dd className="pt-1.5" data-testid="card-price">
                  <Money cents={sell} />
                </dd>
              </div>
              <div>
                <dt className="text-slate-600">Margin</dt>
                <dd
                  className={cn(
                    "whitespace-nowrap pt-1.5 font-semibold tabular-nums",
                    MARGIN_STYLE[inventoryMarginTone(margin)],
                  )}
                >
                  {formatTenths(margin)}%
                </dd>
              </div>
            </dl>
            <div className="mt-3 border-t border-slate-100 pt-3">
              <RowActions item={item} {...actions} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
