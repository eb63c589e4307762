/**
 * The one generator screen and the form kit (docs/decisions/810) in a real browser on the
 * offline engine: free runs left shown before the button, the limit reached state, the limit toast when the
 * page's figures were stale, reopening from the history, a too-long tag refused as typed, and the server's
 * validation details beside their fields in plain words. Screenshots of the five generator screens.
 */
import { expect, test, type Page } from "@playwright/test";
import {
  expectNoSeriousA11yViolations,
  expectToast,
  makePro,
  newAccount,
  screenshots,
  signUpByApi,
} from "./support/foundation-helpers";

const validateOnce = async (page: Page) => {
  const done = page.waitForResponse((r) => r.url().endsWith("/api/validate-idea"));
  await page.getByRole("button", { name: "Validate Idea" }).click();
  expect((await done).status()).toBe(200);
};

test("free runs left are shown before pressing; history reopens; a stale page gets the limit toast, then the upgrade prompt", async ({
  page,
}) => {
  await signUpByApi(page.request, "gen");
  await page.goto("/quick-validation");
  const runsLeft = page.getByTestId("runs-left");
  await expect(runsLeft).toHaveText("3 of 3 free runs left");

  const product = page.getByLabel(/^Product or niche name/);
  await product.fill("Dog walking app for busy parents");
  await validateOnce(page);
  await expect(page.getByTestId("overall-score")).toBeVisible();
  await expect(runsLeft).toHaveText("2 of 3 free runs left");

  await product.fill("Notion templates for freelancers");
  await validateOnce(page);
  await expect(runsLeft).toHaveText("1 of 3 free runs left");

  // Reopen the first validation from the history: its result and its idea come back.
  const recent = page.getByRole("list", { name: "Recent validations" });
  await expect(recent.getByRole("button")).toHaveCount(2);
  await recent.getByRole("button", { name: /Dog walking app/ }).click();
  await expect(product).toHaveValue("Dog walking app for busy parents");
  await expect(recent.getByRole("button", { name: /Dog walking app/ })).toHaveAttribute("aria-current", "true");
  await screenshots(page, "generator-validation-history");

  // The last free run is used elsewhere (another tab): this page still says 1 left, the server refuses.
  expect((await page.request.post("/api/validate-idea", { data: { product: "Plant swap app" } })).status()).toBe(200);
  await expect(runsLeft).toHaveText("1 of 3 free runs left");
  await page.getByRole("button", { name: "Validate Idea" }).click();
  await expectToast(
    page,
    "Free Plan Limit Reached",
    /Free trial limit reached: you have used your 3 free quick validations/,
  );

  // Now the figures are fresh: no usable button, an upgrade prompt instead.
  const usedUp = page.getByTestId("runs-used-up");
  await expect(usedUp).toContainText("You've used your 3 free runs.");
  await expect(page.getByRole("button", { name: "Validate Idea" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, "quick validation (runs used up)");
  await screenshots(page, "generator-validation-used-up");

  // A fresh visit shows the prompt straight away; 'Upgrade Now' opens checkout.
  await page.goto("/quick-validation");
  await expect(usedUp).toBeVisible();
  await usedUp.getByRole("link", { name: "Upgrade Now" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
});

test("a too-long tag is refused as it is typed, naming it; the niche form shows its runs left", async ({ page }) => {
  await signUpByApi(page.request, "gen");
  await page.goto("/niche-discovery");
  await expect(page.getByTestId("runs-left")).toHaveText("2 of 2 free runs left");

  const skills = page.getByLabel("Your Skills");
  await skills.fill(`Storytelling${"A".repeat(288)}`);
  const refusal = page.getByRole("alert").filter({ hasText: "is too long" });
  await expect(refusal).toHaveText(
    '"StorytellingAAAAAAAAAAAA…" is too long (300 characters): a skill can have at most 60.',
  );
  await expect(skills).toHaveAttribute("aria-invalid", "true");
  await skills.press("Enter");
  await page.getByRole("button", { name: "Add" }).first().click();
  await expect(page.getByRole("list", { name: "Added items" })).toHaveCount(0);
  await screenshots(page, "generator-niche-long-tag");
  await skills.fill("Storytelling");
  await expect(refusal).toHaveCount(0);
  await skills.press("Enter");
  await expect(page.getByRole("button", { name: "Remove Storytelling" })).toBeVisible();
});

test("the server's validation details land beside their fields, in plain words or the specification's wording", async ({
  page,
}) => {
  // Sign-up: the browser's copy of the schema is bypassed on the wire, so the answer is the server's own 400.
  await page.goto("/");
  await page.getByRole("button", { name: "Create Account", exact: true }).first().click();
  const account = newAccount("detail");
  await page.route("**/api/auth/signup", async (route) => {
    const body = route.request().postDataJSON() as Record<string, string>;
    await route.continue({ postData: JSON.stringify({ ...body, firstName: "F".repeat(101) }) });
  });
  await page.getByLabel(/^First Name/).fill(account.firstName);
  await page.getByLabel(/^Last Name/).fill(account.lastName);
  await page.getByLabel(/^Email/).fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByLabel(/^Confirm Password/).fill(account.password);
  const answered = page.waitForResponse((r) => r.url().endsWith("/api/auth/signup"));
  await page.locator("form").getByRole("button", { name: "Create Account" }).click();
  const res = await answered;
  expect(res.status()).toBe(400);
  expect(JSON.stringify(await res.json())).toContain("Too big: expected string to have <=100 characters");
  const firstName = page.getByLabel(/^First Name/);
  await expect(firstName).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#signup-first-name-error")).toHaveText("Use at most 100 characters.");
  await expect(page.getByText("Too big: expected")).toHaveCount(0);
  await expect(firstName).toHaveAttribute("maxlength", "100");
  await expectNoSeriousA11yViolations(page, "sign-up (server detail)");
  await screenshots(page, "generator-signup-server-detail");
  await page.unroute("**/api/auth/signup");

  // A generator: the specification's own message stays, beside the field, and no failure state is shown.
  await signUpByApi(page.request, "detail2");
  await page.goto("/quick-validation");
  await page.route("**/api/validate-idea", (route) =>
    route.continue({
      postData: JSON.stringify({
        product: "Plant swap app for busy city renters who want greener homes ".repeat(3),
        description: "",
      }),
    }),
  );
  await page.getByLabel(/^Product or niche name/).fill("Plant swap app");
  await page.getByRole("button", { name: "Validate Idea" }).click();
  await expect(page.locator("#validate-product-error")).toHaveText("Product name must be at most 120 characters");
  await expect(page.getByTestId("validation-failed")).toHaveCount(0);
  await expect(page.getByTestId("runs-left")).toHaveText("3 of 3 free runs left");
  await expect(page.getByLabel(/^Product or niche name/)).toHaveAttribute("maxlength", "120");
});

test("the five generator screens with content, at 1280 and 390 px", async ({ page, playwright, baseURL }) => {
  test.setTimeout(120_000);
  const user = await signUpByApi(page.request, "shots");

  await page.goto("/niche-discovery");
  await page.getByLabel("Industry/Category").selectOption({ label: "Content & Media" });
  await page.getByLabel("Your Skills").fill("Video editing");
  await page.getByLabel("Your Skills").press("Enter");
  await page.getByLabel("Startup Budget").selectOption("0-500");
  await page.getByLabel("Target Market").selectOption({ label: "Gen Z (18-26)" });
  await page.getByRole("button", { name: "Discover My Niches" }).click();
  await expect(page.getByTestId("niche-idea-card").first()).toBeVisible();
  await expect(page.getByTestId("runs-left")).toHaveText("1 of 2 free runs left");
  await screenshots(page, "generator-niche");

  await page.goto("/market-research");
  await page.getByLabel(/^Industry/).selectOption({ label: "Fintech" });
  await page.getByRole("button", { name: "Generate Analysis" }).click();
  await expect(page.getByRole("heading", { name: "Fintech · Global" })).toBeVisible();
  await screenshots(page, "generator-market");

  await page.goto("/quick-validation");
  await page.getByLabel(/^Product or niche name/).fill("Notion templates for freelancers");
  await page
    .getByLabel(/^Description/)
    .fill("Digital templates sold on Gumroad to help freelancers track clients and invoices.");
  await validateOnce(page);
  await expect(page.getByTestId("overall-score")).toBeVisible();
  await screenshots(page, "generator-validation");

  await page.goto("/business-ideas");
  await expect(page.getByTestId("runs-left")).toHaveText("2 of 2 free runs left");
  await page.getByLabel("Industry").selectOption({ label: "Gaming & Esports" });
  await page.getByLabel("Budget Range").selectOption({ label: "$500 - $5,000" });
  await page.getByLabel("Target Market").selectOption({ label: "Gen Z (18-26)" });
  await page.getByLabel("Skills & Expertise").fill("Graphic design, streaming on Twitch");
  await page.getByRole("button", { name: "Generate 3 Business Ideas" }).click();
  await expect(page.getByTestId("business-idea-card")).toHaveCount(3);
  await expect(page.getByTestId("runs-left")).toHaveText("1 of 2 free runs left");
  await screenshots(page, "generator-business-ideas");

  // Business plans are Pro: a free user sees the upsell instead of the form; the admin upgrades them.
  await page.getByTestId("business-idea-card").first().getByRole("link", { name: "View Full Analysis" }).click();
  await expect(page.getByText("Business Plan Generator")).toBeVisible();
  await expect(page.getByRole("button", { name: "Generate Business Plan" })).toHaveCount(0);
  // The admin is signed up and proven here when this spec runs first (alone, say).
  const admin = await playwright.request.newContext({ baseURL });
  await makePro(admin, user.id);
  await admin.dispose();

  await page.reload();
  await page.getByRole("button", { name: "Generate Business Plan" }).click();
  await expectToast(page, "Business plan ready");
  await expect(page.getByRole("heading", { name: /Executive summary/i }).first()).toBeVisible();
  await expect(page.getByTestId("takeaway")).toHaveCount(1);
  await screenshots(page, "generator-business-plan");

  // Read back after a reload, the plan keeps its share and download panel.
  await page.reload();
  await expect(page.getByRole("heading", { name: /Executive summary/i }).first()).toBeVisible();
  await expect(page.getByTestId("takeaway")).toHaveCount(1);
});
