/**
 * Share links (docs/decisions/960): share a validation, open the link in a fresh browser context without signing in
 * (read-only, head tags, 'Made with HustleForge'), revoke it, and see 'This link is no longer available'.
 */
import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, screenshots, signUpByApi } from "./support/foundation-helpers";
import { crumbRoadmapForm } from "../fixtures/roadmap-form";

test("shares a validation, opens it signed out, revokes it", async ({ page, browser, context }) => {
  test.setTimeout(120_000); // three screens, two contexts and axe scans on a shared machine
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const account = await signUpByApi(page.request, "share");
  await page.goto("/quick-validation");
  await page.getByLabel(/^Product or niche name/).fill("Plant swap app");
  await page.getByLabel(/^Description/).fill("Neighbours swap plant cuttings; $4 a month for premium listings.");
  await page.getByRole("button", { name: "Validate Idea" }).click();
  await expect(page.getByTestId("overall-score")).toBeVisible();

  await page.getByRole("button", { name: "Share", exact: true }).click();
  const urlLink = page.getByTestId("share-url");
  await expect(urlLink).toHaveCount(1);
  const url = (await urlLink.textContent())!;
  expect(url).toMatch(/\/s\/[A-Za-z0-9_-]{43}$/);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await expectNoSeriousA11yViolations(page, "quick validation with a share link");
  await screenshots(page, "takeaway-validation-shared");

  // The server's page carries the preview tags and noindex.
  const html = await page.request.get(url);
  expect(html.status()).toBe(200);
  expect(html.headers()["x-robots-tag"]).toBe("noindex");
  const text = await html.text();
  expect(text).toContain('<meta property="og:title" content="Plant swap app: idea validation · HustleForge">');
  expect(text).toMatch(/<meta property="og:description" content="Overall score \d+\/100/);
  expect(text).toContain('<meta name="robots" content="noindex">');

  const visitor = await browser.newContext();
  const stranger = await visitor.newPage();
  await stranger.goto(url);
  await expect(stranger.getByRole("heading", { level: 1, name: "Plant swap app: idea validation" })).toBeVisible();
  await expect(stranger.getByText("Made with")).toBeVisible();
  await expect(stranger.getByRole("link", { name: "Sign up free" })).toBeVisible();
  await expect(stranger.getByText("Market demand").first()).toBeVisible();
  expect(await stranger.content()).not.toContain(account.email);
  await expect(stranger.getByRole("button", { name: "Share" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(stranger, "shared validation");
  await screenshots(stranger, "takeaway-shared-validation");

  await page.getByRole("button", { name: /^Revoke link/ }).click();
  await expect(page.getByTestId("share-url")).toHaveCount(0);

  await stranger.reload();
  await expect(stranger.getByRole("heading", { name: "This link is no longer available" })).toBeVisible();
  expect((await stranger.request.get(url)).status()).toBe(404);
  await expectNoSeriousA11yViolations(stranger, "revoked share link");
  await screenshots(stranger, "takeaway-share-gone");
  await visitor.close();
});

test("shares a launch roadmap: the link shows the owner's progress as it is now", async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signUpByApi(page.request, "share");
  const made = await page.request.post("/api/generate-personalized-roadmap", {
    data: crumbRoadmapForm,
  });
  expect(made.status()).toBe(201);
  const { roadmap } = await made.json();
  await page.goto("/launch-roadmap");
  // The box is ticked once the server has saved the step (it is not optimistic): click, then wait for that.
  await page.getByTestId("roadmap-step").first().getByRole("checkbox").click();
  await expect(page.getByTestId("roadmap-step").first()).toHaveAttribute("data-state", "completed");
  await expect(page.getByTestId("steps-done")).toHaveText(`1/${roadmap.steps.length}`);

  await page.getByTestId("takeaway").getByRole("button", { name: "Share", exact: true }).click();
  const url = (await page.getByTestId("share-url").textContent())!;
  await expectNoSeriousA11yViolations(page, "launch roadmap with a share link");
  await screenshots(page, "takeaway-roadmap-shared");

  const visitor = await browser.newContext();
  const stranger = await visitor.newPage();
  await stranger.goto(url);
  await expect(stranger.getByRole("heading", { level: 1, name: "Crumb & Co: launch roadmap" })).toBeVisible();
  await expect(stranger.getByText(`1 of ${roadmap.steps.length} steps done`)).toBeVisible();
  await expect(stranger.getByTestId("shared-step")).toHaveCount(roadmap.steps.length);
  await expect(stranger.getByTestId("shared-step").first()).toHaveAttribute("data-state", "Done");
  await expect(stranger.getByRole("checkbox")).toHaveCount(0);
  await expectNoSeriousA11yViolations(stranger, "shared launch roadmap");
  await screenshots(stranger, "takeaway-shared-roadmap");
  await visitor.close();
});
