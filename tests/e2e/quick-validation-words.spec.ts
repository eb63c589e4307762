/**
 * Quick Validation refuses text that is not an idea: the message stands beside the field it is
 * about, nothing is sent, and a real idea then validates with competition read as openness.
 */
import { expect, test } from "@playwright/test";
import { IDEA_IN_WORDS_MESSAGE, scoreBand } from "../../shared/contracts/quick-validation";
import { expectNoSeriousA11yViolations, screenshots, signUpByApi } from "./support/foundation-helpers";

test("shows 'describe your idea in words' beside the field and sends nothing", async ({ page }) => {
  await signUpByApi(page.request, "words");
  await page.goto("/quick-validation");
  let sent = 0;
  page.on("request", (r) => {
    if (r.url().endsWith("/api/validate-idea")) sent++;
  });

  await page.getByLabel(/^Product or niche name/).fill("Great idea");
  await page.getByLabel(/^Description/).fill(`<script>${"A".repeat(300)}`);
  await page.getByRole("button", { name: "Validate Idea" }).click();
  const description = page.getByLabel(/^Description/);
  await expect(description).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#validate-description-error")).toHaveText(IDEA_IN_WORDS_MESSAGE);
  await expectNoSeriousA11yViolations(page, "quick validation (not an idea)");
  await screenshots(page, "quick-validation-not-an-idea");
  expect(sent).toBe(0);

  await description.fill("An app that explains maths homework step by step, $5 a month.");
  await page.getByLabel(/^Product or niche name/).fill("AI homework helper app for high school students");
  const responsePromise = page.waitForResponse((r) => r.url().endsWith("/api/validate-idea"));
  await page.getByRole("button", { name: "Validate Idea" }).click();
  await expect(page.locator("#validate-description-error")).toHaveCount(0);
  const res = await responsePromise;
  const { validation } = await res.json();
  const card = page.getByTestId("score-competition");
  await expect(card).toContainText("Competition (higher = less crowded)");
  await expect(card).toHaveAttribute("data-band", scoreBand(validation.competition));
  await expect(page.getByText(/no target customer/i)).toHaveCount(0);
  await screenshots(page, "quick-validation-idea-in-words", { checkWidth: false });
});
