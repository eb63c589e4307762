/** The 'Update Stock' dialog (form kit + the stock schema of shared/contracts/inventory.ts). */
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { InventoryTrackerScreen } from "@/features/inventory-tracker/components/inventory-tracker-screen";
import { StockDialog } from "@/features/inventory-tracker/components/stock-dialog";
import { ApiError } from "@/lib/api-client";
import { fakeApi } from "./support/fake-api";
import { inventoryItem } from "./support/fixtures";
import { errorBeside, findToast, renderInApp } from "./support/render";

const lamp = inventoryItem();

function openDialog(onSave = vi.fn(async () => {})) {
  fakeApi({});
  const onClose = vi.fn();
  const view = renderInApp(<StockDialog item={lamp} pending={false} onClose={onClose} onSave={onSave} />);
  const field = screen.getByLabelText("New quantity") as HTMLInputElement;
  return { ...view, onSave, onClose, field };
}

describe("stock dialog", () => {
  it("opens on the current quantity and saves the new one as an integer", async () => {
    const { user, field, onSave } = openDialog();
    expect(field.value).toBe("12");
    await user.clear(field);
    await user.type(field, "8");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(lamp, 8));
  });

  it("an empty value changes nothing: the dialog closes without saving", async () => {
    const { user, field, onSave, onClose } = openDialog();
    await user.clear(field);
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(onSave).not.toHaveBeenCalled();
  });

  it("a negative number is refused beside the field and not sent", async () => {
    const { user, field, onSave } = openDialog();
    await user.clear(field);
    await user.type(field, "-3");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(errorBeside(field)).toBe("Quantity must be a whole number of 0 or more"));
    expect(onSave).not.toHaveBeenCalled();
  });

  it("the server's refusal shows beside the field", async () => {
    const refuse = vi.fn(async () => {
      throw new ApiError(409, "The stock changed meanwhile", "conflict");
    });
    const { user, field } = openDialog(refuse);
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(errorBeside(field)).toBe("The stock changed meanwhile"));
  });

  it("from the inventory screen: sends { quantity } and says 'Stock Updated!'", async () => {
    const api = fakeApi({
      "GET /api/inventory": { json: { items: [lamp], total: 1 } },
      "GET /api/inventory/summary": {
        json: { summary: { totalItems: 12, totalValue: "299.88", lowStock: 0, products: 1 } },
      },
      "GET /api/sales": { json: { sales: [], total: 0, page: 1, pageSize: 10 } },
      "PATCH /api/inventory/4": { json: { item: { ...lamp, quantity: 8, status: "low_stock" } } },
    });
    const { user } = renderInApp(<InventoryTrackerScreen />);
    // The table's button (the phone card below md has the same one; CSS is not applied here).
    await user.click((await screen.findAllByRole("button", { name: "Edit stock of LED Desk Lamp" }))[0]);
    const dialog = await screen.findByRole("dialog", { name: "Update Stock" });
    const field = within(dialog).getByLabelText("New quantity");
    await user.clear(field);
    await user.type(field, "8");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await findToast("Stock Updated!")).toContain("Inventory quantity has been updated.");
    expect(api.sent("PATCH /api/inventory/4")).toEqual([{ quantity: 8 }]);
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Update Stock" })).toBeNull());
  });
});
