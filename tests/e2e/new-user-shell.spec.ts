/**
 * What a new user tripped over (docs/decisions/810) and the tool manifest's screens, in a real browser:
 * every signed-in route at 390 px with real content is no wider than the window, the header stays on one
 * line at 1280 px with Admin and a long name and follows a self-upgrade without a reload, the admin's
 * AI-runs figure and downgrade toast, the hub cards the manifest gives, the bad-id not-found state, option labels in
 * history, Build Business Plan with no idea run left, and the legal pages signed out.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { HUBS, STANDALONE_TOOLS, toolPath } from "../../shared/tools/manifest";
import { DISCOVERY_TOOLS } from "../../client/src/features/hubs/data/discovery-tools";
import { GROWTH_TOOLS } from "../../client/src/features/hubs/data/growth-suite";
import { mailLink } from "./support/e2e-mail";
import {
  DESKTOP,
  expectNoSeriousA11yViolations,
  expectToast,
  newAccount,
  PHONE,
  screenshots,
  SHOOT,
} from "./support/foundation-helpers";

const SHOTS = path.resolve("screenshots");

const LONG_NAME = "Maximiliana-Alexandrina";
const LONG_TITLE = "Hyperpersonalised-subscription-boxes-for-remote-engineering-teams-worldwide";
const PASSWORD = "hustle-hard-42";

/** Fails when the page is wider than the window (a horizontal scroll on a phone). */
async function expectNoHorizontalOverflow(page: Page, where: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${where} is ${scrollWidth}px wide in a ${innerWidth}px window`).toBeLessThanOrEqual(innerWidth);
}

const header = (page: Page) => page.locator("header").first();

/** The admin of this spec (ADMIN_EMAILS in the e2e server), signed in on the page, with a long first name. */
async function signInShellAdmin(page: Page) {
  const who = {
    email: "shell-admin@e2e.test",
    username: `shell_admin_${Date.now().toString(36)}`,
    firstName: LONG_NAME,
    lastName: "Okonkwo-Fitzgerald",
  };
  const res = await page.request.post("/api/auth/signup", {
    data: { ...who, password: PASSWORD, confirmPassword: PASSWORD },
  });
  if (res.status() !== 201)
    expect(
      (await page.request.post("/api/auth/login", { data: { emailOrUsername: who.email, password: PASSWORD } })).ok(),
    ).toBe(true);
  // ADMIN_EMAILS grants admin once the address is proven (docs/decisions/611): follow the verification mail.
  else await page.goto(await mailLink(who.email, "/api/auth/verify-email"));
  expect(
    (await page.request.post("/api/auth/update-plan", { data: { plan: "free", hasCompletedOnboarding: "true" } })).ok(),
  ).toBe(true);
}

async function changeOwnPlan(page: Page, to: "Pro" | "Free") {
  await page.goto("/admin-dashboard");
  await page.getByLabel("Search users").fill("shell-admin@");
  const row = page.getByRole("row", { name: new RegExp(LONG_NAME) });
  await expect(row).toHaveCount(1);
  page.once("dialog", (dialog) => void dialog.accept());
  await row.getByRole("button", { name: to === "Pro" ? /to Pro/ : /to Free/ }).click();
  return row;
}

test("every signed-in route fits a 390 px phone with real content; header, admin and plan badge", async ({ page }) => {
  test.setTimeout(180_000);
  await signInShellAdmin(page);

  // Real content first: one run of each built tool, a long validation title, and (as Pro) a business plan.
  const post = async (url: string, data: unknown) => {
    const res = await page.request.post(url, { data });
    expect(res.ok(), `${url}: ${await res.text()}`).toBe(true);
    return res.json();
  };
  await post("/api/validate-idea", {
    product: LONG_TITLE,
    description: "Monthly boxes of snacks and desk gear tailored to each engineer, for companies with remote teams.",
  });
  await post("/api/generate-niches", {
    industry: "health",
    budget: "0-500",
    targetMarket: "millennials",
    skills: ["Writing"],
    interests: ["Fitness"],
  });
  const { products } = await post("/api/generate-products", {
    industry: "tech-apps",
    budget: "500-5000",
    targetMarket: "gen-z",
    skills: "coding, design",
  });
  await post("/api/market-analysis", {
    industry: "fintech",
    location: "north-america",
    targetMarket: "Gen Z students",
  });

  // The header on one line at 1280 px: Upgrade, Admin, a long first name and the badge.
  await page.goto("/");
  await expect(header(page).getByText("Free", { exact: true }).filter({ visible: true })).toBeVisible();
  await expect(header(page).getByRole("link", { name: "Admin" })).toBeVisible();
  const bar = header(page).locator("> div").first();
  expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(64);
  for (const name of ["Dashboard", "Discovery Tools", "Money Makers", "Growth Suite", "Upgrade to Pro", "Admin"]) {
    const box = await header(page).getByRole("link", { name, exact: true }).boundingBox();
    expect(box!.height, `${name} wraps`).toBeLessThanOrEqual(40);
  }
  await screenshots(page, "shell-header-dashboard");

  // Admin: the AI-runs figure counts this admin's 4 generations; a self-upgrade updates the header badge at once.
  const row = await changeOwnPlan(page, "Pro");
  await expectToast(page, "User Upgraded Successfully");
  await expect(row).toContainText("4 AI runs");
  await expect(header(page).getByText("Pro", { exact: true }).filter({ visible: true })).toBeVisible();
  await expect(header(page).getByText("Free", { exact: true }).filter({ visible: true })).toHaveCount(0);
  await expect(header(page).getByRole("link", { name: "Upgrade to Pro" })).toHaveCount(0);
  await screenshots(page, "shell-admin-self-pro");

  // As Pro: a business plan for the first idea (its year table is checked at 390 px below).
  await post("/api/business-plans", { productIdeaId: products[0].id, budget: "$500 - $5,000" });

  // Every route a signed-in user has: the manifest's tools, their detail pages, the hubs and the rest.
  const routes = [
    "/",
    ...HUBS.map((h) => h.route),
    ...STANDALONE_TOOLS.map((t) => t.route),
    `/business-ideas/${products[0].id}`,
    "/business-ideas/abc",
    "/checkout",
    "/admin-dashboard",
    "/admin",
    "/terms",
    "/privacy",
    "/no-such-page",
  ];
  await page.setViewportSize(PHONE);
  for (const route of routes) {
    await page.goto(route);
    await expect(page.locator("main :is(h1, h2)").first(), route).toBeVisible();
    // Reopen the newest history entry where the screen has one, so the result is on screen too.
    const recent = page.getByRole("list", { name: /^Recent/ }).getByRole("button");
    if (await recent.count()) {
      await recent.first().click();
      await page.waitForLoadState("networkidle");
    }
    await expectNoHorizontalOverflow(page, route);
    if (SHOOT && ["/quick-validation", "/business-ideas", `/business-ideas/${products[0].id}`].includes(route)) {
      fs.mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({
        path: path.join(SHOTS, `shell-phone${route.replaceAll("/", "-")}-390.png`),
        fullPage: true,
      });
    }
  }

  // The plan's year table shows its Profit column inside the phone's width.
  await page.goto(`/business-ideas/${products[0].id}`);
  const profit = page.getByRole("columnheader", { name: "Profit" }).first();
  await profit.scrollIntoViewIfNeeded();
  await expect(profit).toBeVisible();
  const box = (await profit.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  await page.setViewportSize(DESKTOP);

  // A downgrade names itself, and the badge follows again.
  await changeOwnPlan(page, "Free");
  await expectToast(page, "User Downgraded Successfully");
  await expect(header(page).getByText("Free", { exact: true }).filter({ visible: true })).toBeVisible();
});

test("hubs: every card launches its tool, Pro tools offer the upgrade to a free user", async ({ page }) => {
  test.setTimeout(120_000); // axe scans and screenshots on a shared machine
  const account = newAccount("shellhub");
  expect(
    (await page.request.post("/api/auth/signup", { data: { ...account, confirmPassword: account.password } })).status(),
  ).toBe(201);
  await page.request.post("/api/auth/update-plan", { data: { plan: "free", hasCompletedOnboarding: "true" } });

  await page.goto("/discovery-tools");
  await expect(page.getByRole("link", { name: /^Launch Tool/ })).toHaveCount(DISCOVERY_TOOLS.length);
  await expectNoSeriousA11yViolations(page, "discovery hub");
  await screenshots(page, "shell-hub-discovery");

  await page.goto("/growth-suite");
  // A Pro tool is locked for a free user: 'Upgrade to Pro' to /checkout.
  for (const card of GROWTH_TOOLS.filter((c) => c.pro))
    await expect(page.getByRole("link", { name: `Upgrade to Pro to unlock ${card.title}` })).toHaveAttribute(
      "href",
      "/checkout",
    );
  await expectNoSeriousA11yViolations(page, "growth hub");
  await screenshots(page, "shell-hub-growth");

  await page.goto("/money-makers");
  // Quick Validation lives on Discovery Tools and its manifest entry puts it on Money Makers too.
  await expect(page.getByRole("link", { name: /Start Making Money.*Quick Validation/ })).toHaveAttribute(
    "href",
    toolPath("quick-validation"),
  );
  await screenshots(page, "shell-hub-money");
});

test("a bad idea id shows not-found; history shows option labels; no idea run left offers the upgrade", async ({
  page,
}) => {
  const account = newAccount("shellfree");
  expect(
    (await page.request.post("/api/auth/signup", { data: { ...account, confirmPassword: account.password } })).status(),
  ).toBe(201);
  await page.request.post("/api/auth/update-plan", { data: { plan: "free", hasCompletedOnboarding: "true" } });

  await page.goto("/business-ideas/abc");
  await expect(page.getByRole("heading", { name: "Idea not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "See your business ideas" })).toHaveAttribute("href", "/business-ideas");

  await page.request.post("/api/generate-niches", {
    data: { industry: "health", budget: "0-500", targetMarket: "millennials", skills: [], interests: [] },
  });
  await page.goto("/niche-discovery");
  const recent = page.getByRole("list", { name: "Recent discoveries" });
  await expect(recent).toContainText("$0 - $500");
  await expect(recent).not.toContainText("0-500 ");

  // Both free business idea runs used: the validation's Build Business Plan becomes the upgrade path.
  for (let i = 0; i < 2; i++)
    expect(
      (
        await page.request.post("/api/generate-products", {
          data: { industry: "tech-apps", budget: "0-500", targetMarket: "gen-z", skills: "coding" },
        })
      ).ok(),
    ).toBe(true);
  expect(
    (
      await page.request.post("/api/validate-idea", {
        data: { product: "Dog walking app for busy owners", description: "" },
      })
    ).ok(),
  ).toBe(true);
  await page.goto("/quick-validation");
  await page
    .getByRole("list", { name: /^Recent/ })
    .getByRole("button")
    .first()
    .click();
  await expect(page.getByRole("button", { name: "Build Business Plan" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Upgrade to Build Plan" })).toHaveAttribute("href", "/checkout");
  await expect(page.getByText("You've used your free business idea runs.")).toBeVisible();
  await screenshots(page, "shell-validation-no-idea-runs");
});

test("Terms of Service and Privacy Policy are real pages, reachable signed out from the sign-in footer", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto("/");
  await page.getByRole("link", { name: "Terms of Service" }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
  await expect(page.getByText(/not financial, legal or tax advice/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, "terms");
  await expectNoHorizontalOverflow(page, "/terms");
  await screenshots(page, "shell-terms");

  await page.getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  for (const text of [
    /salted hash/,
    /Stripe customer id/,
    /generations history/i,
    /server logs each request/i,
    /random session id/,
  ])
    await expect(page.getByText(text).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, "privacy");
  await page.setViewportSize(PHONE);
  await expectNoHorizontalOverflow(page, "/privacy");
  await page.setViewportSize(DESKTOP);
  await screenshots(page, "shell-privacy");

  await page.getByRole("link", { name: "Sign in" }).click();
  await expect(page.getByLabel("Email or Username")).toBeVisible();
});
