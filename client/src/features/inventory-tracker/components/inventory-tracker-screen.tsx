/**
 * /inventory-tracker: tiles, the 'Add Product' toggle form, one page of the list (its page, search, sort and
 * filters kept in the address), dialogs, recent sales, CSV export and import, links to reordering.
 */
import { useRef, useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { Boxes, ClipboardList, Download, Plus, ScanLine, Truck, Upload, X } from "lucide-react";
import {
  INVENTORY_SORTS,
  type CreateInventoryItem,
  type CreateSale,
  type ImportResult,
  type InventoryItem,
  type Sale,
} from "@shared/contracts/inventory";
import { PRODUCT_CATEGORY_OPTIONS } from "@shared/domain/categories";
import { INVENTORY_STATUSES } from "@shared/domain/inventory";
import { toolPath } from "@shared/tools/manifest";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/hooks/use-toast";
import { errorDetail } from "@/lib/api-client";
import {
  useAddItem,
  useDeleteItem,
  useDeleteSale,
  useImportCsv,
  useInventoryPage,
  useInventorySummary,
  useRecentSales,
  type ListParams,
  useRecordSale,
  useUpdateItem,
} from "../api/inventory-api";
import { ItemForm } from "./item-form";
import { InventoryTable } from "./inventory-table";
import { SummaryTiles } from "./summary-tiles";
import { StockDialog } from "./stock-dialog";
import { SaleDialog } from "./sale-dialog";
import { SalesList } from "./sales-list";
import { ImportDialog } from "./import-dialog";
import { ScanDialog } from "./scan-dialog";
import { ValuationCard } from "./valuation-card";

const failed = (title: string) => (err: unknown) =>
  toast({ variant: "destructive", title, description: errorDetail(err) ?? "Please try again." });

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

export function InventoryTrackerScreen() {
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
  const inventory = useInventoryPage(params);
  const summary = useInventorySummary();
  const sales = useRecentSales();
  const add = useAddItem();
  const update = useUpdateItem();
  const remove = useDeleteItem();
  const sell = useRecordSale();
  const deleteSale = useDeleteSale();
  const importCsv = useImportCsv();

  const [showForm, setShowForm] = useState(false);
  const [stockItem, setStockItem] = useState<InventoryItem | null>(null);
  const [editItem, setEditItem] = useState<InventoryItem | null>(null);
  const [deleteItem, setDeleteItem] = useState<InventoryItem | null>(null);
  const [saleItem, setSaleItem] = useState<InventoryItem | null>(null);
  const [preview, setPreview] = useState<{ file: File; result: ImportResult } | null>(null);
  const [scanning, setScanning] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const items = inventory.data?.items ?? [];
  const total = inventory.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const hasAny = (summary.data?.products ?? 0) > 0;
  const filtering = Boolean(params.q || params.status || params.category);

  const handleAdd = async (values: CreateInventoryItem) => {
    try {
      await add.mutateAsync(values);
      toast({ title: "Item Added!", description: "Product has been added to your inventory." });
      setShowForm(false);
    } catch (err) {
      failed("Failed to Add Item")(err);
      throw err;
    }
  };
  const handleEdit = async (values: CreateInventoryItem) => {
    if (!editItem) return;
    try {
      await update.mutateAsync({ id: editItem.id, patch: values });
      toast({ title: "Item Updated!", description: `${values.productName} has been saved.` });
      setEditItem(null);
    } catch (err) {
      failed("Failed to Update Item")(err);
      throw err;
    }
  };
  const handleStock = async (item: InventoryItem, quantity: number) => {
    await update.mutateAsync({ id: item.id, patch: { quantity } });
    toast({ title: "Stock Updated!", description: "Inventory quantity has been updated." });
    setStockItem(null);
  };
  const handleSale = async (item: InventoryItem, sale: CreateSale) => {
    const res = await sell.mutateAsync({ id: item.id, sale });
    toast({
      title: "Sale Recorded!",
      description: `${res.sale.quantity} × ${item.productName} sold; ${res.item.quantity} left in stock.`,
    });
    setSaleItem(null);
  };
  const handleDelete = () => {
    if (!deleteItem) return;
    remove.mutate(deleteItem.id, {
      onSuccess: () => {
        toast({
          title: "Item Deleted",
          description: `${deleteItem.productName} has been removed from your inventory.`,
        });
        setDeleteItem(null);
      },
      onError: failed("Failed to Delete Item"),
    });
  };
  const handleDeleteSale = (sale: Sale) =>
    deleteSale.mutate(sale.id, {
      onSuccess: () =>
        toast({ title: "Sale Deleted", description: `The stock of ${sale.productName} has been put back.` }),
      onError: failed("Failed to Delete Sale"),
    });
  const handleFile = (file: File | undefined) => {
    if (!file) return;
    importCsv.mutate(
      { file, dryRun: true },
      { onSuccess: (result) => setPreview({ file, result }), onError: failed("Import Failed") },
    );
    if (fileInput.current) fileInput.current.value = "";
  };
  const handleImport = () => {
    if (!preview) return;
    importCsv.mutate(
      { file: preview.file, dryRun: false },
      {
        onSuccess: (result) => {
          toast({
            title: "Import Complete!",
            description: `${result.imported} products have been added to your inventory.`,
          });
          setPreview(null);
        },
        onError: failed("Import Failed"),
      },
    );
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        className="mb-0 sm:mb-0"
        icon={Boxes}
        title="Inventory Tracker"
        description="Keep your stock, its value and your sales in one place."
        actions={
          <>
            <Button variant="outline" size="sm" onClick={() => setScanning(true)}>
              <ScanLine aria-hidden />
              Scan
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => fileInput.current?.click()}
              disabled={importCsv.isPending}
            >
              <Upload aria-hidden />
              Import CSV
            </Button>
            <input
              ref={fileInput}
              type="file"
              accept=".csv,text/csv"
              className="sr-only"
              tabIndex={-1}
              aria-label="CSV file to import"
              onChange={(e) => handleFile(e.target.files?.[0])}
            />
            <Button asChild variant="outline" size="sm">
              <Link to={toolPath("inventory-tracker", "reorder")}>
                <Truck aria-hidden />
                Reorder
              </Link>
            </Button>
            <Button asChild variant="outline" size="sm">
              <Link to={toolPath("inventory-tracker", "purchase-orders")}>
                <ClipboardList aria-hidden />
                Purchase orders
              </Link>
            </Button>
            {hasAny && (
              <Button asChild variant="outline" size="sm">
                <a href="/api/inventory/export" download>
                  <Download aria-hidden />
                  Export CSV
                </a>
              </Button>
            )}
            <Button
              size="sm"
              variant={showForm ? "outline" : "default"}
              onClick={() => setShowForm((v) => !v)}
              aria-expanded={showForm}
            >
              {showForm ? <X aria-hidden /> : <Plus aria-hidden />}
              {showForm ? "Cancel" : "Add Product"}
            </Button>
          </>
        }
      />
      {summary.data ? (
        <SummaryTiles summary={summary.data} />
      ) : (
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-busy="true" aria-label="Loading inventory">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-20 rounded-2xl" />
          ))}
        </div>
      )}
      {showForm && (
        <Card>
          <CardHeader>
            <CardTitle>Add Product</CardTitle>
          </CardHeader>
          <CardContent>
            <ItemForm pending={add.isPending} submitLabel="Add Product" onSubmit={handleAdd} />
          </CardContent>
        </Card>
      )}
      {inventory.isError ? (
        <EmptyState
          icon={Boxes}
          title="Could not load your inventory"
          description={errorDetail(inventory.error) ?? "Please try again."}
        />
      ) : summary.data && !hasAny ? (
        <EmptyState
          icon={Boxes}
          title="No Inventory Items"
          description="Add the products you sell to track stock, value and margins."
          action={
            <Button onClick={() => setShowForm(true)}>
              <Plus aria-hidden />
              Add Your First Product
            </Button>
          }
        />
      ) : (
        hasAny && (
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
              <NativeSelect
                aria-label="Status"
                value={params.status}
                onChange={(e) => setParams({ status: e.target.value })}
              >
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
                <NativeSelect
                  aria-label="Sort by"
                  value={params.sort}
                  onChange={(e) => setParams({ sort: e.target.value })}
                >
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
            {items.length === 0 && !inventory.isLoading ? (
              <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
                {filtering ? "No product matches this search." : "Nothing on this page."}
              </p>
            ) : (
              <InventoryTable
                items={items}
                sort={params.sort}
                onSort={(sort) => setParams({ sort })}
                onEditStock={setStockItem}
                onEdit={setEditItem}
                onDelete={setDeleteItem}
                onSell={setSaleItem}
              />
            )}
            <nav
              aria-label="Pages"
              className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700"
            >
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
        )
      )}
      {hasAny && <ValuationCard />}
      {sales.data && <SalesList sales={sales.data.sales} total={sales.data.total} onDelete={handleDeleteSale} />}

      <StockDialog
        item={stockItem}
        pending={update.isPending}
        onClose={() => setStockItem(null)}
        onSave={handleStock}
      />
      <ScanDialog
        open={scanning}
        onClose={() => setScanning(false)}
        onOpenItem={(item) => {
          setScanning(false);
          setEditItem(item);
        }}
        onSellOne={async (item) =>
          (await sell.mutateAsync({ id: item.id, sale: { quantity: 1, platform: null, customerLocation: null } })).item
        }
        onReceiveOne={async (item) =>
          (await update.mutateAsync({ id: item.id, patch: { quantity: item.quantity + 1 } })).item
        }
      />
      <SaleDialog item={saleItem} pending={sell.isPending} onClose={() => setSaleItem(null)} onSave={handleSale} />
      <ImportDialog
        preview={preview?.result ?? null}
        fileName={preview?.file.name ?? ""}
        pending={importCsv.isPending}
        onClose={() => setPreview(null)}
        onConfirm={handleImport}
      />
      <Dialog open={editItem !== null} onOpenChange={(open) => !open && setEditItem(null)}>
        {editItem && (
          <DialogContent title="Edit Product" className="max-w-3xl">
            <ItemForm
              key={editItem.id}
              initial={editItem}
              pending={update.isPending}
              submitLabel="Save Changes"
              onSubmit={handleEdit}
            />
          </DialogContent>
        )}
      </Dialog>
      <Dialog open={deleteItem !== null} onOpenChange={(open) => !open && setDeleteItem(null)}>
        {deleteItem && (
          <DialogContent
            title="Delete Product?"
            description={`${deleteItem.productName} will be removed from your inventory. Its recorded sales stay in your sales history.`}
          >
            <div className="flex justify-end gap-2">
              <DialogClose asChild>
                <Button variant="outline">Cancel</Button>
              </DialogClose>
              <Button variant="destructive" onClick={handleDelete} disabled={remove.isPending}>
                Delete
              </Button>
            </div>
          </DialogContent>
        )}
      </Dialog>
    </div>
  );
}
