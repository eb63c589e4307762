/** Record a sale: quantity, sale price (default the sell price), platform, customer location, order date (default today). */
import type { z } from "zod";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { SALE_PLATFORMS, createSaleSchema, type CreateSale, type InventoryItem } from "@shared/contracts/inventory";
import { MAX_DATE, MIN_DATE } from "@shared/contracts/common";
import { ApiError } from "@/lib/api-client";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";

const today = () => new Date().toLocaleDateString("en-CA"); // YYYY-MM-DD in the user's time zone

type Props = {
  item: InventoryItem | null;
  pending: boolean;
  onClose: () => void;
  onSave: (item: InventoryItem, sale: CreateSale) => Promise<unknown>;
};

function SaleForm({ item, pending, onSave }: { item: InventoryItem; pending: boolean; onSave: Props["onSave"] }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<z.input<typeof createSaleSchema>, unknown, CreateSale>({
    resolver: zodResolver(createSaleSchema),
    defaultValues: { quantity: "1", salePrice: item.sellPrice, platform: "", customerLocation: "", orderDate: today() },
  });
  const submit = handleSubmit(async (sale) => {
    try {
      await onSave(item, sale);
    } catch (err) {
      if (err instanceof ApiError) setError(err.code === "conflict" ? "quantity" : "root", { message: err.detail });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <Field
        label="Quantity"
        htmlFor="sale-quantity"
        error={errors.quantity?.message}
        hint={`${item.quantity} in stock`}
        required
      >
        <Input id="sale-quantity" type="number" inputMode="numeric" min="1" step="1" {...register("quantity")} />
      </Field>
      <Field label="Sale Price ($)" htmlFor="sale-price" error={errors.salePrice?.message} required>
        <Input id="sale-price" type="number" inputMode="decimal" min="0" step="0.01" {...register("salePrice")} />
      </Field>
      <Field label="Platform" htmlFor="sale-platform" error={errors.platform?.message}>
        <NativeSelect id="sale-platform" {...register("platform")}>
          <option value="">Not set</option>
          {SALE_PLATFORMS.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Customer Location" htmlFor="sale-location" error={errors.customerLocation?.message}>
        <Input id="sale-location" placeholder="e.g. Austin, TX" {...register("customerLocation")} />
      </Field>
      <Field label="Order Date" htmlFor="sale-date" error={errors.orderDate?.message} className="sm:col-span-2">
        <Input id="sale-date" type="date" min={MIN_DATE} max={MAX_DATE} {...register("orderDate")} />
      </Field>
      {errors.root && (
        <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
          {errors.root.message}
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
    </form>
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
