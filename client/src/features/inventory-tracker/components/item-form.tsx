/** Add or edit a product: the specification's fields, required marks and disabled rule; errors beside fields. */
import type { z } from "zod";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2, Plus, Save } from "lucide-react";
import { useForm, useWatch, type DefaultValues } from "react-hook-form";
import { createInventoryItemSchema, type CreateInventoryItem, type InventoryItem } from "@shared/contracts/inventory";
import { PRODUCT_CATEGORIES, PRODUCT_CATEGORY_OPTIONS } from "@shared/domain/categories";
import { ApiError } from "@/lib/api-client";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";

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
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, CreateInventoryItem>({
    // The form holds text as typed; the request schema turns it into the request (and its messages show by the fields).
    resolver: zodResolver(createInventoryItemSchema),
    defaultValues: initial ? itemToValues(initial) : EMPTY,
  });
  const [productName, category] = useWatch({ control, name: ["productName", "category"] });
  const canSubmit = String(productName ?? "").trim() !== "" && String(category ?? "") !== "";
  const id = (name: string) => `${initial ? `edit-${initial.id}` : "add"}-${name}`;

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      if (!initial) reset(EMPTY);
    } catch (err) {
      // Server messages land on their field (a SKU conflict on SKU, validation details on theirs).
      if (err instanceof ApiError && err.code === "conflict" && /SKU/.test(err.detail))
        setError("sku", { message: err.detail });
      if (err instanceof ApiError && err.code === "conflict" && /barcode/.test(err.detail))
        setError("barcode", { message: err.detail });
      const details = (err as ApiError).body as { details?: { path: string; message: string }[] } | undefined;
      for (const d of details?.details ?? [])
        if (d.path in EMPTY) setError(d.path as keyof Values, { message: d.message });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <Field
        label="Product Name"
        htmlFor={id("name")}
        error={errors.productName?.message}
        required
        className="sm:col-span-2"
      >
        <Input id={id("name")} placeholder="e.g. LED Desk Lamp" {...register("productName")} />
      </Field>
      <Field label="SKU" htmlFor={id("sku")} error={errors.sku?.message}>
        <Input id={id("sku")} placeholder="Optional" {...register("sku")} />
      </Field>
      <Field label="Category" htmlFor={id("category")} error={errors.category?.message} required>
        <NativeSelect id={id("category")} {...register("category")}>
          <option value="">Select category</option>
          {PRODUCT_CATEGORY_OPTIONS.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Quantity" htmlFor={id("quantity")} error={errors.quantity?.message} required>
        <Input
          id={id("quantity")}
          type="number"
          inputMode="numeric"
          min="0"
          step="1"
          placeholder="0"
          {...register("quantity")}
        />
      </Field>
      <Field label="Cost Price ($)" htmlFor={id("cost")} error={errors.costPrice?.message} required>
        <Input
          id={id("cost")}
          type="number"
          inputMode="decimal"
          min="0"
          step="0.01"
          placeholder="0.00"
          {...register("costPrice")}
        />
      </Field>
      <Field label="Sell Price ($)" htmlFor={id("sell")} error={errors.sellPrice?.message} required>
        <Input
          id={id("sell")}
          type="number"
          inputMode="decimal"
          min="0"
          step="0.01"
          placeholder="0.00"
          {...register("sellPrice")}
        />
      </Field>
      <Field label="Supplier" htmlFor={id("supplier")} error={errors.supplier?.message}>
        <Input id={id("supplier")} placeholder="Optional" {...register("supplier")} />
      </Field>
      <Field
        label="Barcode"
        htmlFor={id("barcode")}
        error={errors.barcode?.message}
        hint="EAN-13, UPC-A or your own code"
        className="sm:col-span-2"
      >
        <Input id={id("barcode")} placeholder="Optional" autoComplete="off" {...register("barcode")} />
      </Field>
      <Field label="Notes" htmlFor={id("notes")} error={errors.notes?.message} className="sm:col-span-2 lg:col-span-4">
        <Textarea id={id("notes")} rows={2} placeholder="Optional" {...register("notes")} />
      </Field>
      <div className="sm:col-span-2 lg:col-span-4">
        <Button type="submit" disabled={!canSubmit || pending} className="w-full sm:w-auto">
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
    </form>
  );
}
