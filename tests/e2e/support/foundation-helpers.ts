/** Helpers for every end-to-end spec: toasts, accessibility scans, screenshots, sign-up. */
import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { mailLink } from "./e2e-mail";

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

/**
 * Runs axe (WCAG 2.x A/AA) and fails on serious or critical violations, listing them. Legacy mode runs axe.run in
 * the page itself: the default opens a second page per scan to merge per-frame results, which cost a simple screen
 * 0.4 s and the 53-card supplier list 5 s more, and our screens' only frame is Stripe's, which is not ours to scan
 * (docs/decisions/839-lighter-end-to-end-runs.md).
 */
export async function expectNoSeriousA11yViolations(page: Page, screen: string) {
  const result = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .options({ resultTypes: ["violations"] })
    .setLegacyMode(true)
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

/** The elements that stick out past the window's right edge (content clipped by a scrolling box does not count). */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document.documentElement.scrollWidth <= window.innerWidth
      ? []
      : [...document.querySelectorAll("body *")]
          .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
          .filter((el) => {
            for (let p = el.parentElement; p && p !== document.body; p = p.parentElement)
              if (getComputedStyle(p).overflowX !== "visible") return false;
            return true;
          })
          .slice(0, 5)
          .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)}`),
  );
}

/**
 * Pictures are written only when E2E_SCREENSHOTS=1 (to look at the screens, docs/development.md); every run checks
 * the widths, which is what a test can assert.
 */
export const SHOOT = process.env.E2E_SCREENSHOTS === "1";

/**
 * At 1280 and then 390 px: fails, naming what sticks out, when the page is wider than the window
 * (`checkWidth: false` where a test looks at that itself); with E2E_SCREENSHOTS=1 also saves full-page pictures
 * as `screenshots/<name>-<width>.png` (`top`: also the first screen alone, legible on long pages). Restores the
 * desktop size.
 */
export async function screenshots(page: Page, name: string, options: { checkWidth?: boolean; top?: boolean } = {}) {
  const checkWidth = options.checkWidth !== false;
  if (!SHOOT && !checkWidth) return;
  if (SHOOT) fs.mkdirSync(SHOTS, { recursive: true });
  await atBothWidths(page, async (label) => {
    // A chart or a grid may lay itself out again a frame after the resize: poll until it fits, not a fixed delay.
    if (checkWidth) await expect.poll(() => overflowing(page), { message: `${name} fits ${label} px` }).toEqual([]);
    if (!SHOOT) return;
    await page.screenshot({ path: path.join(SHOTS, `${name}-${label}.png`), fullPage: true });
    if (options.top) await page.screenshot({ path: path.join(SHOTS, `${name}-${label}-top.png`) });
  });
}

/**
 * Sets the window to 1280 and then to 390 px wide, waits until the layout has settled (the page's size unchanged
 * over three frames, at most two seconds), runs `at` at each width, and restores the desktop size.
 */
async function atBothWidths(page: Page, at: (label: "1280" | "390") => Promise<void>): Promise<void> {
  for (const [label, size] of [
    ["1280", DESKTOP],
    ["390", PHONE],
  ] as const) {
    await page.setViewportSize(size);
    await layoutSettled(page);
    await at(label);
  }
  await page.setViewportSize(DESKTOP);
}

/** Resolves once the document's size has stayed the same for three animation frames (or after two seconds). */
async function layoutSettled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        const started = performance.now();
        let last = "";
        let still = 0;
        const frame = () => {
          const el = document.documentElement;
          const size = `${el.scrollWidth}x${el.scrollHeight}`;
          still = size === last ? still + 1 : 0;
          last = size;
          if (still >= 3 || performance.now() - started > 2_000) done();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
}

/** Closes the toasts on screen; one may close itself meanwhile (they close after five seconds). */
export async function closeToasts(page: Page) {
  const close = notifications(page).getByRole("button", { name: "Close" });
  for (let tries = 0; tries < 5 && (await close.count()) > 0; tries++)
    await close
      .first()
      .click({ timeout: 2_000 })
      .catch(() => undefined);
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

/**
 * Signs a new account up through the API in this cookie jar (`page.request` signs the page in), with the free
 * plan chosen and onboarding done; answers the account and its id.
 */
export async function signUpByApi(
  request: APIRequestContext,
  prefix = "founder",
  names: Partial<Pick<NewAccount, "firstName" | "lastName">> = {},
): Promise<NewAccount & { id: number }> {
  const account = { ...newAccount(prefix), ...names };
  const res = await request.post("/api/auth/signup", { data: { ...account, confirmPassword: account.password } });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: number };
  const plan = await request.post("/api/auth/update-plan", { data: { plan: "free", hasCompletedOnboarding: "true" } });
  expect(plan.ok(), await plan.text()).toBe(true);
  return { ...account, id };
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

/**
 * The e2e admin (ADMIN_EMAILS) upgrades a user to Pro: signed up and proven by its verification mail the first time,
 * signed in after that, in whichever spec comes first.
 */
export async function makePro(request: APIRequestContext, userId: number) {
  const admin = {
    email: "admin@e2e.test",
    username: `admin_${Date.now().toString(36)}`,
    firstName: "Ada",
    lastName: "Admin",
    password: "hustle-hard-42",
  };
  const signup = await request.post("/api/auth/signup", { data: { ...admin, confirmPassword: admin.password } });
  if (signup.status() === 409)
    expect(
      (
        await request.post("/api/auth/login", { data: { emailOrUsername: admin.email, password: admin.password } })
      ).ok(),
    ).toBe(true);
  // ADMIN_EMAILS grants admin once the address is proven: follow the verification mail (first time only).
  if (signup.status() === 201)
    expect((await request.get(await mailLink(admin.email, "/api/auth/verify-email"))).ok()).toBe(true);
  const res = await request.post("/api/admin/upgrade-user", { data: { userId, targetPlan: "pro" } });
  expect(res.status(), await res.text()).toBe(200);
}
