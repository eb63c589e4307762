/**
 * /inventory-tracker/reorder: what to order, grouped by preferred supplier, each line with its days of supply,
 * run-out date and suggested quantity; a group becomes a draft purchase order in one click (docs/guide/inventory.md).
 */
import type { z } from "zod";
import { useWatch } from "react-hook-form";
import { Link, useNavigate } from "react-router-dom";
import { ArrowLeft, ClipboardList, Truck } from "lucide-react";
import type { ReorderEntry } from "@shared/contracts/inventory";
import { reorderGroupFormSchema, type ReorderGroupForm } from "@shared/contracts/inventory-forms";
import { parseCents } from "@shared/domain/money";
import { toolPath } from "@shared/tools/manifest";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { Skeleton } from "@/components/ui/skeleton";
import { Money } from "@/components/ui/money";
import { toast } from "@/hooks/use-toast";
import { errorDetail } from "@/lib/api-client";
import { applyServerErrors } from "@/lib/form-errors";
import { SchemaForm, useSchemaForm } from "@/components/form/schema-form";
import { TextField } from "@/components/form/text-fields";
import { useCreatePurchaseOrder, useReorder } from "../api/inventory-api";

/** A purchase order's address: the purchase orders page with its id. */
export const purchaseOrderPath = (id: number) => `${toolPath("inventory-tracker", "purchase-orders")}?id=${id}`;

/** A line's quantity or unit cost on the kit, named for its product (its visible caption is the column's). */
function LineField({ index, name, caption, entry }: LineFieldProps) {
  return (
    <div className="col-start-2 flex flex-col gap-1 text-xs text-slate-600 sm:col-start-auto">
      <span aria-hidden>{caption}</span>
      <TextField
        name={`lines.${index}.${name}`}
        id={`reorder-line-${entry.item.id}-${name}`}
        label={<span className="sr-only">{`${caption} of ${entry.item.productName}`}</span>}
        inputMode={name === "quantity" ? "numeric" : "decimal"}
      />
    </div>
  );
}
type LineFieldProps = { index: number; name: "quantity" | "unitCost"; caption: string; entry: ReorderEntry };

/** A supplier's group on the form kit (reorderGroupFormSchema): the ticked lines become a draft purchase order. */
function SupplierGroup({ supplier, entries }: { supplier: string | null; entries: ReorderEntry[] }) {
  const create = useCreatePurchaseOrder();
  const navigate = useNavigate();
  const form = useSchemaForm(reorderGroupFormSchema, {
    supplier: supplier ?? "",
    lines: entries.map((e) => ({
      itemId: e.item.id,
      include: e.suggestedQuantity > 0,
      quantity: String(Math.max(e.suggestedQuantity, 1)),
      unitCost: e.item.costPrice,
    })),
  });
  const lines = (useWatch({ control: form.control, name: "lines" }) ?? []) as ReorderGroupForm["lines"];
  const chosen = lines.filter((l) => l.include);
  const total = chosen.reduce(
    (sum, l) => sum + (Number.parseInt(l.quantity, 10) || 0) * (parseCents(l.unitCost) ?? 0),
    0,
  );
  const linesError = form.formState.errors.lines?.root?.message ?? form.formState.errors.lines?.message;
  const headingId = `supplier-${(supplier ?? "none").replace(/\W+/g, "-")}`;
  const build = async (order: z.output<typeof reorderGroupFormSchema>) => {
    try {
      const res = await create.mutateAsync(order);
      toast({ title: "Purchase Order Created", description: `A draft for ${res.purchaseOrder.supplier}.` });
      navigate(purchaseOrderPath(res.purchaseOrder.id));
    } catch (err) {
      if (!applyServerErrors(err, form.setError, supplier === null ? ["supplier"] : []))
        toast({ variant: "destructive", title: "Not Created", description: errorDetail(err) ?? "Please try again." });
    }
  };
  return (
    <Card aria-labelledby={headingId}>
      <SchemaForm form={form} schema={reorderGroupFormSchema} onValid={build} aria-labelledby={headingId}>
        <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
          <CardTitle id={headingId}>{supplier ?? "No preferred supplier"}</CardTitle>
          {supplier === null && (
            <TextField
              name="supplier"
              id={`${headingId}-name`}
              label={<span className="sr-only">Supplier for this purchase order</span>}
              placeholder="Supplier name"
              className="max-w-xs"
            />
          )}
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <ul className="divide-y divide-slate-100">
            {entries.map((e, i) => (
              <li
                key={e.item.id}
                className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-2 py-3 sm:grid-cols-[auto_minmax(0,1fr)_7rem_8rem]"
              >
                <input
                  type="checkbox"
                  className="mt-1 size-4 accent-brand-600"
                  aria-label={`Order ${e.item.productName}`}
                  {...form.register(`lines.${i}.include`)}
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
                <LineField index={i} name="quantity" caption="Quantity" entry={e} />
                <LineField index={i} name="unitCost" caption="Unit cost" entry={e} />
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-700">
              {chosen.length} line{chosen.length === 1 ? "" : "s"} · <Money cents={total} />
            </p>
            <Button type="submit" disabled={create.isPending}>
              <ClipboardList aria-hidden />
              Create purchase order
            </Button>
          </div>
          {linesError && (
            <p role="alert" className="text-right text-xs font-medium text-red-700">
              {linesError}
            </p>
          )}
        </CardContent>
      </SchemaForm>
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
