/**
 * Barcodes and notifications in a real browser: a fake camera (Chromium's `--use-file-for-fake-video-capture`)
 * shows an EAN-13 drawn by this file; 'Scan' finds the product, a sale of one unit takes it to the low-stock
 * threshold, and the header's bell counts the new notice; the bell's panel and the notifications page with
 * its settings; axe scans and screenshots at 1280 and 390 px.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { gtinCheckDigit } from "../../shared/domain/barcode";
import {
  DESKTOP,
  PHONE,
  expectNoSeriousA11yViolations,
  screenshots,
  SHOOT,
  signUpByApi,
} from "./support/foundation-helpers";

const CODE = "400638133393" + gtinCheckDigit("400638133393");

/** The 95 modules of an EAN-13 (1 = bar). */
function ean13Modules(code: string): string {
  const L = [
    "0001101",
    "0011001",
    "0010011",
    "0111101",
    "0100011",
    "0110001",
    "0101111",
    "0111011",
    "0110111",
    "0001011",
  ];
  const G = [
    "0100111",
    "0110011",
    "0011011",
    "0100001",
    "0011101",
    "0111001",
    "0000101",
    "0010001",
    "0001001",
    "0010111",
  ];
  const R = L.map((l) => [...l].map((b) => (b === "1" ? "0" : "1")).join(""));
  const PARITY = ["LLLLLL", "LLGLGG", "LLGGLG", "LLGGGL", "LGLLGG", "LGGLLG", "LGGGLL", "LGLGLG", "LGLGGL", "LGGLGL"];
  const digits = [...code].map(Number);
  const parity = PARITY[digits[0]];
  const left = digits
    .slice(1, 7)
    .map((d, i) => (parity[i] === "L" ? L[d] : G[d]))
    .join("");
  const right = digits
    .slice(7)
    .map((d) => R[d])
    .join("");
  return `101${left}01010${right}101`;
}

/** A Y4M video (a few identical 640×480 frames) of the barcode, black bars on white. */
function barcodeVideo(code: string): string {
  const width = 640;
  const height = 480;
  const scale = 4;
  const modules = ean13Modules(code);
  const x0 = Math.floor((width - modules.length * scale) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (let y = 100; y < 380; y++)
    for (let m = 0; m < modules.length; m++)
      if (modules[m] === "1") luma.fill(16, y * width + x0 + m * scale, y * width + x0 + (m + 1) * scale);
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const frame = Buffer.concat([Buffer.from("FRAME\n"), luma, chroma, chroma]);
  const file = path.join(os.tmpdir(), `hustleforge-ean13-${code}.y4m`);
  fs.writeFileSync(
    file,
    Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`), ...Array(10).fill(frame)]),
  );
  return file;
}

test.use({
  permissions: ["camera"],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
      `--use-file-for-fake-video-capture=${barcodeVideo(CODE)}`,
    ],
  },
});

const bell = (page: Page) => page.getByTestId("notification-bell").locator("visible=true");

test("scan a barcode with the camera, sell one, and the bell counts the low-stock notice", async ({ page }) => {
  await signUpByApi(page.request, "scan");
  const created = await page.request.post("/api/inventory", {
    data: {
      productName: "Oat Milk Soap",
      quantity: 11,
      costPrice: "2.00",
      sellPrice: "6.00",
      category: "beauty",
      barcode: CODE,
    },
  });
  expect(created.status()).toBe(201);
  await page.goto("/inventory-tracker");
  await expect(page.getByRole("heading", { name: "Inventory Tracker", level: 1 })).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName("Notifications");

  // Typing works everywhere: an unknown code says so.
  await page.getByRole("button", { name: "Scan" }).click();
  const dialog = page.getByRole("dialog", { name: "Scan a barcode" });
  await dialog.getByLabel("Barcode").fill("036000291452");
  await dialog.getByRole("button", { name: "Find" }).click();
  await expect(dialog.getByRole("status")).toHaveText(/No product in your inventory has the barcode 036000291452/);

  await dialog.getByRole("button", { name: "Use camera" }).click();
  await expect(dialog.getByRole("status")).toHaveText("Found Oat Milk Soap: 11 in stock.", { timeout: 20_000 });
  await expect(dialog.getByLabel("Barcode")).toHaveValue(CODE);
  await expectNoSeriousA11yViolations(page, "scan dialog");
  await screenshots(page, "barcode-scan-found", { checkWidth: false });

  await dialog.getByRole("button", { name: "Record a sale of 1" }).click();
  await expect(dialog.getByRole("status")).toHaveText("Sold 1 × Oat Milk Soap; 10 left.");
  // The camera still sees the code (it reads about five times a second): the answer to the sale stays on screen.
  await page.waitForTimeout(1_000);
  await expect(dialog.getByRole("status")).toHaveText("Sold 1 × Oat Milk Soap; 10 left.");
  await dialog.getByRole("button", { name: "Stop camera" }).click();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // The sale took it to the low-stock threshold: one notice, the bell counts it.
  await expect(bell(page)).toHaveAccessibleName("Notifications, 1 unread");
  await expect(page.getByTestId("notification-count").locator("visible=true")).toHaveText("1");
  await bell(page).click();
  const panel = page.getByRole("region", { name: "Latest notifications" });
  await expect(panel.getByRole("button", { name: /Low stock: Oat Milk Soap/ })).toBeVisible();
  await expect(panel.getByText("Only 10 left.")).toBeVisible();
  await expectNoSeriousA11yViolations(page, "notifications panel");
  await screenshots(page, "notifications-panel", { checkWidth: false });
  // On a phone the header's other bell opens its own panel.
  await page.setViewportSize(PHONE);
  await bell(page).click();
  await expect(panel.getByText("Only 10 left.")).toBeVisible();
  if (SHOOT) await page.screenshot({ path: path.resolve("screenshots", "notifications-panel-open-390.png") });
  await page.setViewportSize(DESKTOP);
  if (!(await panel.isVisible())) await bell(page).click();
  await expect(panel.getByText("Only 10 left.")).toBeVisible();

  // Opening the notice marks it read and opens the product's page.
  await panel.getByRole("button", { name: /Low stock: Oat Milk Soap/ }).click();
  await expect(page).toHaveURL(/\/inventory-tracker\/\d+$/);
  await expect(page.getByRole("heading", { name: "Oat Milk Soap" })).toBeVisible();
  await expect(page.getByTestId("item-quantity")).toHaveText("10");
  await expect(bell(page)).toHaveAccessibleName("Notifications");
});

test("the notifications page: the list, mark all read, and the settings", async ({ page }) => {
  await signUpByApi(page.request, "notices");
  const created = await page.request.post("/api/inventory", {
    data: { productName: "Beeswax Candle", quantity: 4, costPrice: "3.00", sellPrice: "9.00", category: "home" },
  });
  expect(created.status()).toBe(201);
  await page.goto("/notifications");
  await expect(page.getByRole("heading", { name: "Notifications", level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: /Low stock: Beeswax Candle/ })).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName("Notifications, 1 unread");

  // The switches save at once (the answer sets them), so they are clicked, then looked at.
  await page.getByLabel("Send me the daily digest").click();
  await expect(page.getByLabel("Send me the daily digest")).toBeChecked();
  await page.getByLabel("Send at").selectOption("7");
  await page.getByLabel("Time zone").fill("Mars/Olympus");
  await page.getByLabel("Time zone").blur();
  await expect(page.getByText("Choose a time zone such as Europe/London")).toBeVisible();
  await page.getByLabel("Time zone").fill("Europe/Paris");
  await page.getByLabel("Time zone").blur();
  await expect(page.getByText("Choose a time zone such as Europe/London")).toBeHidden();
  await page.getByLabel("Import finished").click();
  await expect(page.getByLabel("Import finished")).not.toBeChecked();
  await expectNoSeriousA11yViolations(page, "notifications page");
  await screenshots(page, "notifications-page");

  await page.getByRole("button", { name: "Mark all read" }).click();
  await expect(bell(page)).toHaveAccessibleName("Notifications");
  const saved = await (await page.request.get("/api/notifications/preferences")).json();
  expect(saved.preferences).toMatchObject({ digest: true, digestHour: 7, timeZone: "Europe/Paris" });
  expect(saved.preferences.kinds.import_finished).toBe(false);
});
