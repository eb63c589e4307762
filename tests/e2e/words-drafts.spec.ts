/**
 * Answers that know the person (docs/decisions/1430-every-slot-has-a-grammatical-role.md to 1433-offline-drafts-say-so.md), in a real browser on the offline engine: a keyboard mash is
 * refused beside the description before anything is sent; the Creative Suite and the sales script show "Draft to
 * fill" beside an offline draft; a logo asked in sage green and cream has both in every palette. Screenshots at 1280
 * and 390 px.
 */
import { expect, test } from "@playwright/test";
import { NOT_REAL_WORDS_MESSAGE } from "../../shared/contracts/quick-validation";
import { DRAFT_LABEL } from "../../shared/domain/drafts";
import { expectNoSeriousA11yViolations, makePro, screenshots, signUpByApi } from "./support/foundation-helpers";

test.describe.configure({ timeout: 150_000 });

test("a keyboard mash is refused beside the description, nothing is sent", async ({ page }) => {
  await signUpByApi(page.request, "mash");
  await page.goto("/quick-validation");
  let sent = 0;
  page.on("request", (r) => {
    if (r.url().endsWith("/api/validate-idea")) sent++;
  });
  await page.getByLabel(/^Product or niche name/).fill("Yoga mats");
  await page.getByLabel(/^Description/).fill("asdfasdf qwerty zzzz");
  await page.getByRole("button", { name: "Validate Idea" }).click();
  await expect(page.getByLabel(/^Description/)).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#validate-description-error")).toHaveText(NOT_REAL_WORDS_MESSAGE);
  await screenshots(page, "words-mash-refused");
  expect(sent).toBe(0);
  expect((await (await page.request.get("/api/usage")).json()).usage.quick_validation.used).toBe(0);
});

test("the Creative Suite and the sales script write a worked piece for a known trade and say any other is a draft to fill", async ({
  page,
  playwright,
  baseURL,
}) => {
  const { id } = await signUpByApi(page.request, "drafts");
  // The admin signs in on a context of its own, so the page keeps the new user's session.
  const admin = await playwright.request.newContext({ baseURL });
  await makePro(admin, id);
  await admin.dispose();
  await page.goto("/creator-suite");
  // A pet trade of the catalogue: a worked piece to adapt, with nothing to fill (docs/decisions/1487-creative-suite-worked-drafts.md).
  await page.getByLabel(/^Topic/).fill("how to choose the right size harness for your dog");
  await page.getByLabel("Target audience").fill("dog owners");
  await page.getByRole("button", { name: "Generate Content" }).click();
  const result = page.getByTestId("content-result");
  await expect(result).toContainText("A worked example for small pet brands");
  await expect(result.getByTestId("draft-notice")).toHaveCount(0);
  await expect(result).not.toContainText("good at how to");
  await expectNoSeriousA11yViolations(page, "creator suite worked piece");
  await screenshots(page, "words-creator-worked");

  // A topic outside the catalogue keeps the labelled draft.
  await page.getByLabel(/^Topic/).fill("how to choose the right freight forwarder for your imports");
  await page.getByLabel("Target audience").fill("small importers");
  await page.getByRole("button", { name: "Generate Content" }).click();
  await expect(result.getByTestId("draft-notice")).toContainText(DRAFT_LABEL);
  await expect(result).toContainText("freight forwarder");
  await screenshots(page, "words-creator-draft");

  await page.goto("/sales-script-generator");
  await page.getByLabel(/^Script type/).selectOption("email");
  // A product outside the trades the engine knows keeps the draft to fill (docs/decisions/1483-no-conversion-potential-and-worked-scripts.md).
  await page.getByLabel(/^Product or service/).fill("Ledger Lane");
  await page.getByLabel("Pain point").fill("clients chase unpaid invoices");
  await page.getByRole("button", { name: "Generate Script" }).click();
  const script = page.getByTestId("script-result");
  await expect(script.getByTestId("draft-notice")).toContainText(DRAFT_LABEL);
  await expect(script.getByTestId("full-script")).toContainText(
    "lose hours every week to the fact that clients chase unpaid invoices",
  );
  await screenshots(page, "words-sales-draft");
});

test("a logo in sage green and cream has both colours in every palette", async ({ page }) => {
  await signUpByApi(page.request, "sage");
  await page.goto("/logo-maker");
  await page.getByLabel(/^Business name/).fill("Harness Hub");
  await page.getByLabel(/^Industry/).fill("Pet accessories");
  await page.getByLabel(/^Style/).selectOption("elegant");
  await page.getByLabel(/^Colours/).fill("sage green and cream");
  await page.getByRole("button", { name: "Create Logos" }).click();
  const concepts = page.getByTestId("logo-concept");
  await expect(concepts).toHaveCount(3);
  for (const concept of await concepts.all()) {
    await expect(concept).toContainText("#9caf88");
    await expect(concept).toContainText("#f3e9d2");
  }
  await expect(concepts.first()).toContainText("an elegant look");
  await screenshots(page, "words-logo-sage-cream");
});
