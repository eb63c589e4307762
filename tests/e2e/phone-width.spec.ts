/**
 * The screens of a phone, at 390 px (docs/decisions/801-phone-width-grids.md, 1450-1453): inventory rows are cards
 * with working actions and amounts that never break inside their digits; the mentor's message box stays in view after
 * a question and the popular questions fold away; Connect sends the message the person wrote, and the other person is
 * told; a trend of several weeks is a line, a single week says so. No screen is wider than the window. Screenshots at
 * 1280 and 390 px.
 */
import { expect, test, type Page } from "@playwright/test";
import { expectToast, makePro, PHONE, screenshots, SHOOT, signUpByApi } from "./support/foundation-helpers";

const fitsPhone = async (page: Page, screen: string) =>
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `${screen} is no wider than 390 px`,
  ).toBeLessThanOrEqual(390);

/** Checks the screen at both widths (and pictures it with E2E_SCREENSHOTS=1), then goes back to the phone's width. */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0)); // the sticky header at the top of a full-page shot
  await screenshots(page, `phone-${name}`);
  await page.setViewportSize(PHONE);
}

test("at 390 px: inventory cards act, the mentor's box stays in view, Connect sends what the person wrote, trends draw lines", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const me = await signUpByApi(page.request, "phone");
  const partnerApi = await playwright.request.newContext({ baseURL });
  const first = `Bea${Date.now().toString(36).slice(-5)}`;
  const partner = await signUpByApi(partnerApi, "bea", { firstName: first, lastName: "Stone" });
  const admin = await playwright.request.newContext({ baseURL });
  await makePro(admin, me.id);
  await makePro(admin, partner.id);
  await admin.dispose();
  const profile = await partnerApi.post("/api/partnerships/my-profile", {
    data: {
      bio: "I run a course business and want to bundle with other creators.",
      niche: "content",
      location: "Lisbon, Portugal",
      lookingFor: ["Designer", "Marketing Partner"],
      offering: ["Content Creation"],
      experience: "experienced",
    },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  const item = await page.request.post("/api/inventory", {
    data: {
      productName: "Wireless earbuds with charging case",
      sku: "EAR-1",
      quantity: 120,
      costPrice: "14.00",
      sellPrice: "1680.00",
      supplier: "",
      category: "electronics",
      notes: "",
    },
  });
  expect(item.status(), await item.text()).toBe(201);
  const itemId = ((await item.json()) as { item: { id: number } }).item.id;
  await page.setViewportSize(PHONE);

  // Inventory: the row is a card with its actions; '$1,680.00' sits on one line.
  await page.goto("/inventory-tracker");
  const card = page.getByTestId(`card-${itemId}`);
  await expect(card).toBeVisible();
  await expect(page.getByRole("list", { name: "Inventory items" })).toContainText("Wireless earbuds");
  await expect(page.getByTestId(`item-${itemId}`)).toHaveCount(0); // no table row beside the card
  const price = card.getByTestId("card-price").locator("span");
  await expect(price).toHaveText("$1,680.00");
  expect(await price.evaluate((el) => el.getClientRects().length), "the price on one line").toBe(1);
  await card.getByRole("button", { name: /Record sale/ }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Record Sale" }).click();
  await expectToast(page, "Sale Recorded!");
  await expect(card.getByTestId("stock")).toHaveText("119");
  await fitsPhone(page, "inventory");
  await shot(page, "inventory");

  // Mentor: after a question the box is in view and the popular questions have folded away.
  await page.goto("/ai-mentor");
  await expect(page.getByRole("button", { name: "How should I price my product?", exact: true })).toBeVisible();
  await fitsPhone(page, "mentor");
  if (SHOOT) await page.screenshot({ path: "screenshots/phone-mentor-first-screen-390.png" });
  await page.getByRole("button", { name: "How should I price my product?", exact: true }).click();
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("button", { name: "Send message" })).toBeDisabled(); // empty while the reply comes
  await expect(page.getByLabel("Your message")).toBeEnabled();
  await expect(page.getByRole("log").getByText("How should I price my product?")).toBeVisible();
  await expect(page.getByRole("log")).toHaveAttribute("aria-busy", "false", { timeout: 30_000 });
  await expect(page.getByRole("button", { name: "How should I price my product?", exact: true })).toBeHidden();
  await expect(page.getByLabel("Your message")).toBeInViewport();
  // The heading shows them again.
  await page.getByText("Popular questions", { exact: true }).click();
  await expect(page.getByRole("button", { name: "How do I find a reliable supplier?", exact: true })).toBeVisible();
  await page.getByText("Popular questions", { exact: true }).click();
  await page.mouse.wheel(0, 600);
  await expect(page.getByLabel("Your message")).toBeInViewport();
  await fitsPhone(page, "mentor after a question");
  await shot(page, "mentor");

  // Partnership finder: Connect opens the message to write; the other person is told, with exactly that message.
  await page.goto("/partnership-finder");
  const partnerCard = page.getByTestId("partner-card").filter({ hasText: `${first} S.` });
  await partnerCard.getByRole("button", { name: `Connect: ${first} S.` }).click();
  const box = page.getByLabel(`Your message to ${first} S.`);
  await expect(box).toHaveValue(`Hi ${first}, I'd love to connect and explore a partnership!`);
  await box.fill("");
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByText("Write a message to send with your request.")).toBeVisible();
  const written = `Hi ${first}, I make course landing pages. Shall we bundle for January?`;
  await box.fill(written);
  await fitsPhone(page, "connect dialog");
  if (SHOOT) await page.screenshot({ path: "screenshots/phone-connect-dialog-390.png" });
  await page.getByRole("button", { name: "Send request" }).click();
  await expectToast(page, "Connection Request Sent");
  await expect(partnerCard.getByRole("button", { name: `Request Sent: ${first} S.` })).toBeDisabled();
  const notices = (await (await partnerApi.get("/api/notifications")).json()) as {
    notifications: { kind: string; body: string; link: string }[];
  };
  expect(notices.notifications.map((n) => [n.kind, n.body, n.link])).toEqual([
    ["partnership_request", written, "/partnership-finder?tab=profile"],
  ]);
  const incoming = (await (await partnerApi.get("/api/partnerships/connections")).json()) as {
    incoming: { message: string }[];
  };
  expect(incoming.incoming.map((c) => c.message)).toEqual([written]);
  await partnerApi.dispose();
  await fitsPhone(page, "partnership finder");
  await shot(page, "partners");

  // Trend scanner: the catalogue's weeks are lines; a product a scan just found says it has one week so far.
  await page.goto("/product-trend-scanner");
  await expect(page.getByTestId("trend-line").first()).toBeVisible();
  expect(
    await page
      .getByTestId("trend-line")
      .first()
      .evaluate((el) => el.querySelector("polyline")?.getAttribute("points")?.split(" ").length ?? 0),
  ).toBeGreaterThanOrEqual(12);
  await page.getByRole("button", { name: "Scan for Trends" }).click();
  await expect(page.getByTestId("trend-one-week").first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("trend-one-week").first()).toContainText("One week so far");
  await fitsPhone(page, "trend scanner");
  const trendCard = (kind: string) =>
    page
      .getByTestId("product-card")
      .filter({ has: page.getByTestId(kind) })
      .first();
  await expect(trendCard("trend-one-week")).toBeVisible();
  await expect(trendCard("trend-line")).toBeVisible();
  if (SHOOT)
    for (const kind of ["trend-one-week", "trend-line"])
      await trendCard(kind).screenshot({ path: `screenshots/phone-${kind}-card-390.png` });
  await shot(page, "trends");
});
