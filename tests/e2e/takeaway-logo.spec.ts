/**
 * The logo maker (docs/decisions/960): make logos, see each on light and dark grounds and as an app icon, download one
 * as SVG and PNG, reopen it from the history; screenshots at 1280 and 390 px and an axe scan.
 */
import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, screenshots, signUpByApi } from "./support/foundation-helpers";

test("makes logos and downloads one as SVG and PNG", async ({ page }) => {
  await signUpByApi(page.request, "logo");
  await page.goto("/logo-maker?businessName=Wick%20%26%20Willow&industry=Candles");
  await expect(page.getByLabel(/^Business name/)).toHaveValue("Wick & Willow");
  await expect(page.getByLabel(/^Industry/)).toHaveValue("Candles");
  await page.getByLabel(/^Style/).selectOption("elegant");
  await page.getByLabel(/^Colours/).fill("green and gold");
  await page.getByRole("button", { name: "Create Logos" }).click();

  const concepts = page.getByTestId("logo-concept");
  await expect(concepts).toHaveCount(3);
  const first = concepts.first();
  for (const alt of [/on a light background/, /on a dark background/, /app icon/]) {
    const img = first.getByRole("img", { name: alt });
    await expect(img).toBeVisible();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(512);
  }

  const svgDownload = page.waitForEvent("download");
  await first.getByRole("link", { name: /^SVG/ }).click();
  const svg = await svgDownload;
  expect(svg.suggestedFilename()).toBe("wick-willow-logo-1.svg");
  const svgText = fs.readFileSync((await svg.path())!, "utf8");
  expect(svgText).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  expect(svgText).not.toMatch(/<script|<text/);

  const pngDownload = page.waitForEvent("download");
  await first.getByRole("link", { name: /^PNG 1024/ }).click();
  const png = await pngDownload;
  expect(png.suggestedFilename()).toBe("wick-willow-logo-1-1024.png");
  const bytes = fs.readFileSync((await png.path())!);
  expect(bytes.readUInt32BE(16)).toBe(1024);

  await expectNoSeriousA11yViolations(page, "logo maker (concepts)");
  await screenshots(page, "takeaway-logo-maker");

  // The one free logo generation is used: the history still reopens it.
  await page.reload();
  await page
    .getByRole("button", { name: /Wick & Willow/ })
    .first()
    .click();
  await expect(page.getByTestId("logo-concept")).toHaveCount(3);
});
