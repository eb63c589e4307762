/**
 * Foundation UI end to end: the sign-in landing, sign-up, plan selection, the signed-in shell and hubs,
 * sign-out and sign-in, the 404 screen, provider-not-configured handling, accessibility and screenshots.
 */
import { expect, test, type Page } from "@playwright/test";
import {
  DESKTOP,
  expectNoSeriousA11yViolations,
  expectToast,
  newAccount,
  PHONE,
  screenshots,
  signUpThroughForm,
} from "./support/foundation-helpers";
import { POPULAR_TOOL_IDS, toolPath } from "../../shared/tools/manifest";
import { DISCOVERY_TOOLS } from "../../client/src/features/hubs/data/discovery-tools";
import { MONEY_MAKER_TOOLS } from "../../client/src/features/hubs/data/money-makers";
import { DROPSHIPPING_TOOLS } from "../../client/src/features/hubs/data/dropshipping";
import { GROWTH_TOOLS } from "../../client/src/features/hubs/data/growth-suite";

const header = (page: Page) => page.getByRole("banner");
const mainNav = (page: Page) => header(page).getByRole("navigation", { name: "Main" });

// The other specs run with reduced motion (playwright.config.ts); these take the journeys with the default motion.
test.use({ reducedMotion: "no-preference" });

test.describe("signed-out visitor", () => {
  test("sees the landing with both forms, provider buttons and the legal note", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: /Turn your idea into income/ })).toBeVisible();
    await expect(page.getByLabel("Email or Username")).toBeVisible();
    await expect(page.getByLabel(/^Password/)).toBeVisible();
    await expect(page.getByRole("button", { name: /Google/ })).toBeVisible();
    await expect(page.getByRole("button", { name: /Discord/ })).toBeVisible();
    await expect(page.getByText(/By continuing, you agree to our Terms of Service and Privacy Policy/)).toBeVisible();
    await expectNoSeriousA11yViolations(page, "sign-in");
    await screenshots(page, "foundation-sign-in");

    await page.getByRole("button", { name: "Create Account", exact: true }).first().click();
    for (const label of [
      /^First Name/,
      /^Last Name/,
      /^Email/,
      /^Username \(optional\)/,
      /^Password/,
      /^Confirm Password/,
    ]) {
      await expect(page.getByLabel(label)).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page, "sign-up");
    await screenshots(page, "foundation-sign-up");
  });

  test("gets the spec's validation toasts before anything is sent", async ({ page }) => {
    await page.goto("/");
    await page.locator("form").getByRole("button", { name: "Sign In" }).click();
    await expectToast(page, "Validation Error", "Please fill in all fields.");

    await page.getByRole("button", { name: "Create Account", exact: true }).first().click();
    await page.getByLabel(/^First Name/).fill("Sam");
    await page.locator("form").getByRole("button", { name: "Create Account" }).click();
    await expectToast(page, "Validation Error", "Please fill in all required fields.");

    await page.getByLabel(/^Last Name/).fill("Lee");
    await page.getByLabel(/^Email/).fill("sam@example.com");
    await page.getByLabel(/^Password/).fill("secret-1");
    await page.getByLabel(/^Confirm Password/).fill("secret-2");
    await page.locator("form").getByRole("button", { name: "Create Account" }).click();
    await expectToast(page, "Validation Error", "Passwords don't match.");
  });

  test("an open toast keeps the page within a 390 px window (while it slides in, and after shrinking from 1280)", async ({
    page,
  }) => {
    // The widest the page gets over the next half second, sampled every frame (the slide-in lasts 150 ms).
    const widest = () =>
      page.evaluate(
        () =>
          new Promise<{ scrollWidth: number; innerWidth: number }>((resolve) => {
            let scrollWidth = 0;
            const end = performance.now() + 500;
            const sample = () => {
              scrollWidth = Math.max(scrollWidth, document.documentElement.scrollWidth);
              if (performance.now() < end) requestAnimationFrame(sample);
              else resolve({ scrollWidth, innerWidth: window.innerWidth });
            };
            sample();
          }),
      );
    for (const start of [PHONE, DESKTOP]) {
      await page.setViewportSize(start);
      await page.goto("/");
      await page.locator("form").getByRole("button", { name: "Sign In" }).click();
      if (start === DESKTOP) {
        await expectToast(page, "Validation Error", "Please fill in all fields.");
        await page.setViewportSize(PHONE);
      }
      const { scrollWidth, innerWidth } = await widest();
      expect(scrollWidth, `toast opened at ${start.width} px, shown at 390 px`).toBeLessThanOrEqual(innerWidth);
      await expectToast(page, "Validation Error", "Please fill in all fields.");
    }
    await screenshots(page, "foundation-toast-open");
  });

  test("wrong password shows 'Login Failed' with the server's message", async ({ page }) => {
    await page.goto("/");
    await page.getByLabel("Email or Username").fill("nobody@e2e.test");
    await page.getByLabel(/^Password/).fill("not-the-password");
    await page.locator("form").getByRole("button", { name: "Sign In" }).click();
    await expectToast(page, "Login Failed", /Invalid/);
    await expect(page.getByLabel("Email or Username")).toBeVisible();
  });

  test("Google without keys comes back to the sign-in screen with a clear toast and a clean URL", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: /Google/ }).click();
    await expectToast(page, "Google sign-in is not configured", /GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET/);
    await expect(page).toHaveURL((url) => url.pathname === "/" && !url.search.includes("authError"));
    await expect(page.getByLabel("Email or Username")).toBeVisible();
  });

  test("a provider error code is shown as 'Sign-in Failed' with its text", async ({ page }) => {
    await page.goto("/?authError=no_email&provider=discord");
    await expectToast(page, "Sign-in Failed", "Your Discord account has no email address.");
    await expect(page).toHaveURL((url) => !url.search.includes("authError"));
  });

  test("text put in the address is never shown: an unknown code reads as a generic failure", async ({ page }) => {
    await page.goto("/?authError=Your%20account%20is%20locked.%20Call%20%2B1-555-0100%20now&provider=discord");
    await expectToast(page, "Sign-in Failed", "Discord sign-in did not complete. Please try again.");
    await expect(page.getByText(/555-0100/)).toHaveCount(0);
  });
});

test("a new founder signs up, picks Free, explores every hub, signs out and back in", async ({ page }) => {
  test.setTimeout(120_000);
  const account = newAccount();
  await page.goto("/");
  await signUpThroughForm(page, account);
  await expectToast(page, "Account Created!");

  // Plan selection
  await expect(page.getByRole("heading", { name: "Choose Your Plan" })).toBeVisible();
  await expect(page.getByText("No credit card required")).toBeVisible();
  await expect(page.getByText("MOST POPULAR")).toBeVisible();
  await page.getByRole("button", { name: "Start Building Now" }).click();
  await expectToast(page, "Please select a plan", "You need to choose a plan to continue.");
  await expect(page.getByText("7-day free trial, cancel anytime")).toHaveCount(0);
  await page.getByRole("radio", { name: "Pro", exact: true }).check();
  await expect(page.getByText("7-day free trial, cancel anytime")).toBeVisible();
  await expectNoSeriousA11yViolations(page, "plan selection");
  await screenshots(page, "foundation-plan-selection");
  await page.getByRole("radio", { name: /^Free\b/ }).check();
  await page.getByRole("button", { name: "Start Building Now" }).click();
  await expectToast(page, "Plan Selected!");
  // The business profile is asked next, and can be skipped (tests/e2e/business-profile.spec.ts finishes it).
  await page.getByRole("button", { name: "Skip for now" }).click();

  // The page reloads into the dashboard.
  await expect(page.getByRole("heading", { name: "AI-Powered Business Generation Revolution" })).toBeVisible();
  await expect(header(page).getByText(`Hi, ${account.firstName}`)).toBeVisible();
  await expect(header(page).getByText("Free", { exact: true }).filter({ visible: true })).toBeVisible();
  await expect(header(page).getByRole("link", { name: "Upgrade to Pro" })).toBeVisible();
  await expect(header(page).getByRole("link", { name: "Admin" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Start Building Now" })).toHaveAttribute("href", "/niche-discovery");
  // Popular tools link to their tool.
  for (const id of POPULAR_TOOL_IDS) await expect(page.locator(`main a[href="${toolPath(id)}"]`).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, "dashboard");
  await screenshots(page, "foundation-dashboard");

  // Discovery Tools
  await mainNav(page).getByRole("link", { name: "Discovery Tools" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Discovery Tools" })).toBeVisible();
  await expect(mainNav(page).getByRole("link", { name: "Discovery Tools" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("link", { name: /^Launch Tool/ })).toHaveCount(DISCOVERY_TOOLS.length);
  for (const step of ["Find Your Niche", "Generate Ideas", "Research Market", "Validate Fast"]) {
    await expect(page.getByText(step, { exact: true })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page, "discovery tools");
  await screenshots(page, "foundation-discovery-tools");

  // Money Makers
  await mainNav(page).getByRole("link", { name: "Money Makers" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Money Makers" })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Start Making Money/ })).toHaveCount(MONEY_MAKER_TOOLS.length);
  await expect(page.getByRole("list", { name: "Money Makers in numbers" })).not.toContainText(/K\+|M\+|success rate/i);
  for (const text of ["Trending products tracked", "Start Small", "Scale Smart", "Stay Focused"]) {
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page, "money makers");
  await screenshots(page, "foundation-money-makers");

  // Dropshipping Command Center, reached from its Money Makers card
  await page.getByRole("link", { name: /Start Making Money.*Dropshipping Command Center/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dropshipping Command Center" })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Launch Tool/ })).toHaveCount(DROPSHIPPING_TOOLS.length);
  await expect(page.getByRole("main").getByText("Free", { exact: true })).toHaveCount(4);
  await expect(page.getByRole("list", { name: "Dropshipping in numbers" })).toContainText("Suppliers reviewed");
  await expectNoSeriousA11yViolations(page, "dropshipping");
  await screenshots(page, "foundation-dropshipping-tools");

  // Growth Suite: the four PRO tools are locked for a free user and an upgrade banner shows.
  await mainNav(page).getByRole("link", { name: "Growth Suite" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Growth Suite" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Unlock the full Growth Suite" })).toBeVisible();
  // Tools open to every plan launch; Pro tools offer the upgrade.
  await expect(page.getByRole("link", { name: /^Launch Tool/ })).toHaveCount(GROWTH_TOOLS.filter((c) => !c.pro).length);
  await expect(page.getByText(/\$10\/month with a 30-day money-back guarantee and cancel anytime/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, "growth suite");
  await screenshots(page, "foundation-growth-suite");
  await page.locator("main").getByRole("link", { name: "Upgrade to Pro" }).first().click();
  await expect(page).toHaveURL(/\/checkout$/);

  // Unknown path
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/");
  await expectNoSeriousA11yViolations(page, "404");

  // Sign out, then sign back in with the username.
  await header(page).getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByLabel("Email or Username")).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await page.getByLabel("Email or Username").fill(account.username.toUpperCase());
  await page.getByLabel(/^Password/).fill(account.password);
  await page.locator("form").getByRole("button", { name: "Sign In" }).click();
  await expectToast(page, "Welcome back!", "You've successfully logged in.");
  await expect(page.getByRole("heading", { name: "AI-Powered Business Generation Revolution" })).toBeVisible();
  await expect(header(page).getByText(`Hi, ${account.firstName}`)).toBeVisible();
});

test("at 390 px the header nav collapses into a menu button that opens and navigates", async ({ page }) => {
  const account = newAccount("phone");
  await page.setViewportSize(PHONE);
  await page.goto("/");
  await signUpThroughForm(page, account);
  await page.getByRole("radio", { name: /^Free\b/ }).check();
  await page.getByRole("button", { name: "Start Building Now" }).click();
  await page.getByRole("button", { name: "Skip for now" }).click();
  await expect(page.getByRole("heading", { name: "AI-Powered Business Generation Revolution" })).toBeVisible();

  await expect(mainNav(page)).toBeHidden();
  const menu = header(page).getByRole("button", { name: "Open menu" });
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await menu.click();
  await expect(header(page).getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
  await expect(page.locator("#mobile-menu").getByText(`Hi, ${account.firstName}`)).toBeVisible();
  await expectNoSeriousA11yViolations(page, "mobile menu");
  await page.screenshot({ path: "screenshots/foundation-mobile-menu-390.png" });
  await mainNav(page).getByRole("link", { name: "Money Makers" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Money Makers" })).toBeVisible();
  await expect(header(page).getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");

  await header(page).getByRole("button", { name: "Open menu" }).click();
  await header(page).getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByLabel("Email or Username")).toBeVisible();
  await page.setViewportSize(DESKTOP);
});
