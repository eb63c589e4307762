import { defineConfig } from "vitest/config";
import path from "node:path";
import { STANDALONE_TOOLS } from "./shared/tools/manifest.js";

export default defineConfig({
  // As vite.config.ts builds the client (docs/decisions/1500-sign-in-screen-loads-only-itself.md).
  define: { __STANDALONE_TOOL_COUNT__: JSON.stringify(STANDALONE_TOOLS.length) },
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname, "client/src"),
      "@shared": path.resolve(import.meta.dirname, "shared"),
    },
  },
  test: {
    pool: "forks",
    maxWorkers: 2,
    // One module graph per worker, not per file: the server's modules are imported once per worker instead of
    // once per test file (docs/decisions/836-tests-share-modules-per-worker.md). Every app, database and fake
    // server is still made per file, and server state lives in the app that createApp(deps) returns.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    reporters: ["default"],
    projects: [
      {
        extends: true,
        test: {
          name: "api",
          include: ["tests/unit/**/*.test.ts", "tests/api/**/*.test.ts"],
          setupFiles: [
            "tests/support/no-outside-network.ts",
            "tests/support/deprecations-throw.ts",
            "tests/support/response-contracts.ts",
          ],
          // Migrates one template database per run; each test file starts from a copy of it.
          globalSetup: ["tests/support/database-template.ts"],
        },
      },
      {
        // Client components in a simulated browser (happy-dom: jsdom's current major needs Node 22); no database.
        extends: true,
        test: {
          name: "component",
          include: ["tests/component/**/*.test.tsx"],
          environment: "happy-dom",
          setupFiles: ["tests/support/no-outside-network.ts", "tests/component/setup.ts"],
        },
      },
    ],
  },
});
