/**
 * The stock edit, in a dialog in the app's style instead of the browser's prompt, with the specification's
 * rules: cancelled, empty or not a number changes nothing; otherwise the value is parsed as an integer.
 */
import { useState, type FormEvent } from "react";
import type { InventoryItem } from "@shared/contracts/inventory";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

type Props = {
  item: InventoryItem | null;
  error?: string;
  pending: boolean;
  onClose: () => void;
  onSave: (item: InventoryItem, quantity: number) => void;
};

function StockForm({ item, error, pending, onClose, onSave }: Omit<Props, "item"> & { item: InventoryItem }) {
  const [value, setValue] = useState(String(item.quantity));
  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    const quantity = Number.parseInt(value, 10);
    if (value.trim() === "" || Number.isNaN(quantity)) return onClose();
    onSave(item, quantity);
  };
  return (
    <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
      <Field label="New quantity" htmlFor="stock-quantity" error={error}>
        <Input
          id="stock-quantity"
          type="number"
          inputMode="numeric"
          min="0"
          step="1"
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
      </Field>
      <div className="flex justify-end gap-2">
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={pending}>
          Save
        </Button>
      </div>
    </form>
  );
}

export function StockDialog(props: Props) {
  const { item, onClose } = props;
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      {item && (
        <DialogContent title="Update Stock" description={`Enter the new stock quantity for ${item.productName}.`}>
          <StockForm key={item.id} {...props} item={item} />
        </DialogContent>
      )}
    </Dialog>
  );
}
