/**
 * An item's page: its stock, days of supply and run-out date, a chart of stock over time and the history of its
 * movements, an adjustment form, its reorder settings, a purchase order started for it, and what it cost from
 * suppliers (docs/guide/inventory.md).
 */
import type { z } from "zod";
import { Link } from "react-router-dom";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, Boxes, History } from "lucide-react";
import type { InventoryItem, Movement } from "@shared/contracts/inventory";
import {
  adjustmentFormSchema,
  reorderSettingsFormSchema,
  type ReorderSettingsForm,
} from "@shared/contracts/inventory-forms";
import { parseCents } from "@shared/domain/money";
import { MOVEMENT_REASONS, type MovementReason } from "@shared/domain/stock";
import { toolPath } from "@shared/tools/manifest";
import { suppliersEndpoints } from "@shared/contracts/endpoints/suppliers";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { SchemaForm, useSchemaForm } from "@/components/form/schema-form";
import { TextField } from "@/components/form/text-fields";
import { OptionSelectField } from "@/components/form/option-select-field";
import { PageHeader } from "@/components/ui/page-header";
import { Skeleton } from "@/components/ui/skeleton";
import { Money } from "@/components/ui/money";
import { toast } from "@/hooks/use-toast";
import { errorDetail } from "@/lib/api-client";
import { applyServerErrors } from "@/lib/form-errors";
import { readQuery } from "@/lib/endpoint-client";
import { useAdjust, useItem, useMovements, usePurchasePrices, useUpdateItem } from "../api/inventory-api";
import { StatusBadge } from "./status-badge";
import { StartPurchaseOrder } from "./start-purchase-order";
import { StockChart } from "./stock-chart";

const KIND_LABEL: Record<Movement["kind"], string> = {
  sale: "Sale",
  refund_restock: "Sale deleted, restocked",
  receipt: "Received",
  adjustment: "Adjustment",
  import: "Import",
};
const REASON_LABEL: Record<MovementReason, string> = {
  counted: "counted",
  damaged: "damaged",
  lost: "lost",
  gift: "gift",
};

const when = (iso: string) =>
  new Date(iso).toLocaleString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });

const REASON_OPTIONS = MOVEMENT_REASONS.map((r) => ({
  value: r,
  label: REASON_LABEL[r][0].toUpperCase() + REASON_LABEL[r].slice(1),
}));

/** The adjustment form (kit, adjustmentFormSchema): a refused change, the server's too, shows beside it. */
function AdjustForm({ item }: { item: InventoryItem }) {
  const adjust = useAdjust();
  const form = useSchemaForm(adjustmentFormSchema, { change: "", reason: "counted" });
  const submit = async ({ change, reason }: z.output<typeof adjustmentFormSchema>) => {
    try {
      const res = await adjust.mutateAsync({ id: item.id, change, reason });
      toast({ title: "Stock Adjusted", description: `${item.productName}: ${res.item.quantity} in stock.` });
      form.reset({ change: "", reason });
    } catch (err) {
      if (!applyServerErrors(err, form.setError, ["change", "reason"]))
        form.setError("change", { type: "server", message: errorDetail(err) ?? "Please try again." });
    }
  };
  return (
    <SchemaForm
      form={form}
      schema={adjustmentFormSchema}
      onValid={submit}
      className="grid grid-cols-2 items-end gap-3 sm:grid-cols-[1fr_1fr_auto]"
    >
      <TextField name="change" id="adjust-change" label="Change (units)" inputMode="numeric" placeholder="-2" />
      <OptionSelectField name="reason" id="adjust-reason" label="Reason" options={REASON_OPTIONS} />
      <Button type="submit" className="col-span-2 sm:col-span-1" disabled={adjust.isPending}>
        Adjust stock
      </Button>
    </SchemaForm>
  );
}

/** Names from the supplier database for the preferred supplier's suggestions (typing any name works too). */
function useSupplierNames() {
  return useQuery({
    ...readQuery(suppliersEndpoints.list),
    select: (r) => r.suppliers.map((s) => s.name),
    retry: false,
  });
}

const asText = (n: number | null) => (n === null ? "" : String(n));

const REORDER_FIELDS = ["reorderPoint", "leadTimeDays", "preferredSupplier", "reorderQuantity", "coverDays"];

/** The reorder settings (kit, reorderSettingsFormSchema): sent as typed; refusals, the server's too, beside fields. */
function ReorderSettings({ item }: { item: InventoryItem }) {
  const update = useUpdateItem();
  const names = useSupplierNames();
  const form = useSchemaForm(reorderSettingsFormSchema, {
    reorderPoint: asText(item.reorderPoint),
    leadTimeDays: asText(item.leadTimeDays),
    preferredSupplier: item.preferredSupplier ?? "",
    reorderQuantity: asText(item.reorderQuantity),
    coverDays: asText(item.coverDays),
  });
  const submit = async (patch: z.output<typeof reorderSettingsFormSchema>) => {
    try {
      await update.mutateAsync({ id: item.id, patch });
      toast({ title: "Reorder Settings Saved" });
    } catch (err) {
      // The API's 400 carries each refusal with its field in its body (docs/product-rules.md#api-contract).
      if (!applyServerErrors(err, form.setError, REORDER_FIELDS))
        toast({ variant: "destructive", title: "Not Saved", description: errorDetail(err) });
    }
  };
  const field = (name: keyof ReorderSettingsForm, label: string, hint?: string) => (
    <TextField
      name={name}
      id={`reorder-${name}`}
      label={label}
      hint={hint}
      inputMode={name === "preferredSupplier" ? undefined : "numeric"}
      list={name === "preferredSupplier" ? "supplier-names" : undefined}
    />
  );
  return (
    <SchemaForm form={form} schema={reorderSettingsFormSchema} onValid={submit} className="grid gap-3 sm:grid-cols-2">
      {field("reorderPoint", "Reorder point", "Reorder at or under this stock")}
      {field("leadTimeDays", "Lead time (days)", "How long the supplier takes")}
      {field("preferredSupplier", "Preferred supplier")}
      <datalist id="supplier-names">
        {(names.data ?? []).map((n) => (
          <option key={n} value={n} />
        ))}
      </datalist>
      {field("reorderQuantity", "Reorder quantity", "A fixed amount each time, or leave empty")}
      {field("coverDays", "Cover days", "Days of sales to buy beyond the lead time (30 if empty)")}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={update.isPending}>
          Save reorder settings
        </Button>
      </div>
    </SchemaForm>
  );
}

export function ItemScreen({ id }: { id: number }) {
  const item = useItem(id);
  const movements = useMovements(id);
  const prices = usePurchasePrices(id);
  const back = (
    <Button asChild variant="outline" size="sm">
      <Link to={toolPath("inventory-tracker")}>
        <ArrowLeft aria-hidden />
        All products
      </Link>
    </Button>
  );
  if (item.isError)
    return (
      <EmptyState
        icon={Boxes}
        title="Product not found"
        description={errorDetail(item.error) ?? "It may have been deleted."}
        action={back}
      />
    );
  if (!item.data) return <Skeleton className="h-64 rounded-2xl" aria-label="Loading product" />;
  const { item: it, supply } = item.data;
  const cost = parseCents(it.costPrice) ?? 0;
  const list = movements.data ?? [];
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        className="mb-0 sm:mb-0"
        icon={Boxes}
        title={it.productName}
        description={[it.sku, it.category].filter(Boolean).join(" · ") || "Product"}
        actions={back}
      />
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Stock figures">
        <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
          <p className="text-xs font-medium text-slate-600">In stock</p>
          <p className="text-xl font-bold tabular-nums text-slate-900" data-testid="item-quantity">
            {it.quantity.toLocaleString("en-US")}
          </p>
          <StatusBadge status={it.status} />
        </li>
        <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
          <p className="text-xs font-medium text-slate-600">Days of supply</p>
          <p className="text-xl font-bold tabular-nums text-slate-900" data-testid="days-of-supply">
            {supply.daysOfSupply === null ? "No recent sales" : supply.daysOfSupply.toLocaleString("en-US")}
          </p>
          <p className="text-xs text-slate-600">
            {supply.runOutDate ? `Runs out about ${supply.runOutDate}` : `Last ${supply.windowDays} days`}
          </p>
        </li>
        <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
          <p className="text-xs font-medium text-slate-600">Sold a day</p>
          <p className="text-xl font-bold tabular-nums text-slate-900">{supply.dailyRate.toLocaleString("en-US")}</p>
          <p className="text-xs text-slate-600">Over the last {supply.windowDays} days</p>
        </li>
        <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
          <p className="text-xs font-medium text-slate-600">Cost (average)</p>
          <p className="text-xl font-bold tabular-nums text-slate-900" data-testid="item-cost">
            <Money cents={cost} />
          </p>
          <p className="text-xs text-slate-600">
            Stock at cost <Money cents={cost * it.quantity} />
          </p>
        </li>
      </ul>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Stock over time</CardTitle>
            <CardDescription>Every sale, receipt, adjustment and import moves this line.</CardDescription>
          </CardHeader>
          <CardContent>
            <StockChart movements={list} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Adjust stock</CardTitle>
            <CardDescription>After a count, or when units are damaged, lost or given away.</CardDescription>
          </CardHeader>
          <CardContent>
            <AdjustForm item={it} />
          </CardContent>
        </Card>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Reordering</CardTitle>
          <CardDescription>When this product shows on the reorder list, and how much it suggests.</CardDescription>
        </CardHeader>
        <CardContent>
          <ReorderSettings key={it.updatedAt} item={it} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Order more</CardTitle>
          <CardDescription>
            A draft purchase order for this product, on the reorder list or not; add more lines before you order it.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <StartPurchaseOrder key={it.updatedAt} item={it} supply={supply} />
        </CardContent>
      </Card>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <History aria-hidden className="size-5" /> History
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ol className="divide-y divide-slate-100 text-sm" aria-label="Stock movements">
              {[...list].reverse().map((m) => (
                <li key={m.id} className="flex items-center justify-between gap-3 py-2">
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900">
                      {KIND_LABEL[m.kind]}
                      {m.reason ? ` (${REASON_LABEL[m.reason]})` : ""}
                    </p>
                    <p className="text-xs text-slate-600">{when(m.createdAt)}</p>
                  </div>
                  <p className="text-right tabular-nums">
                    <span className={m.change < 0 ? "font-semibold text-red-700" : "font-semibold text-emerald-700"}>
                      {m.change > 0 ? "+" : ""}
                      {m.change}
                    </span>
                    <span className="block text-xs text-slate-600">→ {m.quantityAfter}</span>
                  </p>
                </li>
              ))}
            </ol>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Purchase prices</CardTitle>
            <CardDescription>What each received purchase order paid a unit.</CardDescription>
          </CardHeader>
          <CardContent>
            {prices.data?.length ? (
              <ul className="divide-y divide-slate-100 text-sm" aria-label="Purchase prices">
                {prices.data.map((p, i) => (
                  <li key={i} className="flex justify-between gap-3 py-2">
                    <span>
                      <span className="font-medium text-slate-900">{p.supplier || "Supplier"}</span>
                      <span className="block text-xs text-slate-600">
                        {p.date.slice(0, 10)} · {p.quantity} units
                      </span>
                    </span>
                    <Money cents={parseCents(p.unitCost) ?? 0} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-slate-600">Nothing received through a purchase order yet.</p>
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
