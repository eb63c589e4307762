/**
 * The account settings end to end (docs/guide/settings.md): a new name shows in the header; a password change
 * signs a second browser out; two-factor set up with a code computed here, then sign-out and sign-in with a code.
 * Screenshots at 1280 and 390 px; axe on each section.
 */
import { expect, test, type Page } from "@playwright/test";
import { totpCode } from "../../server/modules/auth/two-factor";
import { expectNoSeriousA11yViolations, screenshots, signUpByApi } from "./support/foundation-helpers";

async function openSettings(page: Page) {
  await page.goto("/");
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("link", { name: "Settings" }).click();
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
}

test("change the name from the avatar menu and see it in the header", async ({ page }) => {
  await signUpByApi(page.request, "settings");
  await openSettings(page);
  await expect(
    page.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: "Your data" }),
  ).toHaveAttribute("href", "/settings/data");
  await page.getByLabel("First name").fill("Zora");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Your profile is saved.")).toBeVisible();
  await expect(page.getByRole("banner").getByText("Zora")).toBeVisible();
  await expectNoSeriousA11yViolations(page, "settings profile");
  await screenshots(page, "settings-profile");

  for (const [link, heading] of [
    ["Email", "Email"],
    ["Sessions", "Sessions"],
    ["Plan", "Plan"],
  ] as const) {
    await page.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: link, exact: true }).click();
    await expect(page.getByRole("heading", { name: heading, level: 2 })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `settings ${link}`);
  }
  await screenshots(page, "settings-plan");
});

test("change the password and watch a second browser get signed out", async ({ page, browser }) => {
  const account = await signUpByApi(page.request, "pwchange");
  const other = await browser.newContext();
  const phone = await other.newPage();
  const login = await phone.request.post("/api/auth/login", {
    data: { emailOrUsername: account.email, password: account.password },
  });
  expect(login.ok()).toBe(true);
  await phone.goto("/");
  await expect(phone.getByRole("button", { name: "Account menu" })).toBeVisible();

  await page.goto("/settings/sessions");
  await expect(page.getByText("This session")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Sign out .* on / })).toHaveCount(1);
  await screenshots(page, "settings-sessions");

  await page.goto("/settings/password");
  await page.getByLabel("Current password").fill(account.password);
  await page.getByLabel("New password", { exact: true }).fill("a-brand-new-pass");
  await page.getByLabel("Confirm new password").fill("a-brand-new-pass");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your password was changed; 1 other session was signed out.")).toBeVisible();
  await expectNoSeriousA11yViolations(page, "settings password");

  await phone.reload();
  await expect(phone.getByRole("heading", { name: "Welcome back" })).toBeVisible();
  await other.close();
});

test("set up two-factor with a computed code, sign out, sign in with a code", async ({ page }) => {
  const account = await signUpByApi(page.request, "totp");
  await page.goto("/settings/two-factor");
  await page.getByLabel("Current password").fill(account.password);
  await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  const secret = (await page.getByTestId("totp-secret").textContent())?.trim() ?? "";
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoSeriousA11yViolations(page, "two-factor set-up");
  await screenshots(page, "settings-two-factor-setup");
  await page.getByLabel("Code from the app").fill(totpCode(secret, Date.now()));
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
  await screenshots(page, "settings-recovery-codes");

  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("button", { name: "Sign out" }).last().click();
  await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
  await page.getByLabel("Email or Username").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).last().click();
  await expect(page.getByRole("heading", { name: "Two-factor sign-in" })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "two-factor sign-in");
  await screenshots(page, "signin-two-factor");
  // The code of the next window: the one of this window was used to turn two-factor on.
  await page.getByLabel("Code").fill(totpCode(secret, Date.now() + 30_000));
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
});
