/**
 * A candle maker in Leeds (a profile in pounds) reads the discovery tools' catalogue dollars with pounds beside them
 * (docs/decisions/1492-catalogue-dollars-read-in-the-persons-currency.md): niche discovery, business ideas and an
 * idea's page, and side hustles show "US$… (~£…)" with the note that says how, and the idea's sourced market size
 * stays as its source gives it. Screenshots at 1280 and 390 px (never wider than the window) and axe on each.
 */
import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations, screenshots, signUpByApi } from "./support/foundation-helpers";

const note = (page: Page) => page.getByTestId("local-amounts-note").first();

test.beforeEach(async ({ page }) => {
  await signUpByApi(page.request, "pounds");
  const saved = await page.request.put("/api/business-profile", {
    data: { sells: "soy candles", channels: ["etsy"], country: "GB", budget: "£300", skills: ["candle making"] },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
});

test("niche discovery and business ideas show their dollars with pounds beside them, and say so once", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto("/niche-discovery");
  await page.getByLabel("Industry/Category").selectOption({ label: "E-commerce & Retail" });
  await page.getByLabel("Target Market").selectOption({ label: "Gen Z (18-26)" });
  await page.getByRole("button", { name: "Discover My Niches" }).click();
  const card = page.getByTestId("niche-idea-card").first();
  await expect(card).toBeVisible();
  await expect(card).toContainText(/US\$\d[\d,]* - \$\d[\d,]* \(~£\d[\d,]* - £\d[\d,]*\)/);
  await expect(note(page)).toContainText("The GBP figure beside each (~) is a rough guide");
  await screenshots(page, "local-amounts-niche-discovery");
  await expectNoSeriousA11yViolations(page, "niche discovery in pounds");

  await page.goto("/business-ideas");
  // The budget and skills come filled from the profile (£300 is in the $0 - $500 band).
  await expect(page.getByLabel("Budget Range")).toHaveValue("0-500");
  await page.getByLabel("Industry").selectOption({ label: "E-commerce" });
  await page.getByLabel("Target Market").selectOption({ label: "Gen Z (18-26)" });
  await page.getByRole("button", { name: "Generate 3 Business Ideas" }).click();
  const ideas = page.getByTestId("business-idea-card");
  await expect(ideas).toHaveCount(3);
  await expect(ideas.first()).toContainText(/US\$\d[\d,]*-\d[\d,]*K? \(~£\d/);
  await expect(note(page)).toBeVisible();
  await screenshots(page, "local-amounts-business-ideas");

  await ideas.first().getByRole("link", { name: "View Full Analysis" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(note(page)).toBeVisible();
  // The market size is the source's figure: no pounds beside it.
  const size = page.getByText(/^\$[\d.]+[BT] \(/).first();
  await expect(size).toBeVisible();
  await expect(size).not.toContainText("~£");
  await screenshots(page, "local-amounts-idea-page");
  await expectNoSeriousA11yViolations(page, "an idea's page in pounds");
});

test("side hustles show their start costs and earnings with pounds beside them; the details dialog too", async ({
  page,
}) => {
  await page.goto("/side-hustle-generator");
  await page.getByLabel(/^Startup budget/).selectOption({ label: "$200 - $500" });
  await page.getByLabel(/^Time per week/).selectOption({ label: "5-10 hours/week" });
  await page.getByRole("button", { name: "Generate Hustle Ideas" }).click();
  const first = page.getByTestId("hustle-idea-card").first();
  await expect(first).toBeVisible();
  await expect(first).toContainText(/US\$\d[\d,]* - \$\d[\d,]* \(~£\d/);
  await expect(note(page)).toBeVisible();
  await screenshots(page, "local-amounts-side-hustles");
  await first.getByRole("button", { name: /View Details/ }).click();
  const dialog = page.getByTestId("hustle-idea-dialog");
  await expect(dialog).toContainText(/\(~£\d/);
  await expectNoSeriousA11yViolations(page, "side hustle details in pounds");
});
