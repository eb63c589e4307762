/**
 * The Connected shops panel on the imports screen (docs/decisions/1074-connections-panel.md): the upgrade on the
 * free plan; on Pro a bad shop address refused beside its field, a Shopify shop (the lane's fake) connected and
 * synced, "Synced just now" with its orders, Sync now and Disconnect. Axe scans and screenshots at 1280 and 390 px.
 */
import { expect, test } from "@playwright/test";
import {
  expectNoSeriousA11yViolations,
  expectToast,
  makePro,
  screenshots,
  signUpByApi,
} from "./support/foundation-helpers";

test("connect a Shopify shop from the imports screen, see it sync, disconnect it", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const me = await signUpByApi(page.request, "connect");
  await page.goto("/imports");
  await expect(page.getByText("Connect your shop and stop downloading exports")).toBeVisible();
  await screenshots(page, "connections-free");

  const admin = await playwright.request.newContext({ baseURL });
  await makePro(admin, me.id);
  await admin.dispose();
  await page.reload();

  const panel = page
    .getByRole("heading", { name: "Connected shops" })
    .locator("xpath=ancestor::div[contains(@class,'grid')][1]");
  await expect(page.getByText("No shop connected yet.")).toBeVisible();
  await page.getByRole("button", { name: "Connect Shopify" }).click();
  await page.getByLabel("Shop address").fill("candle-corner.com");
  await page.getByLabel("Admin API access token").fill("shpat_fake0token");
  await page.locator("form").getByRole("button", { name: "Connect Shopify" }).click();
  await expect(page.locator("#shopify-domain-error")).toContainText("your-shop.myshopify.com");
  await expectNoSeriousA11yViolations(page, "connections (form with an error)");
  await screenshots(page, "connections-form-error");

  await page.getByLabel("Shop address").fill("candle-corner.myshopify.com");
  await page.locator("form").getByRole("button", { name: "Connect Shopify" }).click();
  await expectToast(page, "Shopify connected");
  await expect(page.getByText(/^Synced (just now|\d+ minutes? ago)$/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("12 orders brought in")).toBeVisible();
  await expect(panel).toContainText("candle-corner.myshopify.com");
  await expectNoSeriousA11yViolations(page, "connections (connected)");
  await screenshots(page, "connections-connected");

  await page.getByRole("button", { name: "Sync now" }).click();
  await expect(page.getByText(/^Synced (just now|\d+ minutes? ago)$/)).toBeVisible({ timeout: 30_000 });

  await page.getByRole("button", { name: "Disconnect" }).click();
  await page.getByRole("button", { name: "Disconnect and delete the key" }).click();
  await expectToast(page, "Disconnected");
  await expect(page.getByText("No shop connected yet.")).toBeVisible();
});
