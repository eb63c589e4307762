/**
 * Record a sale on the form kit over the sale request schema: quantity, sale price (default the sell price),
 * platform, customer location, order date (default today). The schema's refusals and the server's (a 400's
 * details, a conflict on the quantity) show beside their fields.
 */
import { SALE_PLATFORMS, createSaleSchema, type CreateSale, type InventoryItem } from "@shared/contracts/inventory";
import { MAX_DATE, MIN_DATE } from "@shared/contracts/common";
import { SchemaForm, useSchemaForm } from "@/components/form/schema-form";
import { NumberField, TextField } from "@/components/form/text-fields";
import { OptionSelectField } from "@/components/form/option-select-field";
import { ApiError } from "@/lib/api-client";
import { applyServerErrors } from "@/lib/form-errors";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";

const today = () => new Date().toLocaleDateString("en-CA"); // YYYY-MM-DD in the user's time zone
const PLATFORM_OPTIONS = SALE_PLATFORMS.map((p) => ({ value: p, label: p }));
const FIELDS = ["quantity", "salePrice", "platform", "customerLocation", "orderDate"];

type Props = {
  item: InventoryItem | null;
  pending: boolean;
  onClose: () => void;
  onSave: (item: InventoryItem, sale: CreateSale) => Promise<unknown>;
};

function SaleForm({ item, pending, onSave }: { item: InventoryItem; pending: boolean; onSave: Props["onSave"] }) {
  const form = useSchemaForm(createSaleSchema, {
    quantity: "1",
    salePrice: item.sellPrice,
    platform: "",
    customerLocation: "",
    orderDate: today(),
  });
  const rootError = form.formState.errors.root?.message;
  const submit = async (sale: CreateSale) => {
    try {
      await onSave(item, sale);
    } catch (err) {
      if (applyServerErrors(err, form.setError, FIELDS)) return;
      if (err instanceof ApiError)
        form.setError(err.code === "conflict" ? "quantity" : "root", { type: "server", message: err.detail });
    }
  };
  return (
    <SchemaForm form={form} schema={createSaleSchema} onValid={submit} className="grid gap-4 sm:grid-cols-2">
      <NumberField
        name="quantity"
        id="sale-quantity"
        label="Quantity"
        hint={`${item.quantity} in stock`}
        min={1}
        step={1}
        required
      />
      <NumberField
        name="salePrice"
        id="sale-price"
        label="Sale Price ($)"
        inputMode="decimal"
        min={0}
        step={0.01}
        required
      />
      <OptionSelectField
        name="platform"
        id="sale-platform"
        label="Platform"
        options={PLATFORM_OPTIONS}
        placeholder="Not set"
      />
      <TextField name="customerLocation" id="sale-location" label="Customer Location" placeholder="e.g. Austin, TX" />
      <TextField
        name="orderDate"
        id="sale-date"
        label="Order Date"
        type="date"
        min={MIN_DATE}
        max={MAX_DATE}
        className="sm:col-span-2"
      />
      {rootError && (
        <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
          {rootError}
        </p>
      )}
      <div className="flex justify-end gap-2 sm:col-span-2">
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={pending}>
          Record Sale
        </Button>
      </div>
    </SchemaForm>
  );
}

export function SaleDialog({ item, pending, onClose, onSave }: Props) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      {item && (
        <DialogContent
          title="Record Sale"
          description={`${item.productName}: the quantity is taken off your stock.`}
          className="max-w-lg"
        >
          <SaleForm item={item} pending={pending} onSave={onSave} />
        </DialogContent>
      )}
    </Dialog>
  );
}
