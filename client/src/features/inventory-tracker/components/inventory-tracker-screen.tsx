/** /inventory-tracker: tiles, the 'Add Product' toggle form, the table, dialogs, recent sales, CSV export and import. */
import { useRef, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { Boxes, Download, Plus, ScanLine, Upload, X } from "lucide-react";
import type { CreateInventoryItem, CreateSale, ImportResult, InventoryItem, Sale } from "@shared/contracts/inventory";
import { Button } from "@/components/ui/button";
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
  useInventory,
  useRecentSales,
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

const failed = (title: string) => (err: unknown) =>
  toast({ variant: "destructive", title, description: errorDetail(err) ?? "Please try again." });

export function InventoryTrackerScreen() {
  const inventory = useInventory();
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

  // A notice's link (`?item=<id>`) opens that product's edit dialog once the list is here.
  const [params, setParams] = useSearchParams();
  const linked = Number(params.get("item"));
  const shownEdit = editItem ?? (linked ? items.find((i) => i.id === linked) : undefined) ?? null;
  const closeEdit = () => {
    setEditItem(null);
    if (params.has("item"))
      setParams(
        (p) => {
          p.delete("item");
          return p;
        },
        { replace: true },
      );
  };

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
    if (!shownEdit) return;
    try {
      await update.mutateAsync({ id: shownEdit.id, patch: values });
      toast({ title: "Item Updated!", description: `${values.productName} has been saved.` });
      closeEdit();
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
            {items.length > 0 && (
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
      {inventory.isLoading ? (
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-busy="true" aria-label="Loading inventory">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-20 rounded-2xl" />
          ))}
        </div>
      ) : (
        <SummaryTiles items={items} />
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
      ) : !inventory.isLoading && items.length === 0 ? (
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
        items.length > 0 && (
          <InventoryTable
            items={items}
            onEditStock={setStockItem}
            onEdit={setEditItem}
            onDelete={setDeleteItem}
            onSell={setSaleItem}
          />
        )
      )}
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
      <Dialog open={shownEdit !== null} onOpenChange={(open) => !open && closeEdit()}>
        {shownEdit && (
          <DialogContent title="Edit Product" className="max-w-3xl">
            <ItemForm
              key={shownEdit.id}
              initial={shownEdit}
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
