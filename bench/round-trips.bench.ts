/**
 * Round-trips bench: how many statements the database sees for one authenticated read and for one AI generation
 * through the real app (docs/benchmarks.md). Counted at the pg client, so every statement of every layer counts.
 */
import pg from "pg";
import { createTestApp } from "../tests/support/test-app";
import { signedInUser } from "../tests/support/factories";

const seen: string[] = [];
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function counted(this: pg.Client, ...args: Parameters<typeof query>) {
  const first: unknown = args[0];
  const text = typeof first === "string" ? first : (first as { text?: string } | null)?.text;
  seen.push((text ?? "?").replace(/\s+/g, " ").slice(0, 110));
  return query.apply(this, args);
} as typeof query;

async function count(label: string, run: () => Promise<unknown>) {
  await run(); // warm caches the way a second request would find them
  seen.length = 0;
  await run();
  console.log(`${label}: ${seen.length} statements`);
  for (const s of seen) console.log(`  - ${s}`);
}

const app = await createTestApp({ env: { FAIR_USE_DAILY_LIMIT: "100000" } });
try {
  const { client } = await signedInUser(app, { selectedPlan: "pro" });
  await count("GET /api/auth/user (authenticated read)", () => client.get("/api/auth/user"));
  await count("GET /api/business-ideas (authenticated list)", () => client.get("/api/business-ideas"));
  const body = { industry: "content", budget: "0-500", targetMarket: "gen-z", skills: ["editing"], interests: [] };
  await count("POST /api/generate-niches (one generation, offline engine)", () =>
    client.post("/api/generate-niches", body),
  );
} finally {
  await app.close();
}
