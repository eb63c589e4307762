/**
 * The three catalogues (docs/decisions/910) in a real browser on the offline engine: filter each to empty and back,
 * bookmark a hustle and find it under 'Bookmarked', tick a start-guide step and find it ticked after a reload,
 * run a trend scan and see the toast and the refreshed list, the prefills into Quick Validation and Market
 * Research. Screenshots at 1280 and 390 px (never wider than the window) and axe on every screen.
 */
import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, expectToast, screenshots, signUpByApi } from "./support/foundation-helpers";

test.beforeEach(async ({ page }) => {
  await signUpByApi(page.request, "cat");
});

test("Product Trend Scanner: filters to empty and back, a scan toasts and refreshes the list, Validate carries the product", async ({
  page,
}) => {
  await page.goto("/product-trend-scanner");
  const cards = page.getByTestId("product-card");
  await expect(cards.first()).toBeVisible();
  await expect(page.getByLabel("Minimum trend score")).toHaveValue("70");
  await expect(page.getByTestId("reviewed-at")).toContainText("Catalogue last reviewed");
  await expect(page.getByTestId("runs-left")).toHaveText("2 of 2 free runs left today");

  // Every card shows a trend line and a stage; the crowded ones say so.
  await expect(cards.first().getByRole("img", { name: /Weekly HustleForge score/ })).toBeVisible();
  await expect(page.getByTestId("crowded-warning").first()).toContainText("Crowded");

  // To empty and back.
  await page.getByLabel("Minimum trend score").fill("100");
  await expect(page.getByRole("heading", { name: "No Products Found" })).toBeVisible();
  await page.getByRole("button", { name: "Clear Filters" }).click();
  await expect(page.getByLabel("Minimum trend score")).toHaveValue("70");
  await expect(cards.first()).toBeVisible();
  // An unparsable minimum becomes 0: every product shows.
  await page.getByLabel("Minimum trend score").fill("");
  await expect(page.getByTestId("result-count")).toHaveText(/^8\d products$/);

  await page.getByLabel("Category").selectOption("fitness");
  await page.getByLabel("Platform").selectOption("tiktok");
  const filtered = page.waitForResponse((r) =>
    r.url().includes("/api/trending-products?minTrendScore=70&category=fitness&platform=tiktok"),
  );
  await page.getByLabel("Minimum trend score").fill("70");
  await filtered;
  const scanned = page.waitForResponse((r) => r.url().endsWith("/api/scan-trending-products"));
  await page.getByRole("button", { name: "Scan for Trends" }).click();
  const body = await (await scanned).json();
  expect(body.found).toBeGreaterThan(0);
  await expectToast(
    page,
    "Scan Complete",
    new RegExp(`^Found ${body.found} new products? and updated ${body.updated} products?\\.$`),
  );
  // The list refreshed: the newly found products are on it,
  const found = (body.products as { name: string; source: string; trendScore: number }[]).filter(
    (p) => p.source === "scan",
  );
  expect(found).toHaveLength(body.found);
  for (const p of found.filter((p) => p.trendScore >= 70))
    await expect(page.getByRole("heading", { name: p.name, exact: true })).toBeVisible();
  await expect(page.getByTestId("runs-left")).toHaveText("1 of 2 free runs left today");

  await page.getByLabel("Category").selectOption("beauty");
  await page.getByLabel("Platform").selectOption("all");
  await expect(cards.first()).toBeVisible();
  await screenshots(page, "catalogues-trend-scanner");
  await page.getByText("How we rate").click();
  await expect(page.getByText(/Rising: the average of the last 3 weeks/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, "product trend scanner");

  // Check profit links to the calculator with the price; Validate opens Quick Validation prefilled.
  const first = cards.first();
  const name = (await first.getByRole("heading").textContent())!;
  await expect(first.getByRole("link", { name: "Check profit" })).toHaveAttribute(
    "href",
    /^\/profit-calculator\?price=\d+\.\d{2}$/,
  );
  await expect(first.getByRole("link", { name: /Search on|Search Shopify|See the Instagram/ })).toHaveAttribute(
    "href",
    /^https:\/\/(www\.)?(amazon|aliexpress|tiktok|instagram)\.com\/|^https:\/\/shop\.app\//,
  );
  await first.getByRole("link", { name: "Validate" }).click();
  await expect(page).toHaveURL(/\/quick-validation\?product=/);
  await expect(page.getByLabel(/^Product or niche name/)).toHaveValue(name);
});

test("Product Trend Scanner read by a candle maker in Leeds: notes above the products, prices as US$ with pounds beside them", async ({
  page,
}) => {
  const saved = await page.request.put("/api/business-profile", {
    data: { sells: "soy candles", channels: ["etsy"], country: "GB", budget: "£300" },
  });
  expect(saved.ok()).toBe(true);
  await page.goto("/product-trend-scanner");
  const notes = page.getByRole("list", { name: "Read these trends for your business" });
  await expect(notes).toContainText("Prices are typical US marketplace prices in US dollars (US$)");
  await expect(notes).toContainText("not on Etsy, where you sell");
  const firstCard = page.getByTestId("product-card").first();
  await expect(firstCard).toContainText("US$");
  await expect(firstCard).toContainText(/about £\d+/);
  await screenshots(page, "catalogues-trend-scanner-for-a-pound-etsy-seller", { top: true });
  await expectNoSeriousA11yViolations(page, "product trend scanner with notes");
});

test("Product Trend Scanner: a failed scan says 'Scan Failed'", async ({ page }) => {
  await page.route("**/api/scan-trending-products", (route) =>
    route.fulfill({
      status: 502,
      contentType: "application/json",
      body: JSON.stringify({
        message: "The AI engine is unavailable right now. Please try again.",
        code: "ai_unavailable",
      }),
    }),
  );
  await page.goto("/product-trend-scanner");
  await page.getByRole("button", { name: "Scan for Trends" }).click();
  await expectToast(page, "Scan Failed", "The AI engine is unavailable right now. Please try again.");
});

test("Side Hustles: filter to empty and back, bookmark and find it under Bookmarked, tick a start-guide step that survives a reload", async ({
  page,
}) => {
  await page.goto("/side-hustles");
  const cards = page.getByTestId("hustle-card");
  await expect(cards.first()).toBeVisible();
  await expect(cards.first()).toContainText(/\+\d+ more steps/);

  await page.getByLabel("Category").selectOption("pod");
  await page.getByLabel("Difficulty").selectOption("advanced");
  await expect(page.getByRole("heading", { name: "No Side Hustles Found" })).toBeVisible();
  await page.getByRole("button", { name: "Clear Filters" }).click();
  await expect(page.getByLabel("Category")).toHaveValue("all");
  await expect(cards.first()).toBeVisible();

  // Bookmark the third hustle and find it, alone, under Bookmarked.
  const third = cards.nth(2);
  const title = (await third.getByRole("heading", { level: 3 }).textContent())!;
  await third.getByRole("button", { name: `Bookmark ${title}` }).click();
  await expectToast(page, "Bookmarked");
  await page.getByLabel("Bookmarked").check();
  await expect(cards).toHaveCount(1);
  await expect(cards.first().getByRole("heading", { level: 3 })).toHaveText(title);
  await screenshots(page, "catalogues-side-hustles-bookmarked");
  await page.getByLabel("Bookmarked").uncheck();
  await page.getByLabel("Category").selectOption("digital_products");
  await expect(cards.first()).toBeVisible();
  await screenshots(page, "catalogues-side-hustles");
  await expectNoSeriousA11yViolations(page, "side hustles");

  // Start guide: tick step 2, reload, still ticked.
  await cards
    .first()
    .getByRole("link", { name: /^Start Guide/ })
    .click();
  await expect(page).toHaveURL(/\/side-hustles\/\d+$/);
  const step = page.getByRole("checkbox", { name: /^Step 2:/ });
  const saved = page.waitForResponse((r) => r.url().endsWith("/checklist") && r.request().method() === "PATCH");
  await step.check();
  expect((await saved).status()).toBe(200);
  await expect(page.getByTestId("guide-progress")).toHaveText(/^1 of \d+ done$/);
  await page.reload();
  await expect(page.getByRole("checkbox", { name: /^Step 2:/ })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: /^Step 1:/ })).not.toBeChecked();
  await screenshots(page, "catalogues-start-guide");
  await expectNoSeriousA11yViolations(page, "start guide");
});

test("Micro Niches: filter to empty and back, explore a niche, Market Research carries its industry and audience", async ({
  page,
}) => {
  await page.goto("/micro-niches");
  const cards = page.getByTestId("niche-card");
  await expect(cards.first()).toBeVisible();

  await page.getByLabel("Category").selectOption("accessibility");
  await page.getByLabel("Competition level").selectOption("high");
  await expect(page.getByRole("heading", { name: "No Niches Found" })).toBeVisible();
  await page.getByRole("button", { name: "Clear Filters" }).click();
  await expect(cards.first()).toBeVisible();

  // The specification's categories, not the product list's words.
  await page.getByLabel("Category").selectOption("workspace");
  await expect(cards.first()).toContainText("Workspace");
  await page.getByLabel("Category").selectOption("gaming");
  await expect(cards.first()).toContainText("Gaming");
  // Meters: low 25 / medium 60 / high 90, demand's colours reversed.
  const meter = cards.first().getByRole("meter", { name: /^Demand:/ });
  await expect(meter).toHaveAttribute("aria-valuenow", /^(25|60|90)$/);
  await screenshots(page, "catalogues-micro-niches");
  await expectNoSeriousA11yViolations(page, "micro niches");

  const name = (await cards.first().getByRole("heading", { level: 3 }).textContent())!;
  await cards
    .first()
    .getByRole("link", { name: /^Explore Niche/ })
    .click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await screenshots(page, "catalogues-micro-niche-detail");
  await expectNoSeriousA11yViolations(page, "micro niche detail");

  await expect(page.getByRole("link", { name: "Validate Niche" })).toHaveAttribute(
    "href",
    /^\/quick-validation\?product=/,
  );
  await page.getByRole("link", { name: /^Market Research/ }).click();
  await expect(page).toHaveURL(/\/market-research\?industry=gaming-entertainment&targetMarket=/);
  await expect(page.getByLabel(/^Industry/)).toHaveValue("gaming-entertainment");
  await expect(page.getByLabel(/^Target market/)).not.toHaveValue("");
});
