/**
 * /inventory-tracker: tiles, the 'Add Product' toggle form, one page of the list (its page, search, sort and
 * filters kept in the address), dialogs, recent sales, CSV export, CSV import through the imports hub (decision 1034), links to reordering.
 */
import { useState } from "react";
import { Link } from "react-router-dom";
import { Boxes, ClipboardList, Download, Plus, ScanLine, Truck, Upload, X } from "lucide-react";
import type { CreateInventoryItem, CreateSale, InventoryItem, Sale } from "@shared/contracts/inventory";
import { toolPath } from "@shared/tools/manifest";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/hooks/use-toast";
import { errorDetail } from "@/lib/api-client";
import {
  inventoryExportUrl,
  useAddItem,
  useDeleteItem,
  useDeleteSale,
  useInventoryPage,
  useInventorySummary,
  useRecentSales,
  useRecordSale,
  useUpdateItem,
} from "../api/inventory-api";
import { ItemForm } from "./item-form";
import { InventoryList, useInventoryListParams } from "./inventory-list";
import { SummaryTiles } from "./summary-tiles";
import { StockDialog } from "./stock-dialog";
import { SaleDialog } from "./sale-dialog";
import { SalesList } from "./sales-list";
import { ScanDialog } from "./scan-dialog";
import { ValuationCard } from "./valuation-card";

const failed = (title: string) => (err: unknown) =>
  toast({ variant: "destructive", title, description: errorDetail(err) ?? "Please try again." });

export function InventoryTrackerScreen() {
  const { params, setParams } = useInventoryListParams();
  const inventory = useInventoryPage(params);
  const summary = useInventorySummary();
  const sales = useRecentSales();
  const add = useAddItem();
  const update = useUpdateItem();
  const remove = useDeleteItem();
  const sell = useRecordSale();
  const deleteSale = useDeleteSale();

  const [showForm, setShowForm] = useState(false);
  const [stockItem, setStockItem] = useState<InventoryItem | null>(null);
  const [editItem, setEditItem] = useState<InventoryItem | null>(null);
  const [deleteItem, setDeleteItem] = useState<InventoryItem | null>(null);
  const [saleItem, setSaleItem] = useState<InventoryItem | null>(null);
  const [scanning, setScanning] = useState(false);
  const items = inventory.data?.items ?? [];
  const total = inventory.data?.total ?? 0;
  const hasAny = (summary.data?.products ?? 0) > 0;

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
            <Button asChild variant="outline" size="sm">
              <Link to={`${toolPath("imports")}?for=inventory`}>
                <Upload aria-hidden />
                Import CSV
              </Link>
            </Button>
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
                <a href={inventoryExportUrl} download>
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
          <InventoryList
            params={params}
            setParams={setParams}
            items={items}
            total={total}
            loading={inventory.isLoading}
            onEditStock={setStockItem}
            onEdit={setEditItem}
            onDelete={setDeleteItem}
            onSell={setSaleItem}
          />
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
