/**
 * 'Start purchase order' on an item's page: a draft purchase order for this one product, whether or not the reorder
 * list shows it (docs/guide/inventory.md#purchase-orders). The supplier starts as the preferred one, the quantity as
 * the reorder rule's suggestion (at least 1), the unit cost as the item's average cost; the draft opens on the
 * purchase orders page, where more lines can be added before it is ordered. On the form kit over
 * startPurchaseOrderFormSchema (shared/contracts/inventory-forms.ts): refusals, the server's too, show beside their
 * fields.
 */
import { useNavigate } from "react-router-dom";
import { ClipboardList } from "lucide-react";
import type { InventoryItem, Supply } from "@shared/contracts/inventory";
import { startPurchaseOrderFormSchema, type StartPurchaseOrderForm } from "@shared/contracts/inventory-forms";
import { suggestedQuantity } from "@shared/domain/stock";
import { SchemaForm, useSchemaForm } from "@/components/form/schema-form";
import { TextField } from "@/components/form/text-fields";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { errorDetail } from "@/lib/api-client";
import { plainMessage, validationDetails } from "@/lib/form-errors";
import { useCreatePurchaseOrder } from "../api/inventory-api";
import { purchaseOrderPath } from "./reorder-screen";

const FIELDS = ["supplier", "quantity", "unitCost"] as const;
type FieldName = (typeof FIELDS)[number];

/** The form field a detail of the request is about: `supplier`, or `lines.0.quantity` → `quantity`. */
function fieldOf(path: string): FieldName | undefined {
  const name = path.split(".").at(-1);
  return FIELDS.find((f) => f === name);
}

export function StartPurchaseOrder({ item, supply }: { item: InventoryItem; supply: Supply }) {
  const create = useCreatePurchaseOrder();
  const navigate = useNavigate();
  const form = useSchemaForm(startPurchaseOrderFormSchema, {
    supplier: item.preferredSupplier ?? "",
    quantity: String(Math.max(1, suggestedQuantity(item.quantity, supply.dailyRate, item))),
    unitCost: item.costPrice,
  });

  const submit = async ({ supplier, quantity, unitCost }: StartPurchaseOrderForm) => {
    try {
      const res = await create.mutateAsync({ supplier, lines: [{ itemId: item.id, quantity, unitCost }] });
      toast({ title: "Purchase Order Created", description: `A draft for ${res.purchaseOrder.supplier}.` });
      navigate(purchaseOrderPath(res.purchaseOrder.id));
    } catch (err) {
      let landed = false;
      for (const d of validationDetails(err)) {
        const field = fieldOf(d.path);
        if (!field || form.getFieldState(field).error) continue;
        form.setError(field, { type: "server", message: plainMessage(d.message) }, { shouldFocus: !landed });
        landed = true;
      }
      if (!landed)
        toast({ variant: "destructive", title: "Not Created", description: errorDetail(err) ?? "Please try again." });
    }
  };

  return (
    <SchemaForm
      form={form}
      schema={startPurchaseOrderFormSchema}
      onValid={submit}
      aria-label={`Start a purchase order for ${item.productName}`}
      className="grid grid-cols-2 items-end gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto]"
    >
      <TextField
        name="supplier"
        id="po-supplier"
        label="Supplier"
        list="supplier-names"
        className="col-span-2 sm:col-span-1"
      />
      <TextField name="quantity" id="po-quantity" label="Quantity" inputMode="numeric" />
      <TextField name="unitCost" id="po-unit-cost" label="Unit cost" inputMode="decimal" />
      <Button type="submit" className="col-span-2 sm:col-span-1" disabled={create.isPending}>
        <ClipboardList aria-hidden />
        Start purchase order
      </Button>
    </SchemaForm>
  );
}
