/**
 * Two-factor sign-in while the account waits to be deleted (docs/guide/accounts.md): the
 * password alone signs nobody in and shows no pending deletion; the code is asked; after it, the pending deletion is
 * the one screen and the one message (no 'Login Failed' toast beside it); "Cancel deletion" signs the person in.
 * And the undo link an email change mails to the old address. Pictures at 1280 and 390 px.
 */
import { expect, test, type Page } from "@playwright/test";
import { totpCode } from "../../server/modules/auth/two-factor";
import { mailLink } from "./support/e2e-mail";
import { expectNoSeriousA11yViolations, notifications, screenshots, signUpByApi } from "./support/foundation-helpers";

/** Signs in through the form on the sign-in screen. */
async function signInThroughForm(page: Page, email: string, password: string) {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
  await page.getByLabel("Email or Username").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).last().click();
}

test("two-factor with a pending deletion: the password alone signs nobody in, the code is asked, then cancel", async ({
  page,
}) => {
  const account = await signUpByApi(page.request, "twofa-leaver");
  const setup = await page.request.post("/api/account/2fa/setup", { data: { currentPassword: account.password } });
  expect(setup.status(), await setup.text()).toBe(200);
  const { secret } = (await setup.json()) as { secret: string };
  const enable = await page.request.post("/api/account/2fa/enable", { data: { code: totpCode(secret, Date.now()) } });
  expect(enable.status(), await enable.text()).toBe(200);
  const deletion = await page.request.post("/api/account/delete", {
    data: { confirm: account.username, password: account.password },
  });
  expect(deletion.status(), await deletion.text()).toBe(200);
  await page.context().clearCookies();

  await signInThroughForm(page, account.email, account.password);
  await expect(page.getByRole("heading", { name: "Two-factor sign-in" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel deletion" })).toHaveCount(0);
  // With only the password, nobody is signed in and nothing can be cancelled.
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);
  const seen = (await (await page.request.get("/api/account/delete")).json()) as { pending: boolean };
  expect(seen.pending).toBe(false);
  expect((await page.request.post("/api/account/delete/cancel")).status()).toBe(404);
  await expect(notifications(page).getByText("Login Failed")).toHaveCount(0);

  // The code of the next window: the one of this window turned two-factor on.
  await page.getByLabel("Code").fill(totpCode(secret, Date.now() + 30_000));
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(page.getByRole("button", { name: "Cancel deletion" })).toBeVisible();
  await expect(page).toHaveURL(/\/account-deletion$/);
  await expect(page.getByText(/You signed in correctly, but the account is locked/)).toBeVisible();
  await expect(notifications(page).getByText(/Login Failed|Welcome back!/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, "pending deletion after the code");
  await screenshots(page, "signin-two-factor-pending-deletion");

  await page.getByRole("button", { name: "Cancel deletion" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get("/api/auth/user")).status()).toBe(200);
});

test("a pending deletion signed in by password is one message: the deletion screen, no 'Login Failed' toast", async ({
  page,
}) => {
  const account = await signUpByApi(page.request, "leaver-once");
  const deletion = await page.request.post("/api/account/delete", {
    data: { confirm: account.username, password: account.password },
  });
  expect(deletion.status(), await deletion.text()).toBe(200);
  await page.context().clearCookies();

  await signInThroughForm(page, account.email, account.password);
  await expect(page.getByRole("button", { name: "Cancel deletion" })).toBeVisible();
  // A toast raised with the answer would be on screen by now (the screen opens after a further request).
  await page.waitForTimeout(500);
  await expect(notifications(page).getByText("Login Failed")).toHaveCount(0);
  await expect(page.getByText("Invalid email/username or password")).toHaveCount(0);
  await expect(page.getByText(/You signed in correctly, but the account is locked/)).toBeVisible();
  await screenshots(page, "signin-pending-deletion");
});

test("the old address's undo link puts the email back with a new password", async ({ page }) => {
  const account = await signUpByApi(page.request, "undo-owner");
  const moved = `moved-${Date.now().toString(36)}@e2e.test`;
  const change = await page.request.post("/api/account/email", {
    data: { email: moved, currentPassword: account.password },
  });
  expect(change.status(), await change.text()).toBe(200);
  await page.goto(await mailLink(moved, "/api/account/email/confirm"));
  await expect(page).toHaveURL(/emailChanged=1/);

  await page.goto(await mailLink(account.email, "/undo-email-change"));
  await expect(page.getByRole("heading", { name: "Undo the email change" })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "undo the email change");
  await screenshots(page, "undo-email-change");
  await page.getByLabel(/^New password/).fill("taken-back-42");
  await page.getByLabel(/^Confirm new password/).fill("taken-back-42");
  await page.getByRole("button", { name: "Put my email back" }).click();
  await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
  await expect(notifications(page).getByText(`Your email is ${account.email} again`, { exact: false })).toBeVisible();
  await signInThroughForm(page, account.email, "taken-back-42");
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
});
