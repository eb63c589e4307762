/**
 * The admin dashboard end to end: an admin (made by ADMIN_EMAILS) filters, searches, upgrades a user after the
 * browser confirmation and sees the counts change; a normal user gets the not-found screen; an admin grants and
 * declines the rewards of a member's completed challenges, and the member sees the decisions (decision 925).
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import type { ChallengeView } from "../../shared/contracts/challenges";
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
  // ADMIN_EMAILS grants admin once the address is proven (docs/decisions/611): follow the verification mail.
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

/** Signs the page in as the ADMIN_EMAILS admin (made by the first test; made here when this test runs alone). */
async function signInAdmin(page: Page) {
  const login = await page.request.post("/api/auth/login", {
    data: { emailOrUsername: ADMIN_EMAIL, password: "hustle-hard-42" },
  });
  if (login.ok()) return;
  await signUp(page.request, { email: ADMIN_EMAIL, username: `admin_${tag}`, firstName: "Ada", lastName: "Admin" });
  await page.goto(await mailLink(ADMIN_EMAIL, "/api/auth/verify-email"));
}

/** Joins the challenge and ticks every step through the API, as the member's browser would. */
async function completeChallenge(request: APIRequestContext, title: string) {
  const list = (await (await request.get("/api/challenges")).json()).challenges as ChallengeView[];
  const challenge = list.find((c) => c.title === title)!;
  expect((await request.post(`/api/challenges/${challenge.id}/join`, { data: {} })).ok()).toBe(true);
  let last: ChallengeView = challenge;
  for (const step of challenge.steps) {
    const res = await request.patch(`/api/challenges/${challenge.id}/steps/${step.id}`, { data: { completed: true } });
    expect(res.ok()).toBe(true);
    last = (await res.json()).challenge;
  }
  expect(last).toMatchObject({ completed: true, rewardStatus: "pending" });
}

test("an admin grants one reward claim and declines another; the member sees both decisions", async ({
  page,
  browser,
}) => {
  // A member finishes two challenges in their own browser (ticks are self-reported: nothing is granted yet).
  const memberContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const member = await memberContext.newPage();
  await signUp(member.request, {
    email: `rita-${tag}@e2e.test`,
    username: `rita_${tag}`,
    firstName: "Rita",
    lastName: "Reward",
  });
  expect(
    (
      await member.request.post("/api/auth/update-plan", { data: { plan: "free", hasCompletedOnboarding: "true" } })
    ).ok(),
  ).toBe(true);
  await completeChallenge(member.request, "First $1K Revenue");
  await completeChallenge(member.request, "AI Content Empire");

  await signInAdmin(page);
  await page.goto("/admin-dashboard");
  const section = page.getByRole("region", { name: "Reward claims" });
  await expect(section.getByRole("heading", { name: "Reward claims" })).toBeVisible();
  await expect(section).toContainText("Granting records your decision only");
  const pending = section.getByRole("list", { name: "Pending reward claims" });
  const ritas = pending.getByTestId("reward-claim").filter({ hasText: "Rita Reward" });
  await expect(ritas).toHaveCount(2);
  const proClaim = ritas.filter({ hasText: "First $1K Revenue" });
  await expect(proClaim).toContainText("A free year of Pro · First $1K Revenue");
  await expect(proClaim).toContainText(`rita-${tag}@e2e.test`);
  await expect(proClaim).toContainText("Completed just now");
  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"]).analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
  await screenshots(page, "admin-reward-claims");

  // Grant, after the confirmation that says the admin hands the reward over.
  let question = "";
  page.once("dialog", (dialog) => {
    question = dialog.message();
    void dialog.accept();
  });
  await proClaim.getByRole("button", { name: "Grant Rita Reward's reward for First $1K Revenue" }).click();
  await expect(notifications(page).getByText("Reward granted", { exact: true })).toBeVisible();
  await expect(notifications(page).getByText(/"A free year of Pro" is marked as granted/)).toBeVisible();
  expect(question).toMatch(/^Grant "A free year of Pro" to Rita Reward\? This records your decision only/);
  await expect(ritas).toHaveCount(1);

  // Dismissing the confirmation changes nothing; accepting it declines.
  const storyClaim = ritas.filter({ hasText: "AI Content Empire" });
  page.once("dialog", (dialog) => void dialog.dismiss());
  await storyClaim.getByRole("button", { name: /^Decline Rita Reward's reward/ }).click();
  await expect(ritas).toHaveCount(1);
  page.once("dialog", (dialog) => void dialog.accept());
  await storyClaim.getByRole("button", { name: /^Decline Rita Reward's reward/ }).click();
  await expect(notifications(page).getByText("Reward declined", { exact: true })).toBeVisible();
  await expect(ritas).toHaveCount(0);

  await section.getByText(/^Recently decided \(\d+\)$/).click();
  const decided = section
    .getByRole("list", { name: "Recently decided reward claims" })
    .getByTestId("decided-reward-claim");
  await expect(decided.filter({ hasText: "First $1K Revenue" }).filter({ hasText: "Rita Reward" })).toContainText(
    "Granted",
  );
  await expect(decided.filter({ hasText: "First $1K Revenue" }).filter({ hasText: "Rita Reward" })).toContainText(
    "by Ada Admin",
  );
  await expect(decided.filter({ hasText: "AI Content Empire" }).filter({ hasText: "Rita Reward" })).toContainText(
    "Not granted",
  );
  await screenshots(page, "admin-reward-claims-decided");

  // The member sees both decisions on the challenge cards.
  await member.goto("/hustle-challenges");
  const cards = member.getByTestId("challenge-card");
  const proReward = cards.filter({ hasText: "First $1K Revenue" }).getByTestId("challenge-reward");
  await expect(proReward).toHaveAttribute("data-reward-status", "granted");
  const today = new Date().toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" });
  await expect(proReward.getByText(`Reward: A free year of Pro · granted on ${today}`)).toBeVisible();
  const storyReward = cards.filter({ hasText: "AI Content Empire" }).getByTestId("challenge-reward");
  await expect(storyReward.getByText("Reward: Featured success story · not granted")).toBeVisible();
  await expect(storyReward).toContainText("did not grant this reward");
  await screenshots(member, "admin-member-rewards-decided");
  await memberContext.close();
});

test("an admin's own reward claim: Grant is refused with a toast saying another admin must decide", async ({
  page,
}) => {
  await signInAdmin(page);
  await completeChallenge(page.request, "30-Day Niche Discovery Sprint");
  await page.goto("/admin-dashboard");
  const section = page.getByRole("region", { name: "Reward claims" });
  const own = section
    .getByRole("list", { name: "Pending reward claims" })
    .getByTestId("reward-claim")
    .filter({ hasText: ADMIN_EMAIL })
    .filter({ hasText: "30-Day Niche Discovery Sprint" });
  await expect(own).toHaveCount(1);
  page.once("dialog", (dialog) => void dialog.accept());
  await own.getByRole("button", { name: /^Grant Ada Admin's reward/ }).click();
  await expect(notifications(page).getByText("Could not record the decision", { exact: true })).toBeVisible();
  await expect(
    notifications(page).getByText("You cannot decide your own reward claim. Another admin must decide it."),
  ).toBeVisible();
  await screenshots(page, "admin-own-reward-claim-refused");
  // Still pending after the list refreshed.
  await expect(own).toHaveCount(1);
});
