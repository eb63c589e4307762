/**
 * 'Try it with sample files' in a real browser: a preview first that stores nothing, one
 * import once confirmed, the samples marked as samples on the imports, the inventory and the profit and loss, and
 * one button that removes them all. Axe scans and screenshots at 1280 and 390 px.
 */
import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, expectToast, screenshots, signUpByApi } from "./support/foundation-helpers";

test("the sample files: previewed, imported as samples, shown as samples, removed in one action", async ({ page }) => {
  test.setTimeout(180_000);
  await signUpByApi(page.request, "samples");
  await page.goto("/imports");
  await expect(page.getByText("No imports yet.")).toBeVisible();

  await page.getByRole("button", { name: "Try it with sample files" }).click();
  const preview = page.getByTestId("sample-preview");
  await expect(preview.getByRole("list", { name: "Sample files" }).getByRole("listitem")).toHaveCount(11);
  await expect(preview).toContainText("Nothing is stored yet.");
  await expect(preview.getByTestId("sample-preview-total")).toHaveText("In all: 85 orders and 8 products.");
  // Nothing is stored by the preview.
  const before = (await (await page.request.get("/api/imports")).json()) as { imports: unknown[] };
  expect(before.imports).toHaveLength(0);
  await expectNoSeriousA11yViolations(page, "imports (sample preview)");
  await screenshots(page, "imports-samples-preview");

  await preview.getByRole("button", { name: /^Import the samples/ }).click();
  await expect(page.getByText("Sample data is in your account.")).toBeVisible({ timeout: 60_000 });
  const history = page.getByTestId("import-history");
  await expect(history.getByRole("listitem")).toHaveCount(1);
  await expect(history.getByText("Sample data", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Try it with sample files" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, "imports (samples imported)");
  await screenshots(page, "imports-samples-imported");

  // The inventory's sample items say so.
  await page.goto("/inventory-tracker");
  await expect(page.getByText("Sample", { exact: true }).first()).toBeVisible({ timeout: 30_000 });
  await screenshots(page, "imports-samples-inventory");

  // The profit and loss says its figures include the samples.
  await page.goto("/profit-and-loss?period=custom&from=2025-12-01&to=2026-02-28");
  const warning = page.getByTestId("warning-sample_data");
  await expect(warning).toContainText("from the sample files, not your own sales");
  await screenshots(page, "imports-samples-pnl");
  await warning.getByRole("link", { name: "Remove the sample data on Imports" }).click();
  await expect(page).toHaveURL(/\/imports$/);

  // One action removes them all.
  await page.getByTestId("sample-banner").getByRole("button", { name: "Remove sample data" }).click();
  await page
    .getByRole("dialog", { name: "Remove the sample data?" })
    .getByRole("button", { name: "Remove sample data" })
    .click();
  await expectToast(page, "Sample data removed");
  await expect(page.getByText("No imports yet.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Try it with sample files" })).toBeVisible();
  const after = (await (await page.request.get("/api/inventory")).json()) as { items: unknown[] };
  expect(after.items).toHaveLength(0);
});
