/** The inventory list: its search, filters and sort (kept in the address), one page of products, and the pager. */
import { useSearchParams } from "react-router-dom";
import { INVENTORY_SORTS, type InventoryItem } from "@shared/contracts/inventory";
import { PRODUCT_CATEGORY_OPTIONS } from "@shared/domain/categories";
import { INVENTORY_STATUSES } from "@shared/domain/inventory";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import type { ListParams } from "../api/inventory-api";
import { InventoryTable } from "./inventory-table";

const PAGE_SIZE = 25;
const STATUS_LABEL = { active: "Active", low_stock: "Low stock", out_of_stock: "Out of stock" } as const;
const SORT_LABEL: Record<(typeof INVENTORY_SORTS)[number], string> = {
  productName: "Name",
  sku: "SKU",
  quantity: "Stock",
  costPrice: "Cost",
  sellPrice: "Price",
  margin: "Margin",
  status: "Status",
  category: "Category",
  supplier: "Supplier",
  createdAt: "Added",
};

/** The list's state from the address, with the defaults the server also uses. */
function readParams(search: URLSearchParams): ListParams {
  const page = Number.parseInt(search.get("page") ?? "1", 10);
  return {
    page: Number.isFinite(page) && page > 0 ? page : 1,
    pageSize: PAGE_SIZE,
    q: search.get("q") ?? "",
    sort: search.get("sort") ?? "-createdAt",
    status: search.get("status") ?? "",
    category: search.get("category") ?? "",
  };
}

/** The list's state in the address, and a setter that changes part of it. */
export function useInventoryListParams() {
  const [search, setSearch] = useSearchParams();
  const params = readParams(search);
  /** Changes some of the list's state in the address; any change but the page goes back to page 1. */
  const setParams = (next: Partial<ListParams>) =>
    setSearch(
      (prev) => {
        const out = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(next)) {
          if (v === "" || v === undefined) out.delete(k);
          else out.set(k, String(v));
        }
        if (!("page" in next)) out.delete("page");
        return out;
      },
      { replace: "q" in next },
    );
  return { params, setParams };
}

type Props = {
  params: ListParams;
  setParams: (next: Partial<ListParams>) => void;
  items: InventoryItem[];
  total: number;
  loading: boolean;
  onEditStock: (item: InventoryItem) => void;
  onEdit: (item: InventoryItem) => void;
  onDelete: (item: InventoryItem) => void;
  onSell: (item: InventoryItem) => void;
};

export function InventoryList({
  params,
  setParams,
  items,
  total,
  loading,
  onEditStock,
  onEdit,
  onDelete,
  onSell,
}: Props) {
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const filtering = Boolean(params.q || params.status || params.category);
  return (
    <section aria-label="Inventory list" className="flex flex-col gap-3">
      <form
        role="search"
        className="grid grid-cols-2 gap-2 md:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]"
        onSubmit={(e) => e.preventDefault()}
      >
        <Input
          type="search"
          className="col-span-2 md:col-span-1"
          aria-label="Search by name or SKU"
          placeholder="Search name or SKU"
          defaultValue={params.q}
          onChange={(e) => setParams({ q: e.target.value.trim() })}
        />
        <NativeSelect aria-label="Status" value={params.status} onChange={(e) => setParams({ status: e.target.value })}>
          <option value="">Every status</option>
          {INVENTORY_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABEL[s]}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          aria-label="Category"
          value={params.category}
          onChange={(e) => setParams({ category: e.target.value })}
        >
          <option value="">Every category</option>
          {PRODUCT_CATEGORY_OPTIONS.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </NativeSelect>
        <div className="col-span-2 md:col-span-1">
          <NativeSelect aria-label="Sort by" value={params.sort} onChange={(e) => setParams({ sort: e.target.value })}>
            {INVENTORY_SORTS.flatMap((s) => [
              <option key={s} value={s}>
                {SORT_LABEL[s]} ↑
              </option>,
              <option key={`-${s}`} value={`-${s}`}>
                {SORT_LABEL[s]} ↓
              </option>,
            ])}
          </NativeSelect>
        </div>
      </form>
      {items.length === 0 && !loading ? (
        <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
          {filtering ? "No product matches this search." : "Nothing on this page."}
        </p>
      ) : (
        <InventoryTable
          items={items}
          sort={params.sort}
          onSort={(sort) => setParams({ sort })}
          onEditStock={onEditStock}
          onEdit={onEdit}
          onDelete={onDelete}
          onSell={onSell}
        />
      )}
      <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700">
        <p aria-live="polite">
          {total.toLocaleString("en-US")} product{total === 1 ? "" : "s"}
          {total > 0 && ` · page ${Math.min(params.page, pages)} of ${pages}`}
        </p>
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={params.page <= 1}
            onClick={() => setParams({ page: params.page - 1 })}
          >
            Previous
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={params.page >= pages}
            onClick={() => setParams({ page: params.page + 1 })}
          >
            Next
          </Button>
        </div>
      </nav>
    </section>
  );
}
