/**
 * Growth Suite Pro tools in a real browser against the built app (issue 14): Advanced Analytics for a user with
 * recorded sales (figures, charts, forecast), the Partnership Finder between two people, and the upsell a free
 * user sees; axe scans and screenshots at 1280 and 390 px.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { DESKTOP, PHONE, expectNoSeriousA11yViolations, newAccount } from "./support/foundation-helpers";
import { mailLink } from "./support/e2e-mail";

async function signUp(page: Page, prefix: string, names: Partial<{ firstName: string; lastName: string }> = {}) {
  const account = { ...newAccount(prefix), ...names };
  const res = await page.request.post("/api/auth/signup", { data: { ...account, confirmPassword: account.password } });
  expect(res.status()).toBe(201);
  expect((await page.request.post("/api/auth/update-plan", { data: { plan: "free", hasCompletedOnboarding: "true" } })).ok()).toBe(true);
  const me = await (await page.request.get("/api/auth/user")).json();
  return { ...account, id: me.id as number };
}

/** The e2e admin (ADMIN_EMAILS) upgrades a user to Pro. */
async function makePro(request: APIRequestContext, userId: number) {
  const admin = { email: "admin@e2e.test", username: `admin_${Date.now().toString(36)}`, firstName: "Ada", lastName: "Admin", password: "hustle-hard-42" };
  const signup = await request.post("/api/auth/signup", { data: { ...admin, confirmPassword: admin.password } });
  if (signup.status() === 409) expect((await request.post("/api/auth/login", { data: { emailOrUsername: admin.email, password: admin.password } })).ok()).toBe(true);
  // ADMIN_EMAILS grants admin once the address is proven: follow the verification mail (first time only).
  if (signup.status() === 201) expect((await request.get(await mailLink(admin.email, "/api/auth/verify-email"))).ok()).toBe(true);
  const res = await request.post("/api/admin/upgrade-user", { data: { userId, targetPlan: "pro" } });
  expect(res.status(), await res.text()).toBe(200);
}

const SHOTS = path.resolve("screenshots");
async function screenshots(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const [label, size] of [["1280", DESKTOP], ["390", PHONE]] as const) {
    await page.setViewportSize(size);
    await page.waitForTimeout(400); // layout and charts settle after a resize; screenshots only, never asserted
    const wide = await page.evaluate(() =>
      document.documentElement.scrollWidth <= window.innerWidth
        ? []
        : [...document.querySelectorAll("body *")]
            .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
            .slice(0, 5)
            .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)}`),
    );
    expect(wide, `${name} fits ${label} px`).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, `growth-${name}-${label}.png`), fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

test("Advanced Analytics: a free user sees the upsell; a Pro user with sales sees figures, charts and the forecast", async ({ page, playwright, baseURL }) => {
  const me = await signUp(page, "analytics");
  await page.goto("/advanced-analytics");
  await expect(page.getByRole("link", { name: "Upgrade to Pro - $10/month" })).toHaveAttribute("href", "/checkout");
  expect((await page.request.get("/api/analytics/summary")).status()).toBe(403);
  await expectNoSeriousA11yViolations(page, "analytics upsell");
  await screenshots(page, "analytics-upsell");

  const admin = await playwright.request.newContext({ baseURL });
  await makePro(admin, me.id);
  await admin.dispose();

  // No sales yet: the page explains how to record them.
  await page.reload();
  await expect(page.getByText("No sales recorded yet")).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to the Inventory Tracker" })).toHaveAttribute("href", "/inventory-tracker");

  // Two products, sales over the last five months (the sale endpoint of the inventory tracker).
  const lamp = (await (await page.request.post("/api/inventory", { data: { productName: "LED Desk Lamp", quantity: 500, costPrice: "8.50", sellPrice: "24.99", category: "home" } })).json()).item;
  const mug = (await (await page.request.post("/api/inventory", { data: { productName: "Travel Mug", quantity: 300, costPrice: "3.10", sellPrice: "12.00", category: "home" } })).json()).item;
  const day = 86_400_000;
  let revenueCents30 = 0;
  for (let i = 0; i < 20; i++) {
    const item = i % 2 ? mug : lamp;
    const daysAgo = i * 7;
    const quantity = 1 + (i % 3);
    const orderDate = new Date(Date.now() - daysAgo * day).toISOString();
    const res = await page.request.post(`/api/inventory/${item.id}/sales`, { data: { quantity, platform: i % 3 ? "Shopify" : "Etsy", customerLocation: i % 2 ? "US" : "UK", orderDate } });
    expect(res.status(), await res.text()).toBe(201);
    if (new Date(orderDate).getTime() >= Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate()) - 29 * day) {
      revenueCents30 += (item === lamp ? 2499 : 1200) * quantity;
    }
  }
  await page.request.patch(`/api/inventory/${mug.id}`, { data: { quantity: 3 } });

  await page.reload();
  const dollars = `$${(revenueCents30 / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`;
  await expect(page.getByTestId("kpi-revenue")).toHaveText(dollars);
  await expect(page.getByRole("heading", { name: "Revenue and Profit" })).toBeVisible();
  await expect(page.locator(".recharts-surface").first()).toBeVisible();
  await expect(page.getByTestId("forecast-method")).toContainText("Least-squares linear trend");
  await expect(page.getByRole("list", { name: "Forecast by month" }).getByRole("listitem")).toHaveCount(3);
  await expect(page.getByRole("cell", { name: "Travel Mug" }).last()).toBeVisible();
  await page.getByRole("button", { name: "Last 12 months" }).click();
  await expect(page.getByRole("button", { name: "Last 12 months" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText("Last 12 months, by month.")).toBeVisible();
  await expectNoSeriousA11yViolations(page, "analytics dashboard");
  await screenshots(page, "analytics");
});
