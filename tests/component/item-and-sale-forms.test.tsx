/** The inventory's add/edit form and its 'Record Sale' dialog: typed text in, the request schema's values out. */
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ItemForm } from "@/features/inventory-tracker/components/item-form";
import { ApiError } from "@/lib/api-client";
import { SaleDialog } from "@/features/inventory-tracker/components/sale-dialog";
import { fakeApi } from "./support/fake-api";
import { inventoryItem } from "./support/fixtures";
import { errorBeside, renderInApp } from "./support/render";

const lamp = inventoryItem();

describe("the product form", () => {
  it("opens an item with its values, and sends the edit as the schema reads it", async () => {
    fakeApi({});
    const onSubmit = vi.fn(async () => {});
    const { user } = renderInApp(<ItemForm initial={lamp} pending={false} submitLabel="Save" onSubmit={onSubmit} />);
    expect((screen.getByLabelText(/Category/) as HTMLSelectElement).value).toBe("home");
    const sell = screen.getByLabelText(/Sell Price/) as HTMLInputElement;
    expect(sell.value).toBe("24.99");
    await user.clear(sell);
    await user.type(sell, "29.5");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ productName: "LED Desk Lamp", category: "home", quantity: 12, sellPrice: "29.50" }),
    );
  });

  it("is disabled until name and category are filled (the specification's rule), then names the other missing fields", async () => {
    fakeApi({});
    const onSubmit = vi.fn(async () => {});
    const { user } = renderInApp(<ItemForm pending={false} submitLabel="Add Product" onSubmit={onSubmit} />);
    const add = screen.getByRole("button", { name: "Add Product" }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    await user.type(screen.getByLabelText(/Product Name/), "   ");
    await user.selectOptions(screen.getByLabelText(/Category/), "home");
    expect(add.disabled).toBe(true); // a name of spaces is no name
    await user.type(screen.getByLabelText(/Product Name/), "LED Desk Lamp");
    expect(add.disabled).toBe(false);
    await user.click(add);
    await waitFor(() => expect(errorBeside(screen.getByLabelText(/Cost Price/))).toBe("Cost price is required"));
    expect(errorBeside(screen.getByLabelText(/Sell Price/))).toBe("Sell price is required");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("a server 400's details land beside their fields", async () => {
    fakeApi({});
    const onSubmit = vi.fn(async () => {
      throw new ApiError(400, "Validation failed", "validation_error", {
        message: "Validation failed",
        code: "validation_error",
        details: [{ path: "barcode", message: "Barcode check digit is wrong: expected 3" }],
      });
    });
    const { user } = renderInApp(<ItemForm initial={lamp} pending={false} submitLabel="Save" onSubmit={onSubmit} />);
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(errorBeside(screen.getByLabelText(/Barcode/))).toBe("Barcode check digit is wrong: expected 3"),
    );
  });

  it("a SKU conflict from the server shows beside the SKU", async () => {
    fakeApi({});
    const onSubmit = vi.fn(async () => {
      throw new ApiError(409, "You already have a product with SKU LAMP-1", "conflict");
    });
    const { user } = renderInApp(<ItemForm initial={lamp} pending={false} submitLabel="Save" onSubmit={onSubmit} />);
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(errorBeside(screen.getByLabelText(/SKU/))).toBe("You already have a product with SKU LAMP-1"),
    );
  });

  it("a negative cost is refused beside its field", async () => {
    fakeApi({});
    const onSubmit = vi.fn(async () => {});
    const { user } = renderInApp(<ItemForm pending={false} submitLabel="Add Product" onSubmit={onSubmit} />);
    const add = screen.getByRole("button", { name: "Add Product" });
    await user.type(screen.getByLabelText(/Product Name/), "Candle");
    await user.selectOptions(screen.getByLabelText(/Category/), "crafts");
    await user.type(screen.getByLabelText(/Quantity/), "3");
    const cost = screen.getByLabelText(/Cost Price/);
    await user.type(cost, "-2");
    await user.type(screen.getByLabelText(/Sell Price/), "12");
    await user.click(add);
    await waitFor(() => expect(errorBeside(cost)).toBeTruthy());
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe("the sale dialog", () => {
  it("records one at the item's price by default, as numbers the server reads", async () => {
    fakeApi({});
    const onSave = vi.fn(async () => {});
    const { user } = renderInApp(<SaleDialog item={lamp} pending={false} onClose={() => {}} onSave={onSave} />);
    await user.selectOptions(screen.getByLabelText(/Platform/), "Etsy");
    await user.click(screen.getByRole("button", { name: "Record Sale" }));
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    expect(onSave).toHaveBeenCalledWith(
      lamp,
      expect.objectContaining({ quantity: 1, salePrice: "24.99", platform: "Etsy" }),
    );
  });

  it("a quantity of zero is refused beside its field", async () => {
    fakeApi({});
    const onSave = vi.fn(async () => {});
    const { user } = renderInApp(<SaleDialog item={lamp} pending={false} onClose={() => {}} onSave={onSave} />);
    const quantity = screen.getByLabelText(/Quantity/);
    await user.clear(quantity);
    await user.type(quantity, "0");
    await user.click(screen.getByRole("button", { name: "Record Sale" }));
    await waitFor(() => expect(errorBeside(quantity)).toBeTruthy());
    expect(onSave).not.toHaveBeenCalled();
  });

  it("an empty quantity is named beside it, and nothing is sent", async () => {
    fakeApi({});
    const onSave = vi.fn(async () => {});
    const { user } = renderInApp(<SaleDialog item={lamp} pending={false} onClose={() => {}} onSave={onSave} />);
    const quantity = screen.getByLabelText(/Quantity/);
    await user.clear(quantity);
    await user.click(screen.getByRole("button", { name: "Record Sale" }));
    await waitFor(() => expect(errorBeside(quantity)).toBe("Quantity is required"));
    expect(onSave).not.toHaveBeenCalled();
  });

  it("a server 400's details land beside their fields", async () => {
    fakeApi({});
    const onSave = vi.fn(async () => {
      throw new ApiError(400, "Validation failed", "validation_error", {
        message: "Validation failed",
        code: "validation_error",
        details: [{ path: "customerLocation", message: "Customer location must be at most 120 characters" }],
      });
    });
    const { user } = renderInApp(<SaleDialog item={lamp} pending={false} onClose={() => {}} onSave={onSave} />);
    await user.click(screen.getByRole("button", { name: "Record Sale" }));
    await waitFor(() =>
      expect(errorBeside(screen.getByLabelText(/Customer Location/))).toBe(
        "Customer location must be at most 120 characters",
      ),
    );
  });

  it("too many units for the stock (a conflict) shows beside the quantity", async () => {
    fakeApi({});
    const onSave = vi.fn(async () => {
      throw new ApiError(409, "Only 12 in stock", "conflict");
    });
    const { user } = renderInApp(<SaleDialog item={lamp} pending={false} onClose={() => {}} onSave={onSave} />);
    await user.click(screen.getByRole("button", { name: "Record Sale" }));
    await waitFor(() => expect(errorBeside(screen.getByLabelText(/Quantity/))).toBe("Only 12 in stock"));
  });
});
