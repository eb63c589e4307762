/**
 * Your real numbers, in a real browser against the built app: import the sample files, drop a sales sheet of
 * our own whose columns are mapped by hand, read the profit and loss (waterfall, tabs, the product that lacks a
 * cost named in a warning), set that cost in the inventory tracker and see the warning go; undo an import.
 * Axe scans and screenshots at 1280 and 390 px of both screens.
 */
import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations, expectToast, screenshots, signUpByApi } from "./support/foundation-helpers";

/** The sample shop's orders run from December 2025 to February 2026. */
const PERIOD = "/profit-and-loss?period=custom&from=2025-12-01&to=2026-02-28";

/** A market stall's sheet in no platform's format: one order of a soap the inventory does not know. */
const STALL_CSV = ["Day,Ticket,Item,Item SKU,Qty,Each", "2026-02-15,M-1,Oat Milk Soap,SOAP-OAT,3,6.00", ""].join("\n");

async function importSamples(page: Page) {
  await page.goto("/imports");
  await expect(page.getByRole("heading", { name: "Import Orders", level: 1 })).toBeVisible();
  await expect(page.getByText("No imports yet.")).toBeVisible();
  await expectNoSeriousA11yViolations(page, "imports (empty)");
  // A preview first (nothing stored), then one import marked as samples (imports-samples.spec.ts).
  await page.getByRole("button", { name: "Try it with sample files" }).click();
  await page
    .getByTestId("sample-preview")
    .getByRole("button", { name: /^Import the samples/ })
    .click();
  await expect(page.getByText("Sample data is in your account.")).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId("import-history").getByText("Done", { exact: true })).toHaveCount(1);
  await page.getByRole("button", { name: "Import another file" }).click();
}

test("import the samples and a mapped sheet, read the P&L, set a missing cost, see the warning go", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpByApi(page.request, "pnl");
  await importSamples(page);

  // A file in no known format: its columns are mapped by hand, previewed, then imported.
  await page.getByLabel("Export file to import").setInputFiles({
    name: "market-stall.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(STALL_CSV),
  });
  const mapping = page.getByRole("form", { name: "Which column is which?" });
  await expect(mapping).toBeVisible();
  await expect(page.getByRole("alert").first()).toContainText("Day, Ticket, Item, Item SKU, Qty, Each");
  await mapping.getByLabel(/^Order date/).selectOption("Day");
  await mapping.getByLabel(/^Order ID/).selectOption("Ticket");
  await mapping.getByLabel(/^Product/).selectOption("Item");
  await mapping.getByLabel(/^Quantity/).selectOption("Qty");
  await mapping.getByLabel(/^Unit price/).selectOption("Each");
  await mapping.getByLabel(/^SKU/).selectOption("Item SKU");
  await expectNoSeriousA11yViolations(page, "imports (mapping)");
  await screenshots(page, "pnl-imports-mapping");
  await mapping.getByRole("button", { name: "Preview with these columns" }).click();
  const preview = page.getByTestId("import-preview");
  await expect(preview.getByTestId("preview-orders")).toHaveText("1");
  await expect(preview.getByTestId("preview-totals")).toContainText("$18.00");
  await expect(preview.getByText("Every row can be imported.")).toBeVisible();
  await expectNoSeriousA11yViolations(page, "imports (preview)");
  await screenshots(page, "pnl-imports-preview");
  await preview.getByRole("button", { name: "Import 1 order" }).click();
  await expect(page.getByTestId("import-summary")).toContainText("1 order added", { timeout: 30_000 });
  await screenshots(page, "pnl-imports-history");

  // The profit and loss of the three months.
  await page.goto(PERIOD);
  await expect(page.getByRole("heading", { name: "Profit and Loss", level: 1 })).toBeVisible();
  await expect(page.getByTestId("pnl-period")).toHaveText("Custom: 2025-12-01 to 2026-02-28, in USD");
  const table = page.getByTestId("pnl-table");
  await expect(table.locator("tbody").getByRole("rowheader")).toHaveText([
    "December 2025",
    "January 2026",
    "February 2026",
  ]);
  await expect(page.getByRole("img", { name: /^From gross sales to net profit: Gross sales \$/ })).toBeVisible();
  const missingCost = page.getByTestId("warning-missing_cost");
  await expect(missingCost).toBeVisible();
  await expectNoSeriousA11yViolations(page, "profit and loss");
  await screenshots(page, "pnl-by-month");

  await page.getByRole("tab", { name: "By channel" }).click();
  await expect(page).toHaveURL(/view=source/);
  for (const channel of ["Shopify", "Etsy", "Amazon", "Stripe", "CSV import"])
    await expect(table.locator("tbody").getByRole("rowheader", { name: channel })).toBeVisible();
  await page.getByRole("tab", { name: "By product" }).click();
  await expect(table.locator("tbody").getByRole("rowheader").filter({ hasText: "Oat Milk Soap" })).toBeVisible();

  // The soap's cost is unknown: set it where costs are set, and the warning goes.
  await missingCost.getByRole("link", { name: "Set product costs in the Inventory Tracker" }).click();
  await expect(page).toHaveURL(/\/inventory-tracker$/);
  await page.getByRole("button", { name: "Add Product" }).click();
  await page.getByLabel(/^Product Name/).fill("Oat Milk Soap");
  await page.getByLabel(/^SKU/).fill("SOAP-OAT");
  // The add form's field, not the list's category filter beside it.
  await page.getByLabel("Category*", { exact: true }).selectOption("beauty");
  await page.getByLabel(/^Quantity/).fill("20");
  await page.getByLabel(/^Cost Price/).fill("2.25");
  await page.getByLabel(/^Sell Price/).fill("6.00");
  await page.locator("form").getByRole("button", { name: "Add Product" }).click();
  await expectToast(page, "Item Added!");

  await page.goto(PERIOD);
  await expect(page.getByTestId("pnl-table")).toBeVisible();
  await expect(page.getByTestId("warning-missing_cost")).toHaveCount(0);

  // Expenses: ad spend lowers the net profit.
  await page.getByLabel("Amount").fill("25");
  await page.getByLabel("Date").fill("2026-01-10");
  await page.getByLabel("Note").fill("Instagram boost");
  await page.getByRole("button", { name: "Add expense" }).click();
  await expectToast(page, "Expense added");
  await expect(page.getByRole("list", { name: "Expenses in this period" })).toContainText("Instagram boost");
  await screenshots(page, "pnl-complete");

  // Undo the sheet's import: its order leaves the figures.
  await page.goto("/imports");
  const stall = page.getByTestId("import-history").locator("li", { hasText: "market-stall.csv" });
  await stall.getByRole("button", { name: /^Undo/ }).click();
  await page.getByRole("dialog", { name: "Undo this import?" }).getByRole("button", { name: "Undo import" }).click();
  await expectToast(page, "Import undone");
  await expect(page.getByTestId("import-history").getByText("market-stall.csv")).toHaveCount(0);
  await page.goto(`${PERIOD}&view=product`);
  await expect(page.getByTestId("pnl-table")).toBeVisible();
  await expect(page.getByTestId("pnl-table").getByText("Oat Milk Soap")).toHaveCount(0);
});
