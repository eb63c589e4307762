/**
 * Accounts people can recover, end to end with nothing configured: sign up, the 'Verify your email' line,
 * the development mailbox, verification, 'Forgot password?', the reset link, the new password, sign in.
 * The dev mailbox exists only outside production, so this file runs its own development-mode server (on
 * E2E_PORT + 100, fresh embedded database, no SMTP) over the client the main e2e server has built.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn, type ChildProcess } from "node:child_process";
import { expect, test, type Page } from "@playwright/test";
import {
  closeToasts,
  DESKTOP,
  expectNoSeriousA11yViolations,
  expectToast,
  newAccount,
  notifications,
  PHONE,
  screenshots,
  signUpThroughForm,
} from "./support/foundation-helpers";

const E2E_PORT = Number(process.env.E2E_PORT ?? 5199);
const PORT = E2E_PORT + 100;
const BASE = `http://localhost:${PORT}`;
let server: ChildProcess | undefined;
let dataDir = "";

test.use({ baseURL: BASE });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hf-e2e-accounts-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "development",
    PORT: String(PORT),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    CLIENT_DIST_DIR: `dist/e2e-${process.env.E2E_BASE_PORT ?? E2E_PORT}`,
    SESSION_SECRET: "e2e-accounts-secret-e2e-accounts-secret",
    LOG_LEVEL: "warn",
    RATE_LIMIT_DISABLED: "true",
  };
  for (const key of [
    "DATABASE_URL",
    "SMTP_URL",
    "APP_URL",
    "OPENAI_API_KEY",
    "STRIPE_SECRET_KEY",
    "GOOGLE_CLIENT_ID",
    "DISCORD_CLIENT_ID",
  ])
    delete env[key];
  server = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error("the development server did not start");
    await new Promise((r) => setTimeout(r, 250));
  }
});

test.afterAll(async () => {
  if (server?.pid) {
    server.kill("SIGTERM");
    await new Promise((r) => server!.once("exit", r));
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The page fits 1280 and 390 px (pictured with E2E_SCREENSHOTS=1). */
const shootBoth = (page: Page, name: string) => screenshots(page, `accounts-${name}`);

/** Opens the dev mailbox and follows the link of the newest mail with this subject to this address. */
async function followMailLink(page: Page, to: string, subject: string) {
  await page.goto("/dev/mailbox");
  const mail = page
    .locator("article")
    .filter({ hasText: to })
    .filter({ has: page.getByRole("heading", { name: subject }) })
    .first();
  await expect(mail).toBeVisible();
  await mail.getByRole("link").first().click();
}

test("verify the email, then forget the password, reset it from the mailbox and sign in", async ({ page }) => {
  test.setTimeout(150_000); // one long journey through several screens
  const account = newAccount("recover");
  await page.goto("/");
  await signUpThroughForm(page, account);
  await expectToast(page, "Account Created!");
  // Close the toast so the screenshots show the header it would cover on a phone.
  await closeToasts(page);
  await expect(notifications(page).getByText("Account Created!")).toHaveCount(0);

  // The reminder sits under the header on one line at both widths; the header row keeps its height.
  const reminder = page.getByText("Verify your email", { exact: true });
  await expect(reminder).toBeVisible();
  await expect(page.getByRole("button", { name: "Resend" })).toBeVisible();
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    const box = await page.getByRole("banner").boundingBox();
    expect(box!.height, `header height at ${size.width} px`).toBeLessThanOrEqual(64 + 40 + 2);
  }
  await page.setViewportSize(DESKTOP);
  await expectNoSeriousA11yViolations(page, "verify reminder");
  await shootBoth(page, "verify-reminder");

  await page.getByRole("button", { name: "Resend" }).click();
  await expectToast(page, "Verification email sent", `We've sent a new verification link to ${account.email}.`);

  await page.goto("/dev/mailbox");
  await expect(page.getByRole("heading", { name: "Development mailbox" })).toBeVisible();
  await expect(page.locator("article").filter({ hasText: account.email })).toHaveCount(2);
  await shootBoth(page, "dev-mailbox");

  await followMailLink(page, account.email, "Verify your email for HustleForge");
  await expectToast(page, "Email verified");
  await expect(page).toHaveURL((url) => url.pathname === "/" && !url.search.includes("verified"));
  await expect(page.getByText("Verify your email", { exact: true })).toHaveCount(0);

  // Signed out: 'Forgot password?' → the neutral answer.
  await page
    .getByRole("banner")
    .getByRole("button", { name: /Sign out/ })
    .click();
  await page.getByRole("button", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "forgot password");
  await shootBoth(page, "forgot-password");
  await page.getByLabel("Email").fill("not-an-address");
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await page.getByLabel("Email").fill(account.email.toUpperCase());
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText(/If an account uses that email, we've sent it a link/)).toBeVisible();
  await shootBoth(page, "forgot-password-sent");

  await followMailLink(page, account.email, "Reset your HustleForge password");
  await expect(page).toHaveURL(/\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "reset password");
  await shootBoth(page, "reset-password");

  await page.getByLabel(/^New password/).fill("short");
  await page.getByLabel(/^Confirm new password/).fill("different");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await shootBoth(page, "reset-password-errors");

  const newPassword = "fresh-start-77";
  await page.getByLabel(/^New password/).fill(newPassword);
  await page.getByLabel(/^Confirm new password/).fill(newPassword);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expectToast(page, "Password reset", "Your password has been reset. Sign in with your new password.");
  await expect(page.getByLabel("Email or Username")).toBeVisible();

  await page.getByLabel("Email or Username").fill(account.email);
  await page.getByLabel(/^Password/).fill(newPassword);
  await page.locator("form").getByRole("button", { name: "Sign In" }).click();
  await expectToast(page, "Welcome back!");
  await expect(page.getByRole("banner").getByText(account.firstName)).toBeVisible();

  // The link worked once: opening it again says so beside the form.
  await followMailLink(page, account.email, "Reset your HustleForge password");
  await page.getByLabel(/^New password/).fill("another-one-88");
  await page.getByLabel(/^Confirm new password/).fill("another-one-88");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("alert").filter({ hasText: /already been used/ })).toBeVisible();
});
