/**
 * The mentor that knows the person (docs/guide/ai-mentor.md): with a tracked idea and a low-stock item, a pricing
 * question names the idea; the popular questions fold away after the first message and the message box stays in
 * view at 390 px; "remember that ..." lists a memory; an old conversation is found by a word of it, the word marked;
 * "What do you know about me?" links to the tools. Screenshots at 1280 and 390 px, axe.
 */
import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations, screenshots, signUpByApi } from "./support/foundation-helpers";

const assistant = (page: Page) => page.locator('[data-testid="mentor-message"][data-role="assistant"]');
const settled = (page: Page) =>
  expect(page.locator('[data-testid="mentor-message"][data-streaming="true"]')).toHaveCount(0, { timeout: 30_000 });

async function ask(page: Page, text: string) {
  const input = page.getByLabel("Your message");
  await input.fill(text);
  await expect(page.getByRole("button", { name: "Send message" })).toBeEnabled(); // the last reply is done
  await input.press("Enter");
  await expect(page.locator('[data-testid="mentor-message"][data-role="user"]').last()).toContainText(text);
  await settled(page);
}

test("the mentor names the person's idea, remembers, and finds an old conversation", async ({ page }) => {
  test.setTimeout(120_000);
  await signUpByApi(page.request, "coach");
  const idea = await page.request.post("/api/business-ideas", {
    data: { title: "Zorblax dog treats", description: "Grain-free dog treats baked at home and sold at markets." },
  });
  expect(idea.status(), await idea.text()).toBe(201);
  const item = await page.request.post("/api/inventory", {
    data: { productName: "Zorblax peanut bites", quantity: 3, costPrice: "2.40", sellPrice: "9.00", category: "home" },
  });
  expect(item.status(), await item.text()).toBe(201);

  await page.goto("/ai-mentor");
  await expect(page.getByRole("button", { name: "How should I price my product?" })).toBeVisible();
  await ask(page, "How should I price my idea?");
  const reply = assistant(page).last();
  await expect(reply).toContainText("Zorblax dog treats");
  await expect(reply).toContainText("Zorblax peanut bites costs you $2.40 and sells at $9.00");
  // After the first message the popular questions fold away.
  await expect(page.getByRole("button", { name: "How should I price my product?" })).toBeHidden();

  await ask(page, "Remember that I can only work weekends");
  await expect(assistant(page).last()).toContainText('Got it, I\'ll remember: "I can only work weekends"');
  await expect(page.getByRole("list", { name: "Memories" }).getByTestId("mentor-memory")).toHaveText([
    /I can only work weekends/,
  ]);
  await expectNoSeriousA11yViolations(page, "mentor with a memory");
  await screenshots(page, "mentor-knows-reply");

  // At phone width the message box is on screen with the conversation.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByLabel("Your message").scrollIntoViewIfNeeded();
  await expect(page.getByLabel("Your message")).toBeInViewport();
  await expect(page.getByRole("log", { name: "Conversation with your mentor" })).toBeInViewport({ ratio: 0.3 });
  await page.setViewportSize({ width: 1280, height: 800 });

  // A new conversation, then the old one found by a word of it.
  await page.getByRole("button", { name: "New conversation" }).click();
  await expect(page.locator('[data-testid="mentor-message"]')).toHaveCount(1);
  await ask(page, "How do I find my first customers?");
  await page.getByLabel("Search conversations").fill("peanut");
  const results = page.getByRole("list", { name: "Search results" });
  const old = results.getByRole("listitem").filter({ hasText: "How should I price my idea?" });
  await expect(old).toHaveCount(1);
  await expect(old.locator("mark").first()).toHaveText(/peanut/i);
  await expectNoSeriousA11yViolations(page, "mentor search");
  await screenshots(page, "mentor-knows-search");
  await old.getByRole("button").click();
  await expect(page.locator('[data-testid="mentor-message"][data-role="user"]').first()).toContainText(
    "How should I price my idea?",
  );

  await page.getByLabel("Search conversations").fill("");
  await page.getByRole("button", { name: "What do you know about me?" }).click();
  await settled(page);
  const known = assistant(page).last();
  await expect(known.getByRole("link", { name: "Business Idea Tracker" })).toHaveAttribute("href", "/idea-tracker");
  await expect(known.getByRole("link", { name: "Inventory Tracker" }).first()).toBeVisible();
  await expect(known).toContainText("You told me: I can only work weekends");
});
