/**
 * A statement read before its orders, in a real browser (docs/decisions/1050-statement-costs-beside-orders.md): the
 * preview names its fees and expenses and says how many wait for their orders, the import's summary says what it
 * added, and an ads report the same. Axe scans and screenshots at 1280 and 390 px.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, screenshots, signUpByApi } from "./support/foundation-helpers";

const sample = (name: string) => fs.readFileSync(path.resolve("server/modules/imports/samples", name));

test("an Etsy statement before its orders, then a Google Ads report", async ({ page }) => {
  test.setTimeout(180_000);
  await signUpByApi(page.request, "statements");
  await page.goto("/imports");

  await page.getByLabel("Export file to import").setInputFiles({
    name: "etsy-statement-january.csv",
    mimeType: "text/csv",
    buffer: sample("etsy-statement-january.csv"),
  });
  const preview = page.getByTestId("import-preview");
  await expect(preview).toContainText("Etsy monthly statement");
  await expect(preview.getByTestId("preview-costs-waiting")).toContainText(
    "9 fees and refunds are for orders not imported yet",
  );
  await expectNoSeriousA11yViolations(page, "imports (statement preview)");
  await screenshots(page, "imports-statement-preview");
  await preview.getByRole("button", { name: "Import 9 order fees and refunds and 6 expenses" }).click();
  await expect(page.getByTestId("import-summary")).toContainText("9 order fees and refunds added, 6 expenses added", {
    timeout: 30_000,
  });
  await screenshots(page, "imports-statement-done");

  await page.getByRole("button", { name: "Import another file" }).click();
  await page.getByLabel("Export file to import").setInputFiles({
    name: "google-ads-campaign-report.csv",
    mimeType: "text/csv",
    buffer: sample("google-ads-campaign-report.csv"),
  });
  await expect(preview).toContainText("Google Ads campaign report (by day)");
  await preview.getByRole("button", { name: "Import 3 expenses" }).click();
  await expect(page.getByTestId("import-summary")).toContainText("3 expenses added", { timeout: 30_000 });
  await expectNoSeriousA11yViolations(page, "imports (statement and ads imported)");
  await screenshots(page, "imports-statement-history");
});
