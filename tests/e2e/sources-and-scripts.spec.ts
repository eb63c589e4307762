/**
 * Sources under the figures and worked scripts, in a real browser on the offline engine
 * (docs/decisions/1481-sources-and-unknowns-in-answers.md, 1483-no-conversion-potential-and-worked-scripts.md): the
 * market page shows each figure's source and "Not known" where none exists; a candle maker's sales script is a worked
 * example with no conversion figure. Screenshots at 1280 and 390 px.
 */
import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, makePro, screenshots, signUpByApi } from "./support/foundation-helpers";

test.describe.configure({ timeout: 150_000 });

test("the market page shows where each figure comes from, and what is not known", async ({ page }) => {
  await signUpByApi(page.request, "sources");
  await page.goto("/market-research");
  await page.getByLabel(/^Industry/).selectOption({ label: "Gaming & Entertainment" });
  await page.getByLabel("Target market").fill("college students");
  await page.getByRole("button", { name: "Generate Analysis" }).click();
  await expect(page.getByRole("heading", { name: "Gaming & Entertainment · Global" })).toBeVisible();
  const sources = page.getByTestId("figure-sources").first();
  await expect(sources).toContainText("Source: Newzoo, Global Games Market Report 2024");
  await expect(sources.getByRole("link")).toHaveAttribute("href", /^https:\/\/www\.gamesindustry\.biz\//);
  await expectNoSeriousA11yViolations(page, "market sources");
  await screenshots(page, "sources-market-games");
  await page.getByRole("tab", { name: "Competitors" }).click();
  await expect(page.getByRole("tabpanel")).toContainText("Not known");
  await screenshots(page, "sources-market-games-competitors");

  // No source in the data pack gives the digital marketing market's size.
  await page.getByLabel(/^Industry/).selectOption({ label: "Digital Marketing" });
  await page.getByRole("button", { name: "Generate Analysis" }).click();
  await expect(page.getByRole("heading", { name: "Digital Marketing · Global" })).toBeVisible();
  await expect(page.getByText("Not known", { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/No published size of the digital marketing market/)).toBeVisible();
  await screenshots(page, "sources-market-unknown");
});

test("a candle maker's sales script is a worked example with no conversion figure", async ({
  page,
  playwright,
  baseURL,
}) => {
  const { id } = await signUpByApi(page.request, "worked");
  const admin = await playwright.request.newContext({ baseURL });
  await makePro(admin, id);
  await admin.dispose();
  await page.goto("/sales-script-generator");
  await page.getByLabel(/^Script type/).selectOption("email");
  await page.getByLabel(/^Product or service/).fill("Wick & Wander soy candles");
  await page.getByLabel("Target audience").fill("gift shop owners");
  await page.getByRole("button", { name: "Generate Script" }).click();
  const script = page.getByTestId("script-result");
  await expect(script.getByTestId("full-script")).toContainText("hand-pour small batches of soy candles");
  await expect(script.getByTestId("full-script")).toContainText("Candles are everywhere");
  await expect(script).not.toContainText(/conversion/i);
  await expectNoSeriousA11yViolations(page, "worked sales script");
  await screenshots(page, "worked-sales-script");
});
