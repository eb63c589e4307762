/**
 * /inventory-tracker/reorder: what to order, grouped by preferred supplier, each line with its days of supply,
 * run-out date and suggested quantity; a group becomes a draft purchase order in one click (docs/guide/inventory.md).
 */
import { useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { ArrowLeft, ClipboardList, Truck } from "lucide-react";
import type { ReorderEntry } from "@shared/contracts/inventory";
import { parseCents } from "@shared/domain/money";
import { toolPath } from "@shared/tools/manifest";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Input } from "@/components/ui/input";
import { PageHeader } from "@/components/ui/page-header";
import { Skeleton } from "@/components/ui/skeleton";
import { Money } from "@/components/ui/money";
import { toast } from "@/hooks/use-toast";
import { errorDetail } from "@/lib/api-client";
import { useCreatePurchaseOrder, useReorder } from "../api/inventory-api";

type Line = { include: boolean; quantity: string; unitCost: string };

/** A purchase order's address: the purchase orders page with its id. */
export const purchaseOrderPath = (id: number) => `${toolPath("inventory-tracker", "purchase-orders")}?id=${id}`;

function SupplierGroup({ supplier, entries }: { supplier: string | null; entries: ReorderEntry[] }) {
  const create = useCreatePurchaseOrder();
  const navigate = useNavigate();
  const [name, setName] = useState(supplier ?? "");
  const [lines, setLines] = useState<Record<number, Line>>(() =>
    Object.fromEntries(
      entries.map((e) => [
        e.item.id,
        {
          include: e.suggestedQuantity > 0,
          quantity: String(Math.max(e.suggestedQuantity, 1)),
          unitCost: e.item.costPrice,
        },
      ]),
    ),
  );
  const set = (id: number, patch: Partial<Line>) => setLines((l) => ({ ...l, [id]: { ...l[id], ...patch } }));
  const chosen = entries.filter((e) => lines[e.item.id]?.include);
  const total = chosen.reduce(
    (sum, e) =>
      sum + (Number.parseInt(lines[e.item.id].quantity, 10) || 0) * (parseCents(lines[e.item.id].unitCost) ?? 0),
    0,
  );
  const headingId = `supplier-${(supplier ?? "none").replace(/\W+/g, "-")}`;
  const build = async () => {
    try {
      const res = await create.mutateAsync({
        supplier: name,
        lines: chosen.map((e) => ({
          itemId: e.item.id,
          quantity: Number.parseInt(lines[e.item.id].quantity, 10) || 0,
          unitCost: lines[e.item.id].unitCost,
        })),
      });
      toast({ title: "Purchase Order Created", description: `A draft for ${res.purchaseOrder.supplier}.` });
      navigate(purchaseOrderPath(res.purchaseOrder.id));
    } catch (err) {
      toast({ variant: "destructive", title: "Not Created", description: errorDetail(err) ?? "Please try again." });
    }
  };
  return (
    <Card aria-labelledby={headingId}>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle id={headingId}>{supplier ?? "No preferred supplier"}</CardTitle>
        {supplier === null && (
          <Input
            className="max-w-xs"
            aria-label="Supplier for this purchase order"
            placeholder="Supplier name"
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <ul className="divide-y divide-slate-100">
          {entries.map((e) => {
            const line = lines[e.item.id];
            return (
              <li
                key={e.item.id}
                className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-2 py-3 sm:grid-cols-[auto_minmax(0,1fr)_7rem_8rem]"
              >
                <input
                  type="checkbox"
                  className="mt-1 size-4 accent-brand-600"
                  checked={line.include}
                  onChange={(ev) => set(e.item.id, { include: ev.target.checked })}
                  aria-label={`Order ${e.item.productName}`}
                />
                <div className="min-w-0">
                  <Link
                    to={toolPath("inventory-tracker", e.item.id)}
                    className="font-semibold text-slate-900 hover:underline"
                  >
                    {e.item.productName}
                  </Link>
                  <p className="text-xs text-slate-600">
                    {e.item.quantity} in stock
                    {e.item.reorderPoint !== null && ` · reorder at ${e.item.reorderPoint}`}
                    {" · "}
                    {e.daysOfSupply === null
                      ? "no recent sales"
                      : `${e.daysOfSupply} days left${e.runOutDate ? `, runs out ${e.runOutDate}` : ""}`}
                  </p>
                  <p className="text-xs text-slate-600">Suggested: {e.suggestedQuantity}</p>
                </div>
                <div className="col-start-2 flex flex-col gap-1 text-xs text-slate-600 sm:col-start-auto">
                  <span aria-hidden>Quantity</span>
                  <Input
                    inputMode="numeric"
                    value={line.quantity}
                    onChange={(ev) => set(e.item.id, { quantity: ev.target.value })}
                    aria-label={`Quantity of ${e.item.productName}`}
                  />
                </div>
                <div className="col-start-2 flex flex-col gap-1 text-xs text-slate-600 sm:col-start-auto">
                  <span aria-hidden>Unit cost</span>
                  <Input
                    inputMode="decimal"
                    value={line.unitCost}
                    onChange={(ev) => set(e.item.id, { unitCost: ev.target.value })}
                    aria-label={`Unit cost of ${e.item.productName}`}
                  />
                </div>
              </li>
            );
          })}
        </ul>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-700">
            {chosen.length} line{chosen.length === 1 ? "" : "s"} · <Money cents={total} />
          </p>
          <Button onClick={build} disabled={!chosen.length || !name.trim() || create.isPending}>
            <ClipboardList aria-hidden />
            Create purchase order
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

export function ReorderScreen() {
  const reorder = useReorder();
  const groups = new Map<string | null, ReorderEntry[]>();
  for (const e of reorder.data ?? []) groups.set(e.supplier, [...(groups.get(e.supplier) ?? []), e]);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        className="mb-0 sm:mb-0"
        icon={Truck}
        title="Reorder"
        description="Products at or under their reorder point, or running out within their lead time."
        actions={
          <Button asChild variant="outline" size="sm">
            <Link to={toolPath("inventory-tracker")}>
              <ArrowLeft aria-hidden />
              All products
            </Link>
          </Button>
        }
      />
      {reorder.isLoading ? (
        <Skeleton className="h-40 rounded-2xl" aria-label="Loading the reorder list" />
      ) : reorder.isError ? (
        <EmptyState icon={Truck} title="Could not load the reorder list" description={errorDetail(reorder.error)} />
      ) : groups.size === 0 ? (
        <EmptyState
          icon={Truck}
          title="Nothing to reorder"
          description="Give products a reorder point or a lead time on their page, and they show here when they run low."
        />
      ) : (
        [...groups.entries()].map(([supplier, entries]) => (
          <SupplierGroup key={supplier ?? ""} supplier={supplier} entries={entries} />
        ))
      )}
    </div>
  );
}
