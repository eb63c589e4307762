/**
 * Niche discovery and business ideas end to end on the offline engine: a free user gets niche cards and the
 * success toast, finds an upgrade prompt (whose 'Upgrade Now' opens /checkout) instead of a third run, then
 * generates three business ideas and opens one's full analysis. Screenshots at 1280 and 390 px.
 */
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { screenshots } from "./support/foundation-helpers";

const SHOTS = path.resolve("screenshots");
const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const notifications = (page: Page) => page.getByRole("region", { name: /Notifications/ });

async function signUp(page: Page) {
  const res = await page.request.post("/api/auth/signup", {
    data: {
      email: `niche-${tag}@e2e.test`,
      username: `niche_${tag}`,
      firstName: "Nia",
      lastName: "Maker",
      password: "hustle-hard-42",
      confirmPassword: "hustle-hard-42",
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

async function fillNicheForm(page: Page) {
  await page.getByLabel("Industry/Category").selectOption({ label: "Content & Media" });
  await page.getByLabel("Startup Budget").selectOption("0-500");
  await page.getByLabel("Target Market").selectOption({ label: "Gen Z (18-26)" });
}

test("a free user discovers niches, hits the limit on the third run, then generates and opens business ideas", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signUp(page);
  await page.goto("/niche-discovery");
  await expect(page.getByRole("heading", { name: "AI Niche Discovery" })).toBeVisible();
  await screenshots(page, "ai-niche-empty");

  // Required fields first: nothing is sent, the destructive toast explains.
  await page.getByRole("button", { name: "Discover My Niches" }).click();
  await expect(notifications(page).getByText("Missing Information", { exact: true })).toBeVisible();
  await expect(
    notifications(page).getByText("Please fill in all required fields to generate niche ideas."),
  ).toBeVisible();

  await fillNicheForm(page);
  // Enter adds a tag instead of submitting; Add does too; duplicates are ignored; tags can be removed.
  const skills = page.getByLabel("Your Skills");
  await skills.fill("  Video editing  ");
  await skills.press("Enter");
  await skills.fill("Video editing");
  await page.getByRole("button", { name: "Add" }).first().click();
  await expect(page.getByRole("button", { name: "Remove Video editing" })).toHaveCount(1);
  await page.getByLabel("Interests & Passions").fill("Music");
  await page.getByLabel("Interests & Passions").press("Enter");
  await expect(page.getByRole("button", { name: "Remove Music" })).toBeVisible();

  await page.getByRole("button", { name: "Discover My Niches" }).click();
  await expect(notifications(page).getByText("Niche Ideas Generated!", { exact: true })).toBeVisible();
  const cards = page.getByTestId("niche-idea-card");
  const count = await cards.count();
  expect(count).toBeGreaterThanOrEqual(3);
  await expect(notifications(page).getByText(`Found ${count} profitable niche opportunities for you.`)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Current Market Trends" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Quick Start Tips" })).toBeVisible();
  for (const label of [
    "Revenue Potential",
    "Startup Costs",
    "Target Audience",
    "Required Skills",
    "Pros",
    "Considerations",
    "Next Steps",
  ])
    await expect(cards.first().getByText(label, { exact: true })).toBeVisible();
  await expect(page.getByTestId("engine-note").first()).toContainText("offline engine");
  await expect(page.getByRole("list", { name: "Recent discoveries" }).getByRole("button")).toHaveCount(1);
  await screenshots(page, "ai-niche-results");

  // Second run (the last free one); then no usable button is left: an upgrade prompt instead (docs/decisions/810).
  // The limit toast of a refused run is covered in generator-forms.spec.ts (a page with stale figures).
  await expect(page.getByTestId("runs-left")).toHaveText("1 of 2 free runs left");
  await page.getByLabel("Startup Budget").selectOption("500-2000");
  await page.getByRole("button", { name: "Discover My Niches" }).click();
  await expect(page.getByRole("list", { name: "Recent discoveries" }).getByRole("button")).toHaveCount(2);
  await expect(page.getByTestId("runs-used-up")).toContainText("You've used your 2 free runs.");
  await expect(page.getByRole("button", { name: "Discover My Niches" })).toHaveCount(0);
  // The results stay on screen.
  expect(await cards.count()).toBeGreaterThanOrEqual(3);
  await page.getByTestId("runs-used-up").getByRole("link", { name: "Upgrade Now" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  // Refused on the server too (nothing consumed by refusals).
  const refused = await page.request.post("/api/generate-niches", {
    data: { industry: "content", budget: "0-500", targetMarket: "gen-z" },
  });
  expect(refused.status()).toBe(402);
  expect((await refused.json()).message).toMatch(
    /Free trial limit reached: you have used your 2 free niche discovery runs/,
  );
  await page.goto("/niche-discovery");
  await expect(page.getByTestId("runs-used-up")).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, "ai-niche-limit-1280.png") });

  // Business ideas: the form's messages, then three ideas.
  await page.goto("/business-ideas");
  await expect(page.getByRole("heading", { name: "AI Business Ideas" })).toBeVisible();
  await page.getByRole("button", { name: "Generate 3 Business Ideas" }).click();
  for (const msg of [
    "Industry is required",
    "Budget range is required",
    "Target market is required",
    "Skills and expertise are required",
  ])
    await expect(page.getByText(msg)).toBeVisible();
  await screenshots(page, "ai-ideas-errors");
  await page.getByLabel("Industry").selectOption({ label: "Gaming & Esports" });
  await page.getByLabel("Budget Range").selectOption({ label: "$500 - $5,000" });
  await page.getByLabel("Target Market").selectOption({ label: "Gen Z (18-26)" });
  await page.getByLabel("Skills & Expertise").fill("Graphic design, streaming on Twitch");
  await page.getByRole("button", { name: "Generate 3 Business Ideas" }).click();
  await expect(notifications(page).getByText("Success!", { exact: true })).toBeVisible();
  await expect(notifications(page).getByText("3 new business ideas generated successfully!")).toBeVisible();
  const ideaCards = page.getByTestId("business-idea-card");
  await expect(ideaCards).toHaveCount(3);
  for (const label of ["Market Potential", "Startup Cost", "Target market:", "Revenue model:"])
    await expect(ideaCards.first().getByText(label)).toBeVisible();
  const firstName = (await ideaCards.first().getByRole("heading").textContent())!.trim();
  expect(firstName).not.toMatch(/^Business Idea \d/);
  await screenshots(page, "ai-ideas-results");

  await ideaCards.first().getByRole("link", { name: "View Full Analysis" }).click();
  await expect(page).toHaveURL(/\/business-ideas\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: firstName })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Scores and why" })).toBeVisible();
  await expect(page.getByText("Estimated revenue")).toBeVisible();
  // A free user sees the upsell for business plans.
  await expect(page.getByRole("link", { name: /Upgrade to Pro/ }).last()).toBeVisible();
  await screenshots(page, "ai-idea-detail");
});
