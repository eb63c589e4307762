/**
 * Money Makers I in a real browser against the built app: the Dropshipping Command Center, the profit calculator
 * (defaults, each figure, a tip changing with the price, the address keeping the inputs, a negative refused),
 * the inventory (add, stock edit, record a sale, tiles, export; a CSV import's preview with each row's errors beside
 * its line, a refused file's message), the suppliers (filters, Clear Filters, a
 * favourite), with axe scans and screenshots at 1280 and 390 px.
 */
import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { DROPSHIPPING_TOOLS } from "../../client/src/features/hubs/data/dropshipping";
import {
  closeToasts,
  expectNoSeriousA11yViolations,
  expectToast,
  notifications,
  screenshots,
  signUpByApi,
} from "./support/foundation-helpers";

test("Dropshipping Command Center launches the four free tools", async ({ page }) => {
  await signUpByApi(page.request, "money");
  await page.goto("/dropshipping-tools");
  await expect(page.getByRole("heading", { name: "Dropshipping Command Center", level: 1 })).toBeVisible();
  // Counted figures (docs/decisions/1440-figures-are-counted.md): the supplier catalogue's real size.
  const tiles = page.getByRole("list", { name: "Dropshipping in numbers" });
  await expect(tiles.getByText(/^Suppliers reviewed, \d+ verified by our rule$/)).toBeVisible();
  await expect(tiles).not.toContainText(/K\+|M\+|success rate/i);
  await expect(page.getByRole("main").getByText("Free", { exact: true })).toHaveCount(4);
  await expect(page.getByRole("link", { name: /Launch Tool/ })).toHaveCount(DROPSHIPPING_TOOLS.length);
  await expectNoSeriousA11yViolations(page, "dropshipping tools");
  await screenshots(page, "money-dropshipping", { top: true });
  await page
    .getByRole("link", { name: /Profit Calculator/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/profit-calculator$/);
});

test("profit calculator: defaults, every figure, a tip that follows the price, the address", async ({ page }) => {
  await signUpByApi(page.request, "money");
  await page.goto("/profit-calculator");
  await expect(page.getByText("Ready to Calculate")).toBeVisible();
  await expect(page.getByLabel("Selling Price ($)")).toHaveValue("29.99");
  await expect(page.getByLabel("Expected Monthly Sales")).toHaveValue("100");
  await expectNoSeriousA11yViolations(page, "profit calculator (ready)");
  await screenshots(page, "money-profit-ready", { top: true });

  await page.getByRole("button", { name: "Calculate Profit" }).click();
  await expect(page).toHaveURL(/price=29.99&cost=8.5/);
  await expect(page.getByTestId("unit-platform-fee")).toHaveText("-$0.75");
  await expect(page.getByTestId("unit-processing-fee")).toHaveText("-$0.87");
  await expect(page.getByTestId("unit-gross")).toHaveText("$18.99");
  await expect(page.getByTestId("unit-net")).toHaveText("$12.37");
  await expect(page.getByTestId("margin")).toHaveText("41.2%");
  await expect(page.getByTestId("margin")).toHaveClass(/text-emerald-700/);
  await expect(page.getByTestId("break-even-units")).toHaveText("1");
  await expect(page.getByTestId("break-even-roas")).toHaveText("1.73x");
  await expect(page.getByTestId("break-even-price")).toHaveText("$16.92");
  await expect(page.getByTestId("monthly-revenue")).toHaveText("$2,999.00");
  await expect(page.getByTestId("monthly-profit")).toHaveText("$1,237.05");
  await expect(page.getByTestId("tips")).toHaveText("Excellent profit margin - great product choice!");
  await expect(page.getByRole("img", { name: /break-even at \$16.92/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "profit calculator (results)");
  await screenshots(page, "money-profit-results", { top: true });

  await page.getByLabel("Selling Price ($)").fill("18");
  await page.getByRole("button", { name: "Calculate Profit" }).click();
  await expect(page.getByTestId("tips")).toContainText(
    "Low profit margin - consider increasing price or reducing costs",
  );
  await expect(page.getByTestId("tips")).toContainText("Advertising cost exceeds profit - optimize your ad campaigns");
  await expect(page.getByTestId("margin")).toHaveClass(/text-red-700/);

  await page.getByLabel("Selling Price ($)").fill("-5");
  await page.getByRole("button", { name: "Calculate Profit" }).click();
  await expect(page.getByText("Enter 0 or more (negative numbers are not allowed)")).toBeVisible();

  // A bookmarked or shared calculation opens with its result.
  await page.goto("/profit-calculator?price=10&cost=10&shipping=0&ads=5&platformFee=0&processingFee=0&monthlySales=10");
  await expect(page.getByTestId("break-even-units")).toHaveText("Never");
});

test("inventory: add, edit stock, record a sale, tiles, export", async ({ page }) => {
  test.setTimeout(120_000);
  await signUpByApi(page.request, "money");
  await page.goto("/inventory-tracker");
  await expect(page.getByText("No Inventory Items")).toBeVisible();
  await expectNoSeriousA11yViolations(page, "inventory (empty)");
  await screenshots(page, "money-inventory-empty", { top: true });

  await page.getByRole("button", { name: "Add Your First Product" }).click();
  await expect(page.getByRole("button", { name: "Cancel" })).toBeVisible();
  const submit = page.locator("form").getByRole("button", { name: "Add Product" });
  // Disabled until name and category are filled, as the specification asks (decision 870).
  await expect(submit).toBeDisabled();
  await page.getByLabel(/^Product Name/).fill("LED Desk Lamp");
  await page.getByLabel(/^SKU/).fill("LAMP-1");
  await page.getByLabel(/^Category/).selectOption("home");
  await page.getByLabel(/^Quantity/).fill("12");
  await page.getByLabel(/^Cost Price/).fill("-1");
  await page.getByLabel(/^Sell Price/).fill("24.99");
  await submit.click();
  await expect(page.getByText("Cost price must be an amount of 0 or more with at most two decimals")).toBeVisible();
  await page.getByLabel(/^Cost Price/).fill("8.50");
  await submit.click();
  await expectToast(page, "Item Added!", "Product has been added to your inventory.");
  await expect(page.getByRole("button", { name: "Add Product" })).toBeVisible(); // form closed
  await expect(page.getByTestId("tile-items")).toHaveText("12");
  await expect(page.getByTestId("tile-value")).toHaveText("$299.88");
  await expect(page.getByTestId("tile-low")).toHaveText("0");
  await expect(page.getByRole("table").getByText("Active", { exact: true })).toBeVisible();
  await expect(page.getByRole("cell", { name: "66.0%" })).toBeVisible();

  await page.getByRole("button", { name: "Edit stock of LED Desk Lamp" }).click();
  await expect(page.getByRole("dialog", { name: "Update Stock" })).toBeVisible();
  await page.getByLabel("New quantity").fill("8");
  await page.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Stock Updated!", "Inventory quantity has been updated.");
  await expect(page.getByTestId("stock")).toHaveText("8");
  await expect(page.getByText("Low Stock", { exact: true }).last()).toBeVisible();
  await expect(page.getByTestId("tile-low")).toHaveText("1");

  await page.getByRole("button", { name: "Record sale of LED Desk Lamp" }).click();
  const dialog = page.getByRole("dialog", { name: "Record Sale" });
  await expect(dialog.getByLabel(/^Sale Price/)).toHaveValue("24.99");
  await dialog.getByLabel(/^Quantity/).fill("9");
  await dialog.getByRole("button", { name: "Record Sale" }).click();
  await expect(dialog.getByText('Only 8 of "LED Desk Lamp" in stock: you cannot sell 9.')).toBeVisible();
  await dialog.getByLabel(/^Quantity/).fill("3");
  await dialog.getByLabel("Platform").selectOption("Shopify");
  await dialog.getByLabel("Customer Location").fill("Austin, TX");
  await expectNoSeriousA11yViolations(page, "inventory (sale dialog)");
  await dialog.getByRole("button", { name: "Record Sale" }).click();
  await expectToast(page, "Sale Recorded!");
  await expect(page.getByTestId("stock")).toHaveText("5");
  await expect(page.getByTestId("tile-items")).toHaveText("5");
  await expect(page.getByTestId("sales-list")).toContainText("3 × LED Desk Lamp");
  await expect(page.getByTestId("sales-list")).toContainText("+$49.47 profit");
  await expectNoSeriousA11yViolations(page, "inventory (with items)");
  await closeToasts(page);
  await expect(notifications(page).getByText("Sale Recorded!")).toBeHidden();
  await screenshots(page, "money-inventory-items", { top: true });

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const file = await (await download).path();
  const csv = fs.readFileSync(file!, "utf8");
  expect(csv).toContain("productName,sku,quantity,costPrice,sellPrice,supplier,category,notes,status");
  expect(csv).toContain("LED Desk Lamp,LAMP-1,5,8.50,24.99,,home,,low_stock");

  await page.getByRole("button", { name: "Delete LED Desk Lamp" }).click();
  await page.getByRole("dialog", { name: "Delete Product?" }).getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Item Deleted");
  await expect(page.getByText("No Inventory Items")).toBeVisible();
});

test("inventory import through the imports hub: a refused row says why, then a clean import fills the inventory", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpByApi(page.request, "money");
  await page.goto("/inventory-tracker");
  await expect(page.getByText("No Inventory Items")).toBeVisible();
  await page.getByRole("link", { name: /Import CSV/ }).click();
  await expect(page.getByTestId("inventory-import-note")).toBeVisible();
  const chooseFile = (name: string, text: string) =>
    page.getByLabel("Export file to import").setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(text) });
  const header = "productName,sku,quantity,costPrice,sellPrice,supplier,category,notes,status";

  await chooseFile(
    "bad.csv",
    [header, "Yoga Mat,MAT-1,30,6.00,19.99,,fitness,,", "Phone Case,CASE-1,-4,1.20,9.99,,electronics,,"].join("\n"),
  );
  const preview = page.getByTestId("import-preview");
  await expect(preview).toContainText(/Quantity/);

  await page.goto("/imports?for=inventory");
  await chooseFile("good.csv", `${header}\nYoga Mat,MAT-1,30,6.00,19.99,,fitness,,`);
  await page
    .getByTestId("import-preview")
    .getByRole("button", { name: /^Import 1 product$/ })
    .click();
  await expect(page.getByTestId("import-summary")).toContainText(/1 product added or updated/, { timeout: 30_000 });
  await page.goto("/inventory-tracker");
  await expect(page.getByTestId("tile-items")).toHaveText("30");
});

test("suppliers: filter to nothing, Clear Filters, save a favourite", async ({ page }) => {
  test.setTimeout(120_000); // 53 cards: full-page screenshots and axe scans take a while on a shared machine
  await signUpByApi(page.request, "money");
  await page.goto("/supplier-database");
  await expect(page.getByRole("heading", { name: "CJdropshipping" })).toBeVisible();
  await expect(page.getByText(/Catalogue last reviewed/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, "suppliers");
  await screenshots(page, "money-suppliers", { top: true });

  await page.getByLabel("Platform").selectOption("aliexpress");
  await page.getByLabel("Minimum Rating").selectOption("5");
  await expect(page.getByText("No Suppliers Found")).toBeVisible();
  await expectNoSeriousA11yViolations(page, "suppliers (none found)");
  await page.getByRole("button", { name: "Clear Filters" }).click();
  await expect(page.getByLabel("Minimum Rating")).toHaveValue("3");
  await expect(page.getByRole("heading", { name: "AliExpress" })).toBeVisible();

  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Spocket" }) });
  await expect(card.getByRole("link", { name: /Contact Supplier/ })).toHaveAttribute("href", "https://www.spocket.co");
  await expect(card.getByRole("link", { name: /Contact Supplier/ })).toHaveAttribute("target", "_blank");
  await card.getByRole("button", { name: "Save to Favorites" }).click();
  await expectToast(page, "Saved to Favorites");
  await expect(card.getByRole("button", { name: "Saved to Favorites" })).toBeVisible();
  await page.getByRole("button", { name: "Favorites", exact: true }).click();
  await expect(page.getByRole("heading", { level: 2 }).filter({ hasNotText: "How we rate" })).toHaveText(["Spocket"]);
});
