/**
 * The AI mentor chat (docs/decisions/930): a popular question fills the input, the reply streams in (its first words
 * show before it is complete), the free messages left go down, a reload restores the conversation, and
 * 'New conversation' starts an empty one beside the first in the list. Screenshots at 1280 and 390 px, axe.
 */
import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations, screenshots, signUpByApi } from "./support/foundation-helpers";

const assistant = (page: Page) => page.locator('[data-testid="mentor-message"][data-role="assistant"]');

test("a streamed conversation, restored after a reload", async ({ page }) => {
  test.setTimeout(90_000);
  await signUpByApi(page.request, "mentor");
  await page.goto("/ai-mentor");
  await expect(page.getByRole("heading", { name: "AI Business Mentor", level: 1 })).toBeVisible();
  await expect(assistant(page).first()).toContainText("I'm your AI business mentor");
  await expect(page.getByTestId("mentor-left")).toHaveText("20 free messages left today");

  const input = page.getByLabel("Your message");
  const send = page.getByRole("button", { name: "Send message" });
  await expect(send).toBeDisabled();
  await input.fill("    ");
  await expect(send).toBeDisabled();
  await page.getByRole("button", { name: "How should I price my product?" }).click();
  await expect(input).toHaveValue("How should I price my product?");
  await expect(page.getByTestId("mentor-counter")).toHaveText("30/500");
  await expectNoSeriousA11yViolations(page, "mentor chat (empty)");
  await screenshots(page, "ai-mentor-empty");

  await input.press("Enter");
  await expect(page.locator('[data-testid="mentor-message"][data-role="user"]')).toHaveText(
    /How should I price my product\?/,
  );
  await expect(input).toHaveValue("");
  // The reply grows: first words are on screen while it is still streaming, before its last line arrives.
  const streaming = page.locator('[data-testid="mentor-message"][data-streaming="true"]');
  await expect(streaming).toContainText("Price your business");
  await expect(streaming).not.toContainText("Your next step");
  await expect(send).toBeDisabled();
  await expect(streaming).toHaveCount(0, { timeout: 30_000 });
  const reply = assistant(page).nth(1);
  await expect(reply).toContainText("Your next step:");
  await expect(reply.locator("ol li")).toHaveCount(5);
  await expect(reply.locator("strong").first()).toBeVisible();
  await expect(page.getByTestId("mentor-left")).toHaveText("19 free messages left today");
  await expect(
    page.getByRole("list", { name: "Conversations" }).getByRole("button", { name: /^How should I price my product\?/ }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, "mentor chat (a reply)");
  await screenshots(page, "ai-mentor-reply");

  await page.reload();
  await expect(page.locator('[data-testid="mentor-message"][data-role="user"]')).toHaveText(
    /How should I price my product\?/,
  );
  await expect(assistant(page).nth(1)).toContainText("Your next step:");

  await page.getByRole("button", { name: "New conversation" }).click();
  await expect(page.locator('[data-testid="mentor-message"]')).toHaveCount(1); // the welcome message only
  await expect(page.getByRole("list", { name: "Conversations" }).getByRole("listitem")).toHaveCount(2);
  await input.fill("x".repeat(600));
  await expect(page.getByTestId("mentor-counter")).toHaveText("500/500");
});
