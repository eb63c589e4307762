import fs from "node:fs";
import { defineConfig, devices } from "@playwright/test";

// Each worker drives its own app server (a lane: its own embedded database, fake Stripe and mail), so specs
// never see each other's users (docs/decisions/835-end-to-end-lanes.md). The config is loaded again in every
// worker, where Playwright's TEST_PARALLEL_INDEX says which lane it is; specs read E2E_PORT for their lane.
const BASE_PORT = Number(process.env.E2E_BASE_PORT ?? process.env.E2E_PORT ?? 5199);
const LANES = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
const PORT = BASE_PORT + 10 * Number(process.env.TEST_PARALLEL_INDEX ?? 0);
process.env.E2E_BASE_PORT = String(BASE_PORT);
process.env.E2E_PORT = String(PORT);
// CHROMIUM_PATH, else Debian's /usr/bin/chromium when it is there, else Playwright's own browser
// (`npx playwright install chromium` puts it in place on a machine that has neither).
const executablePath =
  process.env.CHROMIUM_PATH ?? (fs.existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
// Debian's Chromium is the full browser in its new headless mode: each window preloads the address bar's popup,
// a WebUI page in its own renderer, which cost more CPU than the page under test (docs/decisions/838-a-lighter-browser.md).
// A --disable-features switch replaces Playwright's own list rather than adding to it, so that list comes first.
const PLAYWRIGHT_DISABLED_FEATURES = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
];
const NO_ADDRESS_BAR_POPUP = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup", "WebUIOmniboxFullPopup"];

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  fullyParallel: false,
  workers: LANES,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // No trace by default: recording one cost a quarter of the suite's CPU, and a CI run's trace is never opened
    // (its log is what survives). A failure keeps a screenshot and Playwright's error context; E2E_TRACE=1 records
    // full traces for a local investigation (docs/decisions/839-lighter-end-to-end-runs.md).
    trace: process.env.E2E_TRACE === "1" ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
    // The suite runs as a person who asks for less motion: no spinner or skeleton repaints while a test waits, which
    // a 2-core machine pays for in every lane (docs/decisions/1501-reduced-motion.md). foundation.spec.ts runs with
    // the default motion.
    reducedMotion: "reduce",
    launchOptions: {
      executablePath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...NO_ADDRESS_BAR_POPUP].join(",")}`,
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    // Each port builds into its own folders, so parallel runs never overwrite each other's assets; the server
    // runs as the production bundle (plain node), as `npm start` does. One build serves every lane; the
    // readiness port answers once every lane's server is up.
    command: `BUILD_OUT_DIR=dist/e2e-${BASE_PORT} SERVER_OUT_DIR=dist/e2e-${BASE_PORT}-server npm run build && CLIENT_DIST_DIR=dist/e2e-${BASE_PORT} SERVER_BUNDLE=dist/e2e-${BASE_PORT}-server/index.js tsx tests/e2e/support/e2e-server.ts`,
    url: `http://127.0.0.1:${BASE_PORT + 3000}/`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: { E2E_PORT: String(BASE_PORT), E2E_LANES: String(LANES) },
    stdout: "ignore",
    stderr: "pipe",
  },
});
