/**
 * Market Intelligence and Quick Validation in a real browser against the built app (offline engine):
 * the pending states, every tab of an analysis showing the response's own figures, the validation scores
 * with their colour bands, Share Results, Build Business Plan, the runs-used-up prompt, and screenshots.
 */
import { expect, test, type Page } from "@playwright/test";
import { scoreBand } from "../../shared/contracts/quick-validation";
import { expectNoSeriousA11yViolations, expectToast, screenshots, signUpByApi } from "./support/foundation-helpers";

/** Holds requests to `url` until released, so the pending state can be looked at (the response is the server's own). */
async function holdRequests(page: Page, url: string) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await gate;
    await route.continue();
  });
  // Once released, this and every later request pass straight through.
  return release;
}

test("runs a market analysis and walks the five tabs", async ({ page }) => {
  await signUpByApi(page.request, "discover");
  await page.goto("/market-research");
  await expect(page.getByRole("heading", { name: "Market Intelligence", level: 1 })).toBeVisible();
  await expect(page.getByText("Your market analysis appears here")).toBeVisible();
  const generate = page.getByRole("button", { name: "Generate Analysis" });
  await expect(generate).toBeDisabled();
  await expectNoSeriousA11yViolations(page, "market research (empty)");
  await screenshots(page, "discovery-market-before");

  await page.getByLabel(/^Industry/).selectOption({ label: "Gaming & Entertainment" });
  await page.getByLabel("Region").selectOption({ label: "Emerging Markets" });
  await page.getByLabel("Target market").fill("Gen Z students");
  await expect(generate).toBeEnabled();

  const release = await holdRequests(page, "**/api/market-analysis");
  const responsePromise = page.waitForResponse(
    (r) => r.url().endsWith("/api/market-analysis") && r.request().method() === "POST",
  );
  await generate.click();
  await expect(page.getByRole("button", { name: "Analyzing..." })).toBeDisabled();
  await expect(page.getByTestId("market-skeleton").locator(":scope > *")).toHaveCount(3);
  release();
  const { analysis } = await (await responsePromise).json();

  await expect(page.getByRole("heading", { name: "Gaming & Entertainment · Emerging Markets" })).toBeVisible();
  await expect(page.getByTestId("engine-note")).toContainText("offline engine");
  // The size's source sits under it (docs/decisions/1481-sources-and-unknowns-in-answers.md).
  await expect(page.getByTestId("figure-sources").first()).toContainText("Source: Newzoo");
  await expect(page.getByText(analysis.marketSize.global, { exact: true })).toBeVisible();
  await expect(page.getByText(`${analysis.opportunityScore}/100`, { exact: true })).toBeVisible();

  const tabs = ["Overview", "Competitors", "Trends", "Opportunities", "Forecast"];
  await expect(page.getByRole("tab")).toHaveText(tabs);
  // Overview: the insights and the reasons behind the score
  await expect(page.getByText(analysis.aiInsights)).toBeVisible();
  await expect(
    page.getByRole("heading", { name: `Why the opportunity score is ${analysis.opportunityScore}` }),
  ).toBeVisible();
  for (const region of analysis.regions)
    await expect(page.getByRole("tabpanel").getByText(region.name, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "market research (overview)");
  await screenshots(page, "discovery-market-after");

  await page.getByRole("tab", { name: "Competitors" }).click();
  for (const c of analysis.competitors)
    await expect(page.getByRole("heading", { name: c.name, exact: true })).toBeVisible();
  // No source gives the players' shares: no share chart, and the page says so.
  await expect(page.getByRole("img", { name: /^Market shares:/ })).toHaveCount(0);
  await expect(page.getByRole("tabpanel")).toContainText("Not known");
  await screenshots(page, "discovery-market-competitors");

  await page.getByRole("tab", { name: "Trends" }).click();
  for (const t of analysis.trends)
    await expect(page.getByRole("heading", { name: t.trend, exact: true })).toBeVisible();
  await expect(page.getByRole("img", { name: /^Trend adoption:/ })).toHaveCount(0);
  await screenshots(page, "discovery-market-trends");

  await page.getByRole("tab", { name: "Opportunities" }).click();
  for (const o of analysis.opportunities)
    await expect(page.getByRole("heading", { name: o.title, exact: true })).toBeVisible();

  await page.getByRole("tab", { name: "Forecast" }).click();
  await expect(page.getByRole("img", { name: /^Market size grows from/ })).toBeVisible();
  for (const f of analysis.forecast) await expect(page.getByRole("rowheader", { name: String(f.year) })).toBeVisible();
  await screenshots(page, "discovery-market-forecast");

  // The analysis is in the recent list, and reopening it shows it again.
  await page.reload();
  await page.getByRole("button", { name: /Gaming & Entertainment · Emerging Markets/ }).click();
  await expect(page.getByRole("heading", { name: "Gaming & Entertainment · Emerging Markets" })).toBeVisible();
  await expect(page.getByText(analysis.marketSize.global, { exact: true })).toBeVisible();
});

test("validates an idea and sees the scores", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signUpByApi(page.request, "discover");
  await page.goto("/quick-validation");
  await expect(page.getByRole("heading", { name: "Quick Validation", level: 1 })).toBeVisible();
  const validate = page.getByRole("button", { name: "Validate Idea" });
  await expect(validate).toBeDisabled();
  await page.getByLabel(/^Product or niche name/).fill("   ");
  await expect(validate).toBeDisabled();
  await expectNoSeriousA11yViolations(page, "quick validation (empty)");
  await screenshots(page, "discovery-validation-before");

  const product = "Notion templates for freelancers";
  await page.getByLabel(/^Product or niche name/).fill(product);
  await page
    .getByLabel(/^Description/)
    .fill("Digital templates sold on Gumroad to help freelancers track clients and invoices.");
  const release = await holdRequests(page, "**/api/validate-idea");
  const responsePromise = page.waitForResponse((r) => r.url().endsWith("/api/validate-idea"));
  await validate.click();
  await expect(page.getByRole("button", { name: "Validating..." })).toBeDisabled();
  release();
  const { validation } = await (await responsePromise).json();

  await expect(page.getByTestId("overall-score")).toContainText(String(validation.overallScore));
  await expect(page.getByTestId("verdict")).toBeVisible();
  const cards = {
    marketDemand: "Market Demand",
    competition: "Competition",
    profitability: "Profitability",
    feasibility: "Feasibility",
  } as const;
  await expect(page.getByTestId("score-competition")).toContainText("Competition (higher = less crowded)");
  for (const [key, label] of Object.entries(cards) as [keyof typeof cards, string][]) {
    const card = page.getByTestId(`score-${label.toLowerCase().replace(" ", "-")}`);
    await expect(card).toContainText(String(validation[key]));
    await expect(card).toHaveAttribute("data-band", scoreBand(validation[key]));
    await expect(card).toContainText(validation.reasons[key][0]);
  }
  for (const title of ["Insights", "Recommendations", "Risks", "Opportunities"])
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await expect(page.getByText(validation.recommendations[0])).toBeVisible();
  await expectNoSeriousA11yViolations(page, "quick validation (results)");
  await screenshots(page, "discovery-validation-after");

  await page.getByRole("button", { name: "Share Results" }).click();
  await expectToast(page, "Results Copied!");
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain(`Quick Validation: ${product}`);
  expect(copied).toContain(`Overall score: ${validation.overallScore}/100`);

  await page.getByRole("button", { name: "Build Business Plan" }).click();
  await expect(page).toHaveURL(/\/business-ideas\?name=Notion\+templates\+for\+freelancers&description=Digital/);

  // Two more validations use up the free three; then an upgrade prompt replaces the button (docs/decisions/810).
  await page.goto("/quick-validation");
  await page.getByLabel(/^Product or niche name/).fill("Dog walking app");
  for (let i = 0; i < 2; i++) {
    const done = page.waitForResponse((r) => r.url().endsWith("/api/validate-idea"));
    await page.getByRole("button", { name: "Validate Idea" }).click();
    expect((await done).status()).toBe(200);
  }
  await expect(page.getByTestId("runs-used-up")).toContainText("You've used your 3 free runs.");
  await expect(page.getByRole("button", { name: "Validate Idea" })).toHaveCount(0);
  await page.getByTestId("runs-used-up").getByRole("link", { name: "Upgrade Now" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
});
