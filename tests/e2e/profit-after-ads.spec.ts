/**
 * Profit after ads in a real browser against the built app (docs/decisions/1061-what-the-pnl-cannot-see.md,
 * docs/decisions/1062-profit-after-ads-metrics.md, docs/decisions/1063-mentor-and-analytics-read-mer.md): a sale
 * typed in, ad spend and a credit as expenses; the P&L shows MER against break-even, the cost per new customer's
 * reason and the warning that explains a margin above 100%; the fee-rate editor opens with its sources; Advanced
 * Analytics (Pro) draws MER against break-even. Axe scans and screenshots at 1280 and 390 px.
 */
import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, makePro, screenshots, signUpByApi } from "./support/foundation-helpers";

const PERIOD = "/profit-and-loss?period=custom&from=2026-11-01&to=2026-11-30";

test("the P&L shows MER against break-even and explains a margin above 100%", async ({ page, playwright, baseURL }) => {
  test.setTimeout(120_000);
  const me = await signUpByApi(page.request, "ads");
  const item = await page.request.post("/api/inventory", {
    data: {
      productName: "Soy candle",
      sku: "CANDLE-1",
      quantity: 20,
      costPrice: "5.00",
      sellPrice: "20.00",
      category: "home",
    },
  });
  expect(item.status(), await item.text()).toBe(201);
  const { id } = ((await item.json()) as { item: { id: number } }).item;
  for (const orderDate of ["2026-11-03", "2026-11-10"]) {
    const sold = await page.request.post(`/api/inventory/${id}/sales`, {
      data: { quantity: 2, orderDate, platform: "Craft fair" },
    });
    expect(sold.status(), await sold.text()).toBe(201);
  }
  for (const data of [
    { date: "2026-11-04", category: "ads", amount: "16.00", note: "Instagram boost" },
    { date: "2026-11-12", category: "other", amount: "-40.00", note: "Supplier refund" },
  ]) {
    const res = await page.request.post("/api/expenses", { data });
    expect(res.status(), await res.text()).toBe(201);
  }

  await page.goto(PERIOD);
  await expect(page.getByRole("heading", { name: "Profit and Loss", level: 1 })).toBeVisible();
  // Net sales 80; profit 80 − 20 − 16 + 40 = 84; MER 80 / 16 = 5.00; break-even 80 / (84 + 16) = 0.80.
  const card = page.getByTestId("profit-after-ads");
  await expect(card.getByTestId("ad-spend")).toHaveText("$16.00");
  await expect(card.getByTestId("mer")).toHaveText("5.00×");
  await expect(card.getByTestId("break-even-mer")).toHaveText("0.80×");
  await expect(card.getByTestId("ads-verdict")).toContainText("pay for themselves");
  await expect(card).toContainText("No new customers in this period");
  const margin = page.getByTestId("warning-margin_over_100");
  await expect(margin).toContainText("A margin above 100% means more profit than sales");
  await expect(margin).toContainText("a credit of $24.00");
  await expect(page.getByTestId("pnl-totals")).toContainText("105.0%");
  await page.getByRole("button", { name: "Show and edit the rates" }).click();
  await expect(page.getByTestId("fee-rate-etsy")).toContainText("Etsy, Fees & Payments Policy");
  await expectNoSeriousA11yViolations(page, "profit and loss with ads");
  await screenshots(page, "profit-after-ads");

  const admin = await playwright.request.newContext({ baseURL });
  await makePro(admin, me.id);
  await admin.dispose();
  await page.goto("/advanced-analytics");
  await expect(page.getByTestId("mer-summary")).toContainText("MER 5.00× against a break-even of 0.80×");
  await expect(page.getByRole("img", { name: /^MER and break-even MER by month/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "analytics with MER");
  await screenshots(page, "analytics-mer");
});
