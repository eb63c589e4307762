/**
 * Growth Suite Pro tools in a real browser against the built app (docs/decisions/970): Advanced Analytics for a user
 * with recorded sales (figures, charts, forecast), the Partnership Finder between two people, and the upsell a free
 * user sees; axe scans and screenshots at 1280 and 390 px.
 */
import { expect, test } from "@playwright/test";
import {
  expectNoSeriousA11yViolations,
  expectToast,
  makePro,
  screenshots,
  signUpByApi,
} from "./support/foundation-helpers";

test("Advanced Analytics: a free user sees the upsell; a Pro user with sales sees figures, charts and the forecast", async ({
  page,
  playwright,
  baseURL,
}) => {
  const me = await signUpByApi(page.request, "analytics");
  await page.goto("/advanced-analytics");
  await expect(page.getByRole("link", { name: "Upgrade to Pro - $10/month" })).toHaveAttribute("href", "/checkout");
  expect((await page.request.get("/api/analytics/summary")).status()).toBe(403);
  await expectNoSeriousA11yViolations(page, "analytics upsell");
  await screenshots(page, "growth-analytics-upsell");

  const admin = await playwright.request.newContext({ baseURL });
  await makePro(admin, me.id);
  await admin.dispose();

  // No sales yet: the page explains how to record them.
  await page.reload();
  await expect(page.getByText("No sales recorded yet")).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to the Inventory Tracker" })).toHaveAttribute(
    "href",
    "/inventory-tracker",
  );

  // Two products, sales over the last five months (the sale endpoint of the inventory tracker).
  const lamp = (
    await (
      await page.request.post("/api/inventory", {
        data: { productName: "LED Desk Lamp", quantity: 500, costPrice: "8.50", sellPrice: "24.99", category: "home" },
      })
    ).json()
  ).item;
  const mug = (
    await (
      await page.request.post("/api/inventory", {
        data: { productName: "Travel Mug", quantity: 300, costPrice: "3.10", sellPrice: "12.00", category: "home" },
      })
    ).json()
  ).item;
  const day = 86_400_000;
  let revenueCents30 = 0;
  for (let i = 0; i < 20; i++) {
    const item = i % 2 ? mug : lamp;
    const daysAgo = i * 7;
    const quantity = 1 + (i % 3);
    const orderDate = new Date(Date.now() - daysAgo * day).toISOString();
    const res = await page.request.post(`/api/inventory/${item.id}/sales`, {
      data: { quantity, platform: i % 3 ? "Shopify" : "Etsy", customerLocation: i % 2 ? "US" : "UK", orderDate },
    });
    expect(res.status(), await res.text()).toBe(201);
    if (
      new Date(orderDate).getTime() >=
      Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate()) - 29 * day
    ) {
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
  await screenshots(page, "growth-analytics");
});

test("Advanced Analytics, Pro panels: customers and cohorts from imported orders, typed targets against the actual figures", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const me = await signUpByApi(page.request, "cohorts");
  const admin = await playwright.request.newContext({ baseURL });
  await makePro(admin, me.id);
  await admin.dispose();

  // The sample shop's orders (December 2025 to February 2026), with their customers, imported as jobs.
  const started = await page.request.post("/api/imports/samples");
  expect(started.status(), await started.text()).toBe(202);
  await expect
    .poll(
      async () => {
        const { imports } = (await (await page.request.get("/api/imports")).json()) as {
          imports: { status: string }[];
        };
        return imports.length > 0 && imports.every((i) => i.status === "done");
      },
      { timeout: 60_000 },
    )
    .toBe(true);

  await page.goto("/advanced-analytics");
  await expect(page.getByRole("heading", { name: "Customers and cohorts" })).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: "24-month cohorts" }).click();
  await expect(page.getByRole("button", { name: "24-month cohorts" })).toHaveAttribute("aria-pressed", "true");
  await expect(
    page.getByRole("table", { name: /Cohorts by first-order month/ }).getByRole("rowheader", { name: "Dec 2025" }),
  ).toBeVisible();
  await expect(page.getByTestId("customers-repeat-rate")).toHaveText(/^\d+\.\d%$/);

  // Plan against actual: a typed target for January 2026 beside January's actual figures.
  await expect(page.getByRole("heading", { name: "Plan against actual" })).toBeVisible();
  await page.getByLabel("Month", { exact: true }).fill("2026-01");
  await page.getByRole("textbox", { name: "Revenue target" }).fill("100");
  await page.getByRole("textbox", { name: "Profit target" }).fill("50");
  await page.getByRole("button", { name: "Save targets" }).click();
  await expectToast(page, "Targets saved");
  const year = new Date().getUTCFullYear();
  for (let y = year; y > 2026; y--) await page.getByRole("button", { name: "Previous year" }).click();
  const jan = page.getByRole("table", { name: /Targets and actual figures/ }).getByRole("row", { name: /Jan 2026/ });
  await expect(jan.getByRole("cell").first()).toHaveText("$100.00");
  await expect(jan.getByRole("cell").nth(3)).toHaveText("$50.00");
  await expect(jan.getByRole("cell").nth(1)).not.toHaveText("$0.00");
  await expectNoSeriousA11yViolations(page, "analytics Pro panels");
  await screenshots(page, "growth-analytics-panels");
});

test("Partnership Finder: a free user sees the upsell; one Pro user creates a profile and a request, another connects and applies, the first accepts", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  // A first name of her own per attempt, so a retry never finds the first attempt's profile too.
  const ritaFirst = `Rita${Date.now().toString(36).slice(-5)}`;
  const ritaCard = `${ritaFirst} M.`;
  const rita = await signUpByApi(page.request, "rita", { firstName: ritaFirst, lastName: "Moss" });
  await page.goto("/partnership-finder");
  await expect(page.locator("#main").getByRole("link", { name: /Upgrade to Pro/ })).toHaveAttribute(
    "href",
    "/checkout",
  );
  expect((await page.request.get("/api/partnerships/partners")).status()).toBe(403);
  await screenshots(page, "growth-partners-upsell");

  const bctx = await browser.newContext();
  const sam = await bctx.newPage();
  const samAccount = await signUpByApi(sam.request, "sam", { firstName: "Sam", lastName: "Tate" });
  const admin = await playwright.request.newContext({ baseURL });
  await makePro(admin, rita.id);
  await makePro(admin, samAccount.id);
  await admin.dispose();

  // Rita: the profile form, client validation first.
  await page.reload();
  await expect(page.getByRole("tab", { name: "Find Partners" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByLabel("Niche")).toHaveValue("all");
  await page.getByRole("tab", { name: "My Profile" }).click();
  await page.getByLabel("Bio").fill("Short");
  await page.getByRole("button", { name: "Save Profile" }).click();
  await expect(page.getByText("Validation Error", { exact: true })).toBeVisible();
  await expect(page.getByText("Bio must be at least 10 characters long.").first()).toBeVisible();
  await page.getByLabel("Bio").fill("I run a course business and want to bundle with other creators.");
  await page.getByLabel("Niche").selectOption("content");
  await page.getByLabel("Location").fill("Lisbon, Portugal");
  await page.getByLabel("Experience").selectOption("experienced");
  for (const item of ["Designer", "Marketing Partner", "Investor"])
    await page.getByRole("checkbox", { name: item }).check();
  for (const item of ["Content Creation", "Business Strategy"])
    await page.getByRole("checkbox", { name: item }).check();
  // The refresh after the save is ordered as in the misses of full runs: the profile answer (which remounts the
  // form under the new profile's id) lands before the connections answer, which ends the refresh.
  await page.route("**/api/partnerships/connections", async (route) => {
    await new Promise((r) => setTimeout(r, 500));
    await route.continue();
  });
  await page.getByRole("button", { name: "Save Profile" }).click();
  await expectToast(page, "Profile Saved", "Your partner profile is visible to other members.");
  await page.unroute("**/api/partnerships/connections");

  // Rita: a request; the form closes on success.
  await page.getByRole("tab", { name: "Partnership Requests" }).click();
  await page.getByRole("button", { name: "Create Request" }).click();
  await page.getByLabel("Type").selectOption("bundle");
  await page.getByLabel("Title").fill("Bundle our courses");
  await page.getByLabel("Required skills").fill("copywriting, email");
  await page.getByRole("button", { name: "Create Request" }).last().click();
  await expect(page.getByText("Request Created", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveCount(0);
  await expect(page.getByTestId("request-card").filter({ hasText: "Bundle our courses" })).toContainText(
    "0 applications",
  );

  // Sam: finds Rita (max two items + count), connects and applies.
  await sam.goto("/partnership-finder");
  const card = sam.getByTestId("partner-card").filter({ hasText: ritaCard });
  await expect(card).toBeVisible();
  await expect(card.getByRole("list", { name: "Looking for" })).toContainText("+1 more");
  // Connect opens a dialog with an editable draft; what Sam sends is what Rita reads.
  await card.getByRole("button", { name: `Connect: ${ritaCard}` }).click();
  await sam.getByLabel(`Your message to ${ritaCard}`).fill("Hi Rita, I write sales pages. Shall we bundle courses?");
  await sam.getByRole("button", { name: "Send request" }).click();
  await expect(sam.getByText("Connection Request Sent", { exact: true })).toBeVisible();
  await expect(card.getByRole("button", { name: `Request Sent: ${ritaCard}` })).toBeDisabled();
  await expectNoSeriousA11yViolations(sam, "partner finder");
  await screenshots(sam, "growth-partners-find");
  await sam.getByRole("tab", { name: "Partnership Requests" }).click();
  const req = sam.getByTestId("request-card").filter({ hasText: "Bundle our courses" });
  await req.getByRole("button", { name: /Apply: Bundle our courses/ }).click();
  await expect(sam.getByText("Application Sent", { exact: true })).toBeVisible();
  await expect(req.getByRole("button", { name: /Applied: Bundle our courses/ })).toBeDisabled();
  await expect(req).toContainText("1 application");
  await screenshots(sam, "growth-partners-requests");

  // Rita: sees the application and the connection, accepts; then both see each other's email.
  await page.reload();
  await page.getByRole("tab", { name: "Partnership Requests" }).click();
  await expect(page.getByTestId("request-card").filter({ hasText: "Bundle our courses" })).toContainText("Sam T.");
  await page.getByRole("tab", { name: "My Profile" }).click();
  const incoming = page.getByTestId("incoming-connection").filter({ hasText: "Sam T." });
  await expect(incoming).toContainText("Pending");
  await expect(incoming).toContainText("Hi Rita, I write sales pages. Shall we bundle courses?");
  await expect(incoming).not.toContainText(samAccount.email);
  await expectNoSeriousA11yViolations(page, "partner profile");
  await screenshots(page, "growth-partners-profile");
  await incoming.getByRole("button", { name: "Accept" }).click();
  await expect(page.getByText("Connection Accepted", { exact: true })).toBeVisible();
  await expect(incoming).toContainText(samAccount.email);
  await sam.getByRole("tab", { name: "My Profile" }).click();
  await expect(sam.getByTestId("outgoing-connection").filter({ hasText: ritaCard })).toContainText(rita.email);
  await bctx.close();
});
