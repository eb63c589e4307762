/**
 * Stock that runs itself in a real browser (docs/guide/inventory.md): the paged list keeps its search in the
 * address, the reorder list builds a purchase order for a supplier, the order is marked ordered and received, and
 * the item's page shows the new stock, its weighted average cost and the receipt in its history; axe scans and
 * screenshots at 1280 and 390 px.
 */
import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, expectToast, screenshots, signUpByApi } from "./support/foundation-helpers";

test("reorder list → purchase order → receive", async ({ page }) => {
  test.setTimeout(180_000);
  await signUpByApi(page.request, "stock");
  const add = async (data: Record<string, unknown>) =>
    (await (await page.request.post("/api/inventory", { data })).json()).item as { id: number };
  const lamp = await add({
    productName: "LED Desk Lamp",
    sku: "LAMP-1",
    quantity: 3,
    costPrice: "8.00",
    sellPrice: "24.00",
    category: "home",
  });
  const mug = await add({
    productName: "Stoneware Mug",
    sku: "MUG-1",
    quantity: 2,
    costPrice: "3.00",
    sellPrice: "12.00",
    category: "home",
  });
  for (let i = 0; i < 12; i++)
    await add({
      productName: `Tote Bag ${i + 1}`,
      sku: `TOTE-${i + 1}`,
      quantity: 40 + i,
      costPrice: "4.80",
      sellPrice: "18.00",
      category: "fashion",
    });
  for (const id of [lamp.id, mug.id])
    expect(
      (
        await page.request.patch(`/api/inventory/${id}`, {
          data: { reorderPoint: 5, preferredSupplier: "Alpha Goods", reorderQuantity: 20 },
        })
      ).ok(),
    ).toBe(true);
  await page.request.post(`/api/inventory/${lamp.id}/sales`, { data: { quantity: 1, platform: "Etsy" } });

  // The list: server tiles, search kept in the address.
  await page.goto("/inventory-tracker");
  await expect(page.getByTestId("tile-products")).toHaveText("14");
  await page.getByRole("searchbox", { name: "Search by name or SKU" }).fill("lamp");
  await expect(page).toHaveURL(/q=lamp/);
  await expect(page.getByRole("link", { name: "LED Desk Lamp" })).toBeVisible();
  await expect(page.getByText("1 product · page 1 of 1")).toBeVisible();
  await page.goto("/inventory-tracker?sort=-quantity");
  await expect(page.getByRole("columnheader", { name: "Stock" })).toHaveAttribute("aria-sort", "descending");
  await expectNoSeriousA11yViolations(page, "inventory list");
  await screenshots(page, "inventory-list", { top: true });

  // Reorder: both products under their reorder point, grouped under their supplier.
  await page.getByRole("link", { name: "Reorder" }).click();
  await expect(page.getByRole("heading", { name: "Alpha Goods" })).toBeVisible();
  await expect(page.getByText("Suggested: 20")).toHaveCount(2);
  await page.getByRole("textbox", { name: "Unit cost of LED Desk Lamp" }).fill("10.00");
  await expectNoSeriousA11yViolations(page, "reorder list");
  await screenshots(page, "inventory-reorder");
  await page.getByRole("button", { name: "Create purchase order" }).click();
  await expectToast(page, "Purchase Order Created");
  await expect(page.getByTestId("po-status")).toHaveText("Draft");
  await expect(page.getByText("Total $260.00")).toBeVisible();

  await page.getByRole("button", { name: "Mark as ordered" }).click();
  await expect(page.getByTestId("po-status")).toHaveText("Ordered");
  // Part of the lamps first, then the rest.
  await page.getByRole("textbox", { name: "Receive how many of LED Desk Lamp" }).fill("8");
  await page.getByRole("textbox", { name: "Receive how many of Stoneware Mug" }).fill("0");
  await page.getByRole("button", { name: "Receive" }).click();
  await expect(page.getByTestId("po-status")).toHaveText("Partly received");
  await expectNoSeriousA11yViolations(page, "purchase order");
  await screenshots(page, "inventory-purchase-order");
  await page.getByRole("button", { name: "Receive" }).click();
  await expect(page.getByTestId("po-status")).toHaveText("Received");
  await expect(page.getByRole("link", { name: "PDF" })).toHaveAttribute("href", /\/api\/purchase-orders\/\d+\/pdf/);

  // The item: 2 + 20 = 22 in stock; cost (2 × 8.00 + 20 × 10.00) / 22 = 9.82.
  await page.goto(`/inventory-tracker/${lamp.id}`);
  await expect(page.getByTestId("item-quantity")).toHaveText("22");
  await expect(page.getByTestId("item-cost")).toHaveText("$9.82");
  await expect(page.getByRole("list", { name: "Stock movements" }).getByText("Received")).toHaveCount(2);
  await expect(page.getByRole("list", { name: "Purchase prices" }).getByText("Alpha Goods")).toHaveCount(2);
  await page.getByLabel("Change (units)").fill("-1");
  await page.getByLabel("Reason").selectOption("damaged");
  await page.getByRole("button", { name: "Adjust stock" }).click();
  await expect(page.getByTestId("item-quantity")).toHaveText("21");
  await expectNoSeriousA11yViolations(page, "item page");
  await screenshots(page, "inventory-item");

  // Any product, on the reorder list or not, starts a purchase order from its own page.
  await page.goto("/inventory-tracker?q=TOTE-1");
  await page.getByRole("link", { name: "Tote Bag 1", exact: true }).click();
  const order = page.getByRole("form", { name: "Start a purchase order for Tote Bag 1" });
  await order.getByLabel("Supplier").fill("Canvas Works");
  await order.getByLabel("Quantity").fill("25");
  await order.getByRole("button", { name: "Start purchase order" }).click();
  await expectToast(page, "Purchase Order Created");
  await expect(page.getByTestId("po-status")).toHaveText("Draft");
  await expect(page.getByText("Total $120.00")).toBeVisible();
  await screenshots(page, "inventory-item-purchase-order");
});
