/**
 * The business profile end to end (docs/guide/business-profile.md): asked right after the plan, skipped, finished
 * later in Settings; a generator form then opens filled from it, says so, and its answer lists what it used;
 * a change for one run leaves the profile as it is. Screenshots at 1280 and 390 px.
 */
import { expect, test } from "@playwright/test";
import {
  expectNoSeriousA11yViolations,
  expectToast,
  newAccount,
  screenshots,
  signUpThroughForm,
} from "./support/foundation-helpers";

test("the profile step after the plan, skipped, then finished in Settings and used by a tool", async ({ page }) => {
  test.setTimeout(120_000);
  const account = newAccount("profile");
  await page.goto("/");
  await signUpThroughForm(page, account);
  await page.getByRole("radio", { name: /^Free\b/ }).check();
  await page.getByRole("button", { name: "Start Building Now" }).click();

  // The step after the plan: optional, every field empty.
  await expect(page.getByRole("heading", { name: "Your business", level: 1 })).toBeVisible();
  await expect(page.getByLabel("What do you make or sell?")).toHaveValue("");
  await expectNoSeriousA11yViolations(page, "profile step");
  await screenshots(page, "business-profile-step");
  await page.getByRole("button", { name: "Skip for now" }).click();
  await expectToast(page, "Skipped for now");
  await expect(page.getByRole("heading", { name: "AI-Powered Business Generation Revolution" })).toBeVisible();

  // Nothing was saved: a tool offers to add the profile.
  await page.goto("/side-hustle-generator");
  await expect(page.getByTestId("profile-note")).toContainText("Add your business profile");

  // Finished later in Settings → Business.
  await page.goto("/settings/business");
  await expect(page.getByRole("heading", { name: "Your business", level: 2 })).toBeVisible();
  await page.getByLabel("What do you make or sell?").fill("candles");
  await page.getByLabel("Etsy").check();
  await page.getByLabel("Country").selectOption("US");
  await page.getByLabel("State, county or region").fill("Ohio");
  await expect(page.getByText("USD from your country")).toBeVisible();
  await page.getByLabel("Budget to start").fill("£400");
  await page.getByLabel("Currency").selectOption("USD");
  await page.getByLabel("Hours a week you can give it").fill("8");
  await page.getByRole("button", { name: "Save business profile" }).click();
  // A budget in pounds with dollars chosen is refused beside the budget.
  await expect(page.getByText("Budget is in GBP but your currency is USD")).toBeVisible();
  await page.getByLabel("Budget to start").fill("$300");
  await page.getByLabel("Your skills").fill("candle making");
  await page.getByLabel("Your skills").press("Enter");
  await page.getByLabel("Your age").selectOption("16-17");
  await page.getByLabel("Where are you now?").selectOption("first-sales");
  await page.getByRole("button", { name: "Save business profile" }).click();
  await expectToast(page, "Profile saved");
  await page.reload();
  await expect(page.getByLabel("What do you make or sell?")).toHaveValue("candles");
  await expect(page.getByLabel("Budget to start")).toHaveValue("300");
  await expectNoSeriousA11yViolations(page, "settings business");
  await screenshots(page, "business-profile-settings");

  // A generator opens filled from it and says so.
  await page.goto("/side-hustle-generator");
  await expect(page.getByTestId("profile-note")).toContainText("$300");
  await expect(page.getByLabel("Startup budget")).toHaveValue("200-500");
  await expect(page.getByLabel("Time per week")).toHaveValue("5-10");
  // Changed for this run only: the answer does not claim the profile's hours.
  await page.getByLabel("Time per week").selectOption("10-20");
  await page
    .getByRole("button", { name: /Generate/ })
    .first()
    .click();
  const basedOn = page.getByTestId("based-on");
  // Side hustles read what the profile sells too (decision 1478): it is named first.
  await expect(basedOn).toContainText("Based on: candles, $300, candle making");
  await expect(basedOn).not.toContainText("8 h a week");
  await screenshots(page, "business-profile-generator");
  const saved = await page.request.get("/api/business-profile");
  expect(((await saved.json()) as { profile: { hoursPerWeek: number } }).profile.hoursPerWeek).toBe(8);
});
