/**
 * /inventory-tracker/purchase-orders: every purchase order with its status; `?id=` opens one to mark it ordered,
 * receive all or part of its lines, cancel it or download its PDF (docs/guide/inventory.md#purchase-orders).
 */
import type { z } from "zod";
import { Link, useSearchParams } from "react-router-dom";
import { ArrowLeft, ClipboardList, FileDown, PackageCheck, Send, XCircle } from "lucide-react";
import type { PurchaseOrder } from "@shared/contracts/inventory";
import { receiveFormSchema } from "@shared/contracts/inventory-forms";
import { parseCents } from "@shared/domain/money";
import type { PurchaseOrderStatus } from "@shared/domain/stock";
import { toolPath } from "@shared/tools/manifest";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { SchemaForm, useSchemaForm } from "@/components/form/schema-form";
import { TextField } from "@/components/form/text-fields";
import { PageHeader } from "@/components/ui/page-header";
import { Skeleton } from "@/components/ui/skeleton";
import { Money } from "@/components/ui/money";
import { toast } from "@/hooks/use-toast";
import { errorDetail } from "@/lib/api-client";
import { plainMessage, validationDetails } from "@/lib/form-errors";
import { purchaseOrderPdfUrl, usePurchaseOrders, useReceive, useUpdatePurchaseOrder } from "../api/inventory-api";
import { purchaseOrderPath } from "./reorder-screen";

const STATUS: Record<PurchaseOrderStatus, { label: string; variant: "secondary" | "success" | "warning" | "danger" }> =
  {
    draft: { label: "Draft", variant: "secondary" },
    ordered: { label: "Ordered", variant: "warning" },
    partially_received: { label: "Partly received", variant: "warning" },
    received: { label: "Received", variant: "success" },
    cancelled: { label: "Cancelled", variant: "danger" },
  };

const money = (text: string) => <Money cents={parseCents(text) ?? 0} />;

function OnePurchaseOrder({ po }: { po: PurchaseOrder }) {
  const update = useUpdatePurchaseOrder();
  const receive = useReceive();
  const open = po.status === "ordered" || po.status === "partially_received";
  // The lines still to receive, each a kit field (receiveFormSchema); the form reopens on what is left after a receipt.
  const receivable = po.lines.filter((l) => open && l.itemId !== null && l.received < l.quantity);
  const form = useSchemaForm(receiveFormSchema, {
    lines: receivable.map((l) => ({ itemId: l.itemId ?? 0, quantity: String(l.quantity - l.received) })),
  });
  /** The form on what is left to receive of `order` (after it is marked ordered, or after a receipt). */
  const resetTo = (order: PurchaseOrder) =>
    form.reset({
      lines: order.lines
        .filter((l) => l.itemId !== null && l.received < l.quantity)
        .map((l) => ({ itemId: l.itemId ?? 0, quantity: String(l.quantity - l.received) })),
    });
  const linesError = form.formState.errors.lines?.root?.message ?? form.formState.errors.lines?.message;
  const fail = (title: string) => (err: unknown) =>
    toast({ variant: "destructive", title, description: errorDetail(err) ?? "Please try again." });
  const setStatus = (status: "ordered" | "cancelled") =>
    update.mutate(
      { id: po.id, patch: { status } },
      {
        onSuccess: (res) => {
          if (status === "ordered") resetTo(res.purchaseOrder);
          toast({ title: status === "ordered" ? "Marked as Ordered" : "Purchase Order Cancelled" });
        },
        onError: fail("Not Changed"),
      },
    );
  const doReceive = (receipt: z.output<typeof receiveFormSchema>) =>
    receive.mutate(
      { id: po.id, receipt },
      {
        onSuccess: (res) => {
          toast({
            title: "Received",
            description: `Stock and costs are updated (${STATUS[res.purchaseOrder.status].label}).`,
          });
          resetTo(res.purchaseOrder);
        },
        // A 400's detail (about a line of the receipt) shows under the lines; anything else is a toast.
        onError: (err) => {
          const detail = validationDetails(err)[0];
          if (detail) form.setError("lines", { type: "server", message: plainMessage(detail.message) });
          else fail("Not Received")(err);
        },
      },
    );
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div>
          <CardTitle>
            Purchase order #{po.id} · {po.supplier}
          </CardTitle>
          <CardDescription>
            Created {po.createdAt.slice(0, 10)}
            {po.orderedAt && ` · ordered ${po.orderedAt.slice(0, 10)}`}
            {po.expectedDate && ` · expected ${po.expectedDate}`}
          </CardDescription>
        </div>
        <Badge variant={STATUS[po.status].variant} data-testid="po-status">
          {STATUS[po.status].label}
        </Badge>
      </CardHeader>
      <CardContent>
        <SchemaForm form={form} schema={receiveFormSchema} onValid={doReceive} className="flex flex-col gap-4">
          <ul className="divide-y divide-slate-100 text-sm" aria-label="Lines">
            {po.lines.map((l) => (
              <li
                key={l.id}
                className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 py-2 sm:grid-cols-[minmax(0,1fr)_8rem_7rem]"
              >
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">{l.itemName}</p>
                  <p className="text-xs text-slate-600">
                    {l.received} of {l.quantity} received · {money(l.unitCost)} a unit
                  </p>
                </div>
                <Money className="text-right" cents={l.quantity * (parseCents(l.unitCost) ?? 0)} />
                {receivable.includes(l) && (
                  <TextField
                    name={`lines.${receivable.indexOf(l)}.quantity`}
                    id={`receive-${po.id}-${l.id}`}
                    label={<span className="sr-only">{`Receive how many of ${l.itemName}`}</span>}
                    inputMode="numeric"
                    className="col-span-2 sm:col-span-1"
                  />
                )}
              </li>
            ))}
          </ul>
          <p className="text-right text-sm font-semibold text-slate-900">Total {money(po.total)}</p>
          {po.notes && <p className="text-sm text-slate-700">{po.notes}</p>}
          <div className="flex flex-wrap justify-end gap-2">
            <Button asChild variant="outline" size="sm">
              <a href={purchaseOrderPdfUrl(po.id)} download>
                <FileDown aria-hidden />
                PDF
              </a>
            </Button>
            {po.status !== "received" && po.status !== "cancelled" && (
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => setStatus("cancelled")}
                disabled={update.isPending}
              >
                <XCircle aria-hidden />
                Cancel order
              </Button>
            )}
            {po.status === "draft" && (
              <Button type="button" size="sm" onClick={() => setStatus("ordered")} disabled={update.isPending}>
                <Send aria-hidden />
                Mark as ordered
              </Button>
            )}
            {open && (
              <Button type="submit" size="sm" disabled={receive.isPending}>
                <PackageCheck aria-hidden />
                Receive
              </Button>
            )}
          </div>
          {linesError && (
            <p role="alert" className="text-right text-xs font-medium text-red-700">
              {linesError}
            </p>
          )}
        </SchemaForm>
      </CardContent>
    </Card>
  );
}

export function PurchaseOrdersScreen() {
  const [search] = useSearchParams();
  const id = Number(search.get("id") ?? "");
  const orders = usePurchaseOrders();
  const one = orders.data?.find((po) => po.id === id);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        className="mb-0 sm:mb-0"
        icon={ClipboardList}
        title="Purchase orders"
        description="Orders to your suppliers: mark them ordered, then receive what arrives."
        actions={
          <Button asChild variant="outline" size="sm">
            <Link to={id ? toolPath("inventory-tracker", "purchase-orders") : toolPath("inventory-tracker")}>
              <ArrowLeft aria-hidden />
              {id ? "All purchase orders" : "All products"}
            </Link>
          </Button>
        }
      />
      {orders.isLoading ? (
        <Skeleton className="h-40 rounded-2xl" aria-label="Loading purchase orders" />
      ) : orders.isError ? (
        <EmptyState
          icon={ClipboardList}
          title="Could not load purchase orders"
          description={errorDetail(orders.error)}
        />
      ) : id ? (
        one ? (
          <OnePurchaseOrder key={one.id} po={one} />
        ) : (
          <EmptyState icon={ClipboardList} title="Purchase order not found" />
        )
      ) : !orders.data?.length ? (
        <EmptyState
          icon={ClipboardList}
          title="No purchase orders yet"
          description="Build one from the reorder list."
          action={
            <Button asChild>
              <Link to={toolPath("inventory-tracker", "reorder")}>Open the reorder list</Link>
            </Button>
          }
        />
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Purchase orders">
          {orders.data.map((po) => (
            <li key={po.id}>
              <Link
                to={purchaseOrderPath(po.id)}
                className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-300"
              >
                <span>
                  <span className="font-semibold text-slate-900">
                    #{po.id} · {po.supplier}
                  </span>
                  <span className="block text-xs text-slate-600">
                    {po.lines.length} line{po.lines.length === 1 ? "" : "s"} · {money(po.total)} ·{" "}
                    {po.createdAt.slice(0, 10)}
                  </span>
                </span>
                <Badge variant={STATUS[po.status].variant}>{STATUS[po.status].label}</Badge>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
