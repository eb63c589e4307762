/**
 * Profit after ads from files, in a real browser against the built app (docs/decisions/1061-what-the-pnl-cannot-see.md,
 * docs/decisions/1062-profit-after-ads-metrics.md): the Etsy sold-items export (the three orders of the sample
 * January statement) alone leaves the P&L warning that
 * Etsy's postage and fees are not in it and shows no MER (no ad spend); the Etsy statement and the Meta and Google
 * ad reports imported on the imports screen make the warning disappear and MER appear against its break-even. Axe
 * scans and screenshots at 1280 and 390 px.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations, screenshots, signUpByApi } from "./support/foundation-helpers";

const sample = (name: string) => fs.readFileSync(path.resolve("server/modules/imports/samples", name));
const JANUARY = "/profit-and-loss?period=custom&from=2026-01-01&to=2026-01-31";

/** The sample sold-items export cut to the three orders the sample January statement covers. */
function soldItemsOfTheStatement(): Buffer {
  const [header, ...rows] = sample("etsy-sold-order-items.csv").toString().split("\n");
  const kept = rows.filter((r) => /,330124550[123],/.test(r));
  return Buffer.from([header, ...kept, ""].join("\n"));
}

/** Imports one file on the imports screen: the preview, its import button, the summary. */
async function importSample(page: Page, name: string, button: RegExp, summary: RegExp, buffer: Buffer = sample(name)) {
  await page.goto("/imports");
  await page.getByLabel("Export file to import").setInputFiles({ name, mimeType: "text/csv", buffer });
  const preview = page.getByTestId("import-preview");
  await preview.getByRole("button", { name: button }).click();
  await expect(page.getByTestId("import-summary")).toContainText(summary, { timeout: 30_000 });
}

test("a statement and ad reports make the Etsy warning disappear and MER appear", async ({ page }) => {
  test.setTimeout(180_000);
  await signUpByApi(page.request, "mer-files");

  await importSample(
    page,
    "etsy-sold-order-items.csv",
    /^Import 3 orders$/,
    /3 orders added/,
    soldItemsOfTheStatement(),
  );
  await page.goto(JANUARY);
  await expect(page.getByRole("heading", { name: "Profit and Loss", level: 1 })).toBeVisible();
  const gap = page.getByTestId("warning-channel_gap-etsy");
  await expect(gap).toContainText("Etsy postage is not in the sold-items export: import your Etsy statement");
  const card = page.getByTestId("profit-after-ads");
  await expect(card.getByTestId("mer")).not.toHaveText(/\d\.\d\d×/);
  await expectNoSeriousA11yViolations(page, "P&L before the statement");
  await screenshots(page, "mer-files-before");

  await importSample(page, "etsy-statement-january.csv", /^Import .*fees and refunds/, /fees and refunds added/);
  await importSample(page, "meta-ads-by-day.csv", /^Import \d+ expenses?$/, /expenses? added/);
  await importSample(page, "google-ads-campaign-report.csv", /^Import \d+ expenses?$/, /expenses? added/);

  await page.goto(JANUARY);
  await expect(page.getByRole("heading", { name: "Profit and Loss", level: 1 })).toBeVisible();
  await expect(card.getByTestId("mer")).toHaveText(/^\d+\.\d\d×$/);
  await expect(card.getByTestId("break-even-mer")).toHaveText(/^\d+\.\d\d×$/);
  await expect(card.getByTestId("ad-spend")).not.toHaveText("$0.00");
  await expect(gap).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, "P&L after the statement and ads");
  await screenshots(page, "mer-files-after");
});

test("a statement in another currency waits for its rate, said on the P&L, and is counted once the rate is saved", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpByApi(page.request, "statement-gbp");
  await importSample(
    page,
    "etsy-sold-order-items.csv",
    /^Import 3 orders$/,
    /3 orders added/,
    soldItemsOfTheStatement(),
  );
  const pounds = Buffer.from(sample("etsy-statement-january.csv").toString().replaceAll(",USD,", ",GBP,"));
  await importSample(page, "etsy-statement-gbp.csv", /^Import .*fees and refunds/, /fees and refunds added/, pounds);

  await page.goto(JANUARY);
  const waiting = page.getByTestId("warning-statement_currency");
  await expect(waiting).toContainText("GBP for orders in USD");
  await expect(waiting).toContainText("add the rate to USD of GBP 2026-01");
  await expect(waiting.getByRole("link", { name: "Add the missing rates" })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "P&L with a statement waiting for a rate");
  await screenshots(page, "statement-currency-waiting");

  await page.locator("#rate-currency").fill("GBP");
  await page.locator("#rate-month").fill("2026-01");
  await page.getByLabel("Rate (in USD)").fill("1.25");
  await page.getByRole("button", { name: "Save rate" }).click();
  await expect(waiting).toHaveCount(0);
  await screenshots(page, "statement-currency-counted");
});
