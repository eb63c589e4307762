/**
 * The home's "at a glance" (docs/decisions/1473-home-at-a-glance.md): with no data, the three steps to get some; with
 * a profile, a low-stock item, a roadmap and a tracked idea, the tiles read them and link to their tools, in the
 * profile's currency. Screenshots at 1280 and 390 px.
 */
import { expect, test } from "@playwright/test";
import {
  expectNoSeriousA11yViolations,
  newAccount,
  screenshots,
  signUpThroughForm,
} from "./support/foundation-helpers";

test("at a glance: three first steps, then the person's own figures, each linking to its tool", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/");
  await signUpThroughForm(page, newAccount("glance"));
  await page.getByRole("radio", { name: /^Free\b/ }).check();
  await page.getByRole("button", { name: "Start Building Now" }).click();
  await page.getByRole("button", { name: "Skip for now" }).click();

  const glance = page.getByTestId("business-glance");
  await expect(glance.getByRole("heading", { name: "Your business at a glance" })).toBeVisible();
  await expect(page.getByTestId("glance-first-steps")).toContainText("Finish your business profile");
  await expect(page.getByTestId("glance-first-steps")).toContainText("Import a file or add a sale");
  await expect(page.getByTestId("glance-first-steps")).toContainText("Run a first tool");
  await expect(page.getByRole("heading", { name: "AI-Powered Business Generation Revolution" })).toBeVisible();
  await screenshots(page, "business-glance-empty");

  const api = page.request;
  expect(
    (await api.put("/api/business-profile", { data: { sells: "silver rings", country: "GB", budget: "£400" } })).ok(),
  ).toBe(true);
  expect(
    (
      await api.post("/api/inventory", {
        data: {
          productName: "Sterling ring blanks",
          sku: "RING-1",
          quantity: 2,
          costPrice: "3.20",
          sellPrice: "28.00",
          category: "home",
        },
      })
    ).ok(),
  ).toBe(true);
  expect(
    (
      await api.post("/api/generate-personalized-roadmap", {
        data: {
          businessName: "Priya Silver",
          businessIdea: "Handmade silver rings sold on Etsy",
          industry: "ecommerce",
        },
      })
    ).ok(),
  ).toBe(true);
  expect(
    (
      await api.post("/api/business-ideas", {
        data: { title: "Stacking rings", description: "Thin silver stacking rings", industry: "E-commerce" },
      })
    ).ok(),
  ).toBe(true);

  await page.reload();
  await expect(glance.getByRole("heading", { name: "Your silver rings business at a glance" })).toBeVisible();
  await expect(
    glance.getByRole("link", { name: /Net profit.*£0\.00 this month so far; last month £0\.00/ }),
  ).toHaveAttribute("href", "/profit-and-loss");
  await expect(glance.getByRole("link", { name: /To reorder.*1 item: Sterling ring blanks/ })).toHaveAttribute(
    "href",
    "/inventory-tracker",
  );
  await expect(glance.getByRole("link", { name: /Roadmap's next step/ })).toHaveAttribute("href", "/launch-roadmap");
  await expect(
    glance.getByRole("link", { name: /Weakest evidence.*Talk to 5 people who would buy "Stacking rings"/ }),
  ).toBeVisible();
  await expect(glance.getByRole("link", { name: /This week.*Do your roadmap's next step/ })).toHaveAttribute(
    "href",
    "/ai-mentor",
  );
  await expectNoSeriousA11yViolations(page, "home at a glance");
  await screenshots(page, "business-glance", { top: true });
});
