/**
 * AI bench: (1) the time our own code adds to a generation — request time minus the engine's own time —
 * through the real HTTP app, database and runGenerator(), against a fake engine that answers at once;
 * (2) the offline engine's time per answer for each discovery tool. Targets: overhead p99 < 10 ms,
 * offline p50 < 20 ms.
 */
import { performance } from "node:perf_hooks";
import { createTestApp } from "../tests/support/test-app";
import { signedInUser } from "../tests/support/factories";
import type { AiEngine } from "../server/ai/engine";
import { createOfflineEngine } from "../server/ai/offline-engine";
import { nicheDiscoveryTool } from "../server/ai/tools/niche-discovery.tool";
import { businessIdeasTool } from "../server/ai/tools/business-ideas.tool";
import { businessPlanTool } from "../server/ai/tools/business-plan.tool";
import { NICHE_BUDGETS, NICHE_INDUSTRIES, NICHE_TARGET_MARKETS } from "../shared/contracts/niche-discovery";
import { sized } from "./support/quick";

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const fmt = (n: number) => `${n.toFixed(2)} ms`;

// A fake engine: answers with the tool's offline answer and reports the time it spent, which the overhead figure
// subtracts, like a model that answers instantly.
let lastEngineMs = 0;
const fakeEngine: AiEngine = {
  name: "openai",
  model: "bench-fake",
  async generate(tool, input) {
    const t = performance.now();
    const output = tool.offline(input);
    lastEngineMs = performance.now() - t;
    return {
      output,
      engine: "openai",
      model: "bench-fake",
      durationMs: lastEngineMs,
      attempts: 1,
      promptTokens: 100,
      completionTokens: 200,
    };
  },
  async *streamText() {},
};

async function overhead() {
  // Answers unchecked against their contracts, as in production: the check is a test and development aid.
  const app = await createTestApp({
    env: { FAIR_USE_DAILY_LIMIT: "100000" },
    deps: { services: { ai: fakeEngine } },
    responseChecks: false,
  });
  try {
    const { client } = await signedInUser(app, { selectedPlan: "pro" });
    const body = { industry: "content", budget: "0-500", targetMarket: "gen-z", skills: ["editing"], interests: [] };
    for (let i = 0; i < sized(30, 1); i++) await client.post("/api/generate-niches", body); // warm-up
    const samples: number[] = [];
    for (let i = 0; i < sized(300, 5); i++) {
      const t = performance.now();
      const res = await client.post("/api/generate-niches", body);
      const total = performance.now() - t;
      if (res.status !== 200) throw new Error(`unexpected ${res.status}: ${res.text}`);
      samples.push(total - lastEngineMs);
    }
    const where = process.env.TEST_DATABASE_URL ? "PostgreSQL server (TEST_DATABASE_URL)" : "embedded PGlite";
    console.log(`Our overhead per generation (HTTP + session + quota upsert + validation + history row), ${where}:`);
    console.log(
      `  p50 ${fmt(pct(samples, 50))}   p99 ${fmt(pct(samples, 99))}   (target p99 < 10 ms, n=${samples.length})`,
    );
  } finally {
    await app.close();
  }
}

function offline() {
  const engine = createOfflineEngine();
  const inputs = NICHE_INDUSTRIES.flatMap((i, k) => ({
    industry: i.value,
    budget: NICHE_BUDGETS[k % NICHE_BUDGETS.length].value,
    targetMarket: NICHE_TARGET_MARKETS[k % NICHE_TARGET_MARKETS.length].value,
    skills: ["design", "video editing"],
    interests: ["gaming"],
  }));
  // Each tool with one call per input (a call keeps a tool and its input type together).
  const tools = [
    [
      nicheDiscoveryTool.id,
      inputs.map((x) => () => engine.generate(nicheDiscoveryTool, nicheDiscoveryTool.input.parse(x))),
    ],
    [
      businessIdeasTool.id,
      inputs.map((_, k) => {
        const input = businessIdeasTool.input.parse({
          industry: ["tech-apps", "ecommerce", "food-beverage", "gaming-esports"][k % 4],
          budget: "500-5000",
          targetMarket: "gen-z",
          skills: `skill ${k}, design`,
        });
        return () => engine.generate(businessIdeasTool, input);
      }),
    ],
  ] as const;
  console.log("Offline engine time per answer (generate + schema check):");
  const run = async () => {
    for (const [id, calls] of tools) {
      const samples: number[] = [];
      for (let r = 0; r < sized(40, 1); r++)
        for (const call of calls) {
          const t = performance.now();
          await call();
          samples.push(performance.now() - t);
        }
      console.log(
        `  ${id.padEnd(16)} p50 ${fmt(pct(samples, 50))}   p99 ${fmt(pct(samples, 99))}   (target p50 < 20 ms, n=${samples.length})`,
      );
    }
    const plan = businessPlanTool.input.parse({
      productIdeaId: 1,
      budget: "$5,000",
      idea: {
        name: "Clipwise",
        description: "Short clips for creators",
        industry: "Content",
        targetMarket: "Gen Z",
        estimatedRevenue: "$1,200 - $5,300/month",
        marketSize: "$250B",
        competition: "Medium",
        timeToMarket: "2 weeks",
        riskLevel: "Low",
        profitPotential: "High (70-85% gross margin)",
        revenueModel: "Packages",
        startupCost: "$500-2K",
      },
    });
    const samples: number[] = [];
    for (let r = 0; r < sized(400, 3); r++) {
      const t = performance.now();
      await engine.generate(businessPlanTool, { ...plan, productIdeaId: r + 1 });
      samples.push(performance.now() - t);
    }
    console.log(
      `  ${"business-plan".padEnd(16)} p50 ${fmt(pct(samples, 50))}   p99 ${fmt(pct(samples, 99))}   (target p50 < 20 ms, n=${samples.length})`,
    );
  };
  return run();
}

await offline();
await overhead();
process.exit(0);
