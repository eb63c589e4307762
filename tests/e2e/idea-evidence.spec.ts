/**
 * Ideas scored from evidence (docs/decisions/1315-ideas-scored-from-evidence.md): track an idea, open its page,
 * log two customer-conversation entries, re-score and read the reasons citing them; the strength meter and the
 * history move. Screenshots at 1280 and 390 px; axe has no serious findings.
 */
import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, screenshots, signUpByApi } from "./support/foundation-helpers";

test("idea evidence: track, log two conversations, re-score, read the reasons", async ({ page }) => {
  test.setTimeout(150_000); // axe scans and screenshots on a shared machine
  await signUpByApi(page.request, "evidence");
  const created = await page.request.post("/api/business-ideas", {
    data: {
      title: "Zorblax dog treats",
      description: "Grain-free dog treats baked weekly and sold to dog owners at the park and online.",
      industry: "Pets",
    },
  });
  expect(created.status()).toBe(201);

  await page.goto("/idea-tracker");
  const card = page.getByTestId("tracked-idea").filter({ hasText: "Zorblax dog treats" });
  await expect(card.getByTestId("card-strength")).toHaveText("Evidence: none");
  await card.getByRole("link", { name: "Evidence and scores of Zorblax dog treats" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Zorblax dog treats" })).toBeVisible();
  await expect(page.getByTestId("strength-meter")).toHaveAttribute("data-strength", "none");
  await expect(page.getByText("No evidence of demand yet", { exact: false })).toBeVisible();
  const before = Number(await page.getByTestId("evidence-score-overall").locator("span").nth(1).innerText());
  expect(before).toBeLessThan(80);

  const form = page.getByTestId("evidence-form");
  // A refusal lands beside its field.
  await form.getByLabel(/^People you spoke to/).fill("3");
  await form.getByLabel(/^How many would pay/).fill("4");
  await form.getByRole("button", { name: "Add to the log" }).click();
  await expect(form.getByText("Would pay must be at most the number of people you spoke to")).toBeVisible();

  await form.getByLabel(/^People you spoke to/).fill("5");
  await form.getByLabel(/^How many would pay/).fill("3");
  await form.getByLabel(/^At what price/).fill("15");
  await form.getByLabel(/^In their own words/).fill("I'd buy a bag every week");
  await form.getByRole("button", { name: "Add to the log" }).click();
  await expect(page.getByTestId("evidence-entry")).toHaveCount(1);

  await form.getByLabel(/^People you spoke to/).fill("6");
  await form.getByLabel(/^How many would pay/).fill("5");
  await form.getByLabel(/^At what price/).fill("18.50");
  await form.getByRole("button", { name: "Add to the log" }).click();
  await expect(page.getByTestId("evidence-entry")).toHaveCount(2);
  await expect(page.getByTestId("evidence-entry").first()).toContainText(
    `Conversations: 3 of 5 people would pay at $15; in their words: "I'd buy a bag every week"`,
  );

  await page.getByRole("button", { name: "Re-score" }).click();
  await expect(page.getByTestId("strength-meter")).toHaveAttribute("data-strength", "some");
  await expect(page.getByTestId("evidence-score-demand")).toContainText(
    "8 of 11 people you spoke to would pay $15 or more",
  );
  await expect(page.getByTestId("evidence-score-competition")).toContainText("No competitor named yet");
  await expect(page.getByTestId("score-history").getByRole("listitem")).toHaveCount(2);
  await expectNoSeriousA11yViolations(page, "idea evidence page");
  await screenshots(page, "idea-evidence");

  // Delete one entry: the log shrinks.
  page.once("dialog", (d) => void d.accept());
  await page.getByTestId("evidence-entry").nth(1).getByRole("button").click();
  await expect(page.getByTestId("evidence-entry")).toHaveCount(1);

  await page.goto("/idea-tracker");
  await expect(card.getByTestId("card-strength")).toHaveText("Evidence: some");
});
