/**
 * The admin dashboard end to end: an admin (made by ADMIN_EMAILS) filters, searches, upgrades a user after the
 * browser confirmation and sees the counts change; a normal user gets the not-found screen.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { mailLink } from "./support/e2e-mail";
import { screenshots } from "./support/foundation-helpers";

const ADMIN_EMAIL = "admin@e2e.test";
const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function signUp(
  request: APIRequestContext,
  who: { email: string; username: string; firstName: string; lastName: string },
) {
  const res = await request.post("/api/auth/signup", {
    data: { ...who, password: "hustle-hard-42", confirmPassword: "hustle-hard-42" },
  });
  expect(res.status(), await res.text()).toBe(201);
}

const filterButton = (page: Page, name: string) =>
  page.getByRole("group", { name: "Filter users" }).getByRole("button", { name: new RegExp(`^${name}\\b`) });
const statCard = (page: Page, label: string) =>
  page.getByRole("region", { name: "User statistics" }).locator("div.rounded-2xl", { hasText: label });
const notifications = (page: Page) => page.getByRole("region", { name: /Notifications/ });

test.beforeAll(async ({ playwright, baseURL }) => {
  // Three members to manage, each signing up in their own browser-less session.
  for (const [first, last] of [
    ["Zara", "Quill"],
    ["Omar", "Finch"],
    ["Lena", "Voss"],
  ]) {
    const request = await playwright.request.newContext({ baseURL });
    await signUp(request, {
      email: `${first.toLowerCase()}-${tag}@e2e.test`,
      username: `${first.toLowerCase()}_${tag}`,
      firstName: first,
      lastName: last,
    });
    await request.dispose();
  }
});

test("an admin filters, searches and upgrades a user after the confirmation", async ({ page }) => {
  await signUp(page.request, { email: ADMIN_EMAIL, username: `admin_${tag}`, firstName: "Ada", lastName: "Admin" });
  // ADMIN_EMAILS grants admin once the address is proven (issue 8 item 1): follow the verification mail.
  await page.goto(await mailLink(ADMIN_EMAIL, "/api/auth/verify-email"));
  await page.goto("/admin-dashboard");

  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to App" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("heading", { name: "User Database" })).toBeVisible();
  for (const column of ["User", "Plan", "Subscription Time", "Activity", "Usage", "Joined", "Last Active", "Actions"])
    await expect(page.getByRole("columnheader", { name: column, exact: true })).toBeVisible();

  // Four members, all on Free, all seen just now.
  await expect(statCard(page, "Total Users")).toContainText("4");
  await expect(statCard(page, "Total Users")).toContainText("+4 today");
  await expect(statCard(page, "Active Users")).toContainText("4 active today");
  await expect(filterButton(page, "All Users")).toHaveText("All Users4");
  await expect(filterButton(page, "Pro")).toHaveText("Pro0");
  await expect(filterButton(page, "Free")).toHaveText("Free4");

  await filterButton(page, "Pro").click();
  await expect(filterButton(page, "Pro")).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText("No users found matching the current filter.")).toBeVisible();
  await screenshots(page, "admin-empty-filter");
  await filterButton(page, "All Users").click();
  await expect(page.getByRole("row")).toHaveCount(5); // header + 4 users
  await screenshots(page, "admin-dashboard");

  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"]).analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);

  // Search by the start of a last name, ignoring case.
  await page.getByLabel("Search users").fill("QUI");
  await expect(page.getByRole("row")).toHaveCount(2);
  const row = page.getByRole("row", { name: /Zara Quill/ });
  await expect(row).toContainText(`zara-${tag}@e2e.test`);
  await expect(row).toContainText("N/A");
  await expect(row).toContainText("Online");

  // Dismissing the confirmation changes nothing.
  page.once("dialog", (dialog) => dialog.dismiss());
  await row.getByRole("button", { name: /Upgrade Zara Quill to Pro/ }).click();
  await expect(filterButton(page, "Pro")).toHaveText("Pro0");

  let question = "";
  page.once("dialog", (dialog) => {
    question = dialog.message();
    void dialog.accept();
  });
  await row.getByRole("button", { name: /Upgrade Zara Quill to Pro/ }).click();
  await expect(notifications(page).getByText("User Upgraded Successfully", { exact: true })).toBeVisible();
  await expect(notifications(page).getByText(/Zara Quill is now on the pro plan/)).toBeVisible();
  expect(question).toBe("Are you sure you want to upgrade this user to pro plan?");

  // Users and stats are refreshed: the row, the filter counts within the search and the cards.
  await expect(row.getByText("Pro", { exact: true })).toBeVisible();
  await expect(row).toContainText("30 days left");
  await expect(filterButton(page, "Pro")).toHaveText("Pro1");
  await expect(statCard(page, "Pro Users")).toContainText("1");
  await expect(statCard(page, "Free Users")).toContainText("3");
  await screenshots(page, "admin-search-upgraded");

  await page.getByLabel("Search users").fill("");
  await filterButton(page, "Pro").click();
  await expect(page.getByRole("row")).toHaveCount(2);
  await expect(page.getByRole("row", { name: /Zara Quill/ })).toBeVisible();
  await expect(filterButton(page, "Free")).toHaveText("Free3");

  // And back down, with the downgrade wording.
  page.once("dialog", (dialog) => {
    question = dialog.message();
    void dialog.accept();
  });
  await page.getByRole("button", { name: /Downgrade Zara Quill to Free/ }).click();
  await expect(page.getByText("No users found matching the current filter.")).toBeVisible();
  expect(question).toBe("Are you sure you want to downgrade this user to free plan?");
  await expect(notifications(page).getByText("User Downgraded Successfully", { exact: true })).toBeVisible();
  await expect(notifications(page).getByText(/now on the free plan/)).toBeVisible();
  await expect(filterButton(page, "Free")).toHaveText("Free4");

  // /admin is the same screen. Another admin upgrades Omar while this screen still offers "Upgrade":
  // the server refuses, the failure toast shows its message, and the screen catches up.
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  const omarRow = page.getByRole("row", { name: /Omar Finch/ });
  await expect(omarRow.getByRole("button", { name: /Upgrade Omar Finch to Pro/ })).toBeVisible();
  const omar = (await (await page.request.get("/api/admin/users?search=omar")).json()).users[0];
  expect(
    (await page.request.post("/api/admin/upgrade-user", { data: { userId: omar.id, targetPlan: "pro" } })).status(),
  ).toBe(200);
  page.once("dialog", (dialog) => void dialog.accept());
  await omarRow.getByRole("button", { name: /Upgrade Omar Finch to Pro/ }).click();
  await expect(notifications(page).getByText("Upgrade Failed", { exact: true })).toBeVisible();
  await expect(notifications(page).getByText("This user is already on the pro plan")).toBeVisible();
  await expect(omarRow.getByRole("button", { name: /Downgrade Omar Finch to Free/ })).toBeVisible();
  await expect(filterButton(page, "Pro")).toHaveText("Pro1");
});

test("a normal user gets the not-found screen at /admin-dashboard and /admin", async ({ page }) => {
  await signUp(page.request, {
    email: `member-${tag}@e2e.test`,
    username: `member_${tag}`,
    firstName: "Max",
    lastName: "Member",
  });
  for (const url of ["/admin-dashboard", "/admin"]) {
    await page.goto(url);
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    await expect(page.getByText("User Database")).toHaveCount(0);
  }
  const api = await page.request.get("/api/admin/stats");
  expect(api.status()).toBe(403);
});
