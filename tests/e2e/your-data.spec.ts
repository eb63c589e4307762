/**
 * "Your data" end to end (docs/guide/your-data.md): request the archive, watch it build, download it and find the
 * inventory CSV in it; delete the account through the confirm dialog and land on the locked screen, then see the
 * sign-in screen; signing in again offers only "Cancel deletion". Screenshots at 1280 and 390 px; axe clean.
 */
import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { strFromU8, unzipSync } from "fflate";
import { expectNoSeriousA11yViolations, screenshots, signUpByApi } from "./support/foundation-helpers";

test("request the archive, download it, find the inventory CSV in it", async ({ page }) => {
  await signUpByApi(page.request, "archive");
  const item = await page.request.post("/api/inventory", {
    data: {
      productName: "Ceramic mug",
      sku: "MUG-1",
      quantity: 12,
      costPrice: "3.20",
      sellPrice: "14.00",
      category: "home",
    },
  });
  expect(item.status(), await item.text()).toBe(201);

  await page.goto("/settings/data");
  await expect(page.getByRole("heading", { name: "Your data", level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "your data");
  await screenshots(page, "your-data-empty");

  await page.getByRole("button", { name: "Request archive" }).click();
  const link = page.getByTestId("download-archive");
  await expect(link).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/The link works until/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, "your data (archive ready)");
  await screenshots(page, "your-data-ready");

  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^hustleforge-archive-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
  expect(Object.keys(files)).toContain("README.txt");
  const csv = strFromU8(files["inventory.csv"]);
  expect(csv).toContain("productName,sku,quantity,costPrice,sellPrice");
  expect(csv).toContain("Ceramic mug,MUG-1,12,3.20,14.00");
});

test("delete the account: the locked screen, the sign-in screen, and only 'Cancel deletion' on signing in", async ({
  page,
}) => {
  const account = await signUpByApi(page.request, "leaver");
  await page.goto("/settings/data");
  await page.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(/Type your username/).fill(account.username);
  await dialog.getByLabel("Your password").fill("not-my-password");
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(dialog.getByText("That password is not right.")).toBeVisible();
  await expectNoSeriousA11yViolations(page, "delete dialog");
  await screenshots(page, "your-data-delete-dialog");

  await dialog.getByLabel("Your password").fill(account.password);
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByRole("button", { name: "Cancel deletion" })).toBeVisible();
  await expect(page.getByText(/will be deleted for good on/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, "pending deletion");
  await screenshots(page, "your-data-pending-deletion");

  // Back to the sign-in screen: the account is signed out.
  await page.getByRole("button", { name: "Back to sign in" }).click();
  await expect(page.getByRole("button", { name: "Sign In", exact: true }).first()).toBeVisible();
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);

  // Signing in with the password shows only the pending deletion; cancelling it signs the person in.
  await page.getByLabel(/Email or Username/).fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.locator("form").getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("button", { name: "Cancel deletion" })).toBeVisible();
  await page.getByRole("button", { name: "Cancel deletion" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get("/api/auth/user")).status()).toBe(200);
});
