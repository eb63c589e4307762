/**
 * A business plan shows the assumptions its figures are computed from (docs/decisions/1410-plan-figures-from-assumptions.md)
 * as a labelled table beside the projections, the same values the API stored; screenshots at 1280 and 390 px.
 */
import path from "node:path";
import { expect, test } from "@playwright/test";
import { DESKTOP, expectToast, makePro, PHONE, screenshots, SHOOT, signUpByApi } from "./support/foundation-helpers";
import { toolPath } from "../../shared/tools/manifest";

test("a new plan lists its assumptions, and the figures follow from them", async ({ page, playwright, baseURL }) => {
  test.setTimeout(120_000);
  const user = await signUpByApi(page.request, "planfig");
  const made = await page.request.post("/api/generate-products", {
    data: { industry: "fitness-wellness", budget: "500-5000", targetMarket: "millennials", skills: "coaching" },
  });
  expect(made.ok()).toBe(true);
  const ideaId = ((await made.json()) as { products: { id: number }[] }).products[0].id;
  const admin = await playwright.request.newContext({ baseURL });
  await makePro(admin, user.id);
  await admin.dispose();

  await page.goto(toolPath("business-ideas", ideaId));
  const created = page.waitForResponse(
    (r) => r.url().endsWith("/api/business-plans") && r.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Generate Business Plan" }).click();
  const { plan } = (await (await created).json()) as {
    plan: { revenueProjections: { basis: Record<string, number>; yearly: { revenue: number }[] } };
  };
  await expectToast(page, "Business plan ready");
  const table = page.getByTestId("plan-assumptions");
  await expect(table).toBeVisible();
  const b = plan.revenueProjections.basis;
  const row = (label: string) => table.getByRole("row", { name: new RegExp(`^${label} `) });
  await expect(row("Gross margin")).toContainText(`${b.grossMarginPercent}%`);
  await expect(row("Startup costs")).toContainText(`$${b.startupTotal.toLocaleString("en-US")}`);
  await expect(row("Launch")).toContainText(`Week ${b.weeksToLaunch + 1} (month ${b.launchMonth})`);
  await expect(row("Launch-month sales")).toContainText(String(b.startingSalesPerMonth));
  await expect(page.getByTestId("business-plan")).toContainText(
    `$${plan.revenueProjections.yearly[2].revenue.toLocaleString("en-US")}`,
  );
  await table.scrollIntoViewIfNeeded();
  await screenshots(page, "business-plan-assumptions");
  if (!SHOOT) return;
  // The projections section alone at each width, legible where the full page is too tall to read.
  const section = page.locator("section", { has: table }).last();
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await section.screenshot({ path: path.resolve("screenshots", `business-plan-projections-${size.width}.png`) });
  }
});
