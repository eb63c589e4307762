/**
 * The sign-in screen downloads only itself (docs/decisions/1500-sign-in-screen-loads-only-itself.md): every
 * JavaScript file it loads, lazy chunks included, at most 120 KB gzip, so a new screen that leaks into its bundle
 * fails here, not in a bench nobody reads.
 */
import zlib from "node:zlib";
import { expect, test } from "@playwright/test";

const BUDGET_BYTES = 120 * 1024;

test("the sign-in screen's JavaScript stays within 120 KB gzip", async ({ page }) => {
  const scripts = new Map<string, Promise<Buffer>>();
  page.on("response", (res) => {
    const url = new URL(res.url());
    if (url.pathname.endsWith(".js") && res.ok()) scripts.set(url.pathname, res.body());
  });
  await page.goto("/", { waitUntil: "networkidle" });
  await expect(page.getByLabel("Email or Username")).toBeVisible();
  const sizes = await Promise.all(
    [...scripts].map(async ([file, body]) => ({ file, gzip: zlib.gzipSync(await body, { level: 9 }).length })),
  );
  const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
  // The figure for the closing notes and docs/benchmarks.md, printed with the run.
  console.log(`sign-in screen JavaScript: ${(total / 1024).toFixed(1)} KB gzip in ${sizes.length} files`);
  expect(sizes.length).toBeGreaterThan(0);
  expect(total, sizes.map((s) => `${s.file}: ${(s.gzip / 1024).toFixed(1)} KB`).join("\n")).toBeLessThanOrEqual(
    BUDGET_BYTES,
  );
});
