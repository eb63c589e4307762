/** Helpers for the foundation end-to-end tests: toasts, accessibility scans, screenshots, sign-up. */
import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/** The Radix notifications region; toast text is asserted inside it (Radix adds a screen-reader copy elsewhere). */
export const notifications = (page: Page) => page.getByRole("region", { name: /Notifications/ });

/** Expects a toast with this title (and description, when given). */
export async function expectToast(page: Page, title: string | RegExp, description?: string | RegExp) {
  const region = notifications(page);
  await expect(region.getByText(title, { exact: typeof title === "string" })).toBeVisible();
  if (description)
    await expect(region.getByText(description, { exact: typeof description === "string" })).toBeVisible();
}

/** Runs axe (WCAG 2.x A/AA) and fails on serious or critical violations, listing them. */
export async function expectNoSeriousA11yViolations(page: Page, screen: string) {
  const result = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  const bad = result.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const summary = bad.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 5)
        .join(" | ")}`,
  );
  expect(summary, `accessibility violations on ${screen}`).toEqual([]);
}

const SHOTS = path.resolve("screenshots");

/** Saves full-page screenshots of the current screen at 1280 and 390 px, then restores the desktop size. */
export async function screenshotBoth(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const [label, size] of [
    ["1280", DESKTOP],
    ["390", PHONE],
  ] as const) {
    await page.setViewportSize(size);
    await page.waitForTimeout(150); // let layout settle after the resize (screenshots only, never asserted)
    await page.screenshot({ path: path.join(SHOTS, `foundation-${name}-${label}.png`), fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

export type NewAccount = { firstName: string; lastName: string; email: string; username: string; password: string };

/** A fresh, unique account (the e2e database is shared by every test of the run). */
export function newAccount(prefix = "founder"): NewAccount {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return {
    firstName: "Maya",
    lastName: "Lopez",
    email: `${prefix}-${tag}@e2e.test`,
    username: `${prefix}_${tag}`,
    password: "hustle-hard-42",
  };
}

/** Fills and submits the Create Account form on the sign-in screen. */
export async function signUpThroughForm(page: Page, account: NewAccount) {
  await page.getByRole("button", { name: "Create Account", exact: true }).first().click();
  await page.getByLabel(/^First Name/).fill(account.firstName);
  await page.getByLabel(/^Last Name/).fill(account.lastName);
  await page.getByLabel(/^Email/).fill(account.email);
  await page.getByLabel("Username (optional)").fill(account.username);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByLabel(/^Confirm Password/).fill(account.password);
  await page.locator("form").getByRole("button", { name: "Create Account" }).click();
}
