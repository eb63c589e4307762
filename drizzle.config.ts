import { defineConfig } from "drizzle-kit";

// drizzle-kit only generates SQL here; migrations are applied by server/db/migrate.ts at start and in tests.
export default defineConfig({
  dialect: "postgresql",
  schema: "./shared/schema/index.ts",
  out: "./migrations",
});
