/**
 * The stock edit, in a dialog in the app's style instead of the browser's prompt, on the form kit with the
 * stock schema of shared/contracts/inventory.ts: cancelled, empty or not a number changes nothing; otherwise
 * the value is parsed as an integer, and a refused one (or the server's refusal) shows beside the field.
 */
import { stockEditSchema, type InventoryItem } from "@shared/contracts/inventory";
import { SchemaForm, useSchemaForm } from "@/components/form/schema-form";
import { NumberField } from "@/components/form/text-fields";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";
import { errorDetail } from "@/lib/api-client";
import { applyServerErrors } from "@/lib/form-errors";

type Props = {
  item: InventoryItem | null;
  pending: boolean;
  onClose: () => void;
  /** Saves the new quantity; a rejection's message is shown beside the field. */
  onSave: (item: InventoryItem, quantity: number) => Promise<unknown>;
};

function StockForm({ item, pending, onClose, onSave }: Omit<Props, "item"> & { item: InventoryItem }) {
  const form = useSchemaForm(stockEditSchema, { quantity: String(item.quantity) });
  const save = async ({ quantity }: { quantity: number | null }) => {
    if (quantity === null) return onClose();
    try {
      await onSave(item, quantity);
    } catch (err) {
      if (!applyServerErrors(err, form.setError, ["quantity"]))
        form.setError("quantity", { type: "server", message: errorDetail(err) ?? "Please try again." });
    }
  };
  return (
    <SchemaForm form={form} schema={stockEditSchema} onValid={save} className="flex flex-col gap-4">
      <NumberField name="quantity" id="stock-quantity" label="New quantity" min={0} step={1} />
      <div className="flex justify-end gap-2">
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={pending}>
          Save
        </Button>
      </div>
    </SchemaForm>
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
