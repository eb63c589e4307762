/**
 * 'Start purchase order' on an item's page: a draft purchase order for this one product, whether or not the reorder
 * list shows it (docs/guide/inventory.md#purchase-orders). The supplier starts as the preferred one, the quantity as
 * the reorder rule's suggestion (at least 1), the unit cost as the item's average cost; the draft opens on the
 * purchase orders page, where more lines can be added before it is ordered.
 */
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { ClipboardList } from "lucide-react";
import type { InventoryItem, Supply } from "@shared/contracts/inventory";
import { suggestedQuantity } from "@shared/domain/stock";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/hooks/use-toast";
import { errorDetail } from "@/lib/api-client";
import { useCreatePurchaseOrder } from "../api/inventory-api";
import { purchaseOrderPath } from "./reorder-screen";

export function StartPurchaseOrder({ item, supply }: { item: InventoryItem; supply: Supply }) {
  const create = useCreatePurchaseOrder();
  const navigate = useNavigate();
  const [supplier, setSupplier] = useState(item.preferredSupplier ?? "");
  const [quantity, setQuantity] = useState(
    String(Math.max(1, suggestedQuantity(item.quantity, supply.dailyRate, item))),
  );
  const [unitCost, setUnitCost] = useState(item.costPrice);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: Record<string, string> = {};
    if (!supplier.trim()) next.supplier = "Supplier is required";
    if (!/^\d+$/.test(quantity.trim()) || Number(quantity) < 1) next.quantity = "Enter a whole number of 1 or more";
    setErrors(next);
    if (Object.keys(next).length) return;
    try {
      const res = await create.mutateAsync({
        supplier: supplier.trim(),
        lines: [{ itemId: item.id, quantity: Number(quantity), unitCost }],
      });
      toast({ title: "Purchase Order Created", description: `A draft for ${res.purchaseOrder.supplier}.` });
      navigate(purchaseOrderPath(res.purchaseOrder.id));
    } catch (err) {
      toast({ variant: "destructive", title: "Not Created", description: errorDetail(err) ?? "Please try again." });
    }
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={`Start a purchase order for ${item.productName}`}
      className="grid grid-cols-2 items-end gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto]"
    >
      <Field label="Supplier" htmlFor="po-supplier" error={errors.supplier} className="col-span-2 sm:col-span-1">
        <Input
          id="po-supplier"
          list="supplier-names"
          value={supplier}
          aria-invalid={Boolean(errors.supplier)}
          onChange={(e) => setSupplier(e.target.value)}
        />
      </Field>
      <Field label="Quantity" htmlFor="po-quantity" error={errors.quantity}>
        <Input
          id="po-quantity"
          inputMode="numeric"
          value={quantity}
          aria-invalid={Boolean(errors.quantity)}
          onChange={(e) => setQuantity(e.target.value)}
        />
      </Field>
      <Field label="Unit cost" htmlFor="po-unit-cost">
        <Input id="po-unit-cost" inputMode="decimal" value={unitCost} onChange={(e) => setUnitCost(e.target.value)} />
      </Field>
      <Button type="submit" className="col-span-2 sm:col-span-1" disabled={create.isPending}>
        <ClipboardList aria-hidden />
        Start purchase order
      </Button>
    </form>
  );
}
