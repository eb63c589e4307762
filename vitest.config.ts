import { defineConfig } from "vitest/config";
import path from "node:path";

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname, "client/src"),
      "@shared": path.resolve(import.meta.dirname, "shared"),
    },
  },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/api/**/*.test.ts"],
    setupFiles: ["tests/support/no-outside-network.ts"],
    // Migrates one template database per run; each test file starts from a copy of it.
    globalSetup: ["tests/support/database-template.ts"],
    pool: "forks",
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    reporters: ["default"],
  },
});
