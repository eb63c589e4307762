/**
 * Add or edit a product on the form kit (docs/decisions/810) over the request schema of shared/contracts: the
 * specification's fields and required marks; submit is always pressable and an empty required field is named
 * beside it in the schema's wording; the server's refusals (a 400's details, a SKU or barcode conflict) land
 * beside their fields.
 */
import type { z } from "zod";
import { Loader2, Plus, Save } from "lucide-react";
import { useWatch, type DefaultValues } from "react-hook-form";
import { createInventoryItemSchema, type CreateInventoryItem, type InventoryItem } from "@shared/contracts/inventory";
import { PRODUCT_CATEGORIES, PRODUCT_CATEGORY_OPTIONS } from "@shared/domain/categories";
import { SchemaForm, useSchemaForm } from "@/components/form/schema-form";
import { NumberField, TextareaField, TextField } from "@/components/form/text-fields";
import { OptionSelectField } from "@/components/form/option-select-field";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api-client";
import { applyServerErrors } from "@/lib/form-errors";

/** The form holds the request's input as typed (text for numbers); the schema turns it into the request. */
type Values = z.input<typeof createInventoryItemSchema>;
const EMPTY: DefaultValues<Values> = {
  productName: "",
  sku: "",
  quantity: "",
  costPrice: "",
  sellPrice: "",
  supplier: "",
  category: undefined,
  notes: "",
  barcode: "",
};
const FIELDS = Object.keys(EMPTY);

export function itemToValues(item: InventoryItem): DefaultValues<Values> {
  return {
    productName: item.productName,
    sku: item.sku ?? "",
    quantity: String(item.quantity),
    costPrice: item.costPrice,
    sellPrice: item.sellPrice,
    supplier: item.supplier ?? "",
    category: PRODUCT_CATEGORIES.find((c) => c === item.category),
    notes: item.notes ?? "",
    barcode: item.barcode ?? "",
  };
}

type Props = {
  initial?: InventoryItem;
  pending: boolean;
  submitLabel: string;
  onSubmit: (values: CreateInventoryItem) => Promise<unknown>;
};

export function ItemForm({ initial, pending, submitLabel, onSubmit }: Props) {
  const form = useSchemaForm(createInventoryItemSchema, initial ? itemToValues(initial) : EMPTY);
  const id = (name: string) => `${initial ? `edit-${initial.id}` : "add"}-${name}`;
  // The specification's rule (tools §5): the button is disabled unless the product name and category are filled; the
  // other required fields are named beside them when it is pressed (decision 870).
  const [name, category] = useWatch({ control: form.control, name: ["productName", "category"] });
  const ready = Boolean(String(name ?? "").trim() && category);

  const submit = async (values: CreateInventoryItem) => {
    try {
      await onSubmit(values);
      if (!initial) form.reset(EMPTY);
    } catch (err) {
      // Server messages land on their field (a SKU conflict on SKU, validation details on theirs).
      if (applyServerErrors(err, form.setError, FIELDS)) return;
      if (err instanceof ApiError && err.code === "conflict" && /SKU/.test(err.detail))
        form.setError("sku", { type: "server", message: err.detail });
      if (err instanceof ApiError && err.code === "conflict" && /barcode/.test(err.detail))
        form.setError("barcode", { type: "server", message: err.detail });
    }
  };

  return (
    <SchemaForm
      form={form}
      schema={createInventoryItemSchema}
      onValid={submit}
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <TextField
        name="productName"
        id={id("name")}
        label="Product Name"
        placeholder="e.g. LED Desk Lamp"
        required
        className="sm:col-span-2"
      />
      <TextField name="sku" id={id("sku")} label="SKU" placeholder="Optional" />
      <OptionSelectField
        name="category"
        id={id("category")}
        label="Category"
        options={PRODUCT_CATEGORY_OPTIONS}
        placeholder="Select category"
        required
      />
      <NumberField name="quantity" id={id("quantity")} label="Quantity" min={0} step={1} placeholder="0" required />
      <NumberField
        name="costPrice"
        id={id("cost")}
        label="Cost Price ($)"
        inputMode="decimal"
        min={0}
        step={0.01}
        placeholder="0.00"
        required
      />
      <NumberField
        name="sellPrice"
        id={id("sell")}
        label="Sell Price ($)"
        inputMode="decimal"
        min={0}
        step={0.01}
        placeholder="0.00"
        required
      />
      <TextField name="supplier" id={id("supplier")} label="Supplier" placeholder="Optional" />
      <TextField
        name="barcode"
        id={id("barcode")}
        label="Barcode"
        hint="EAN-13, UPC-A or your own code"
        placeholder="Optional"
        autoComplete="off"
        className="sm:col-span-2"
      />
      <TextareaField
        name="notes"
        id={id("notes")}
        label="Notes"
        rows={2}
        placeholder="Optional"
        className="sm:col-span-2 lg:col-span-4"
      />
      <div className="sm:col-span-2 lg:col-span-4">
        <Button type="submit" disabled={pending || !ready} className="w-full sm:w-auto">
          {pending ? (
            <Loader2 aria-hidden className="animate-spin" />
          ) : initial ? (
            <Save aria-hidden />
          ) : (
            <Plus aria-hidden />
          )}
          {submitLabel}
        </Button>
      </div>
    </SchemaForm>
  );
}
