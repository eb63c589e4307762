/**
 * AI bench: (1) the time our own code adds to a generation, through the real HTTP app, database and
 * runGenerator(), against a fake engine that answers at once, in runs after a warm-up (the median run's p99 is
 * the figure: a noise episode of this shared machine lands in one run, not in all);
 * (2) the offline engine's time per answer for each discovery tool. Targets: overhead p99 < 10 ms,
 * offline p50 < 20 ms.
 */
import http from "node:http";
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
import { median } from "./support/measure";

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const fmt = (n: number) => `${n.toFixed(2)} ms`;

/** The generation the overhead figure times. */
const nicheInput = { industry: "content", budget: "0-500", targetMarket: "gen-z", skills: ["editing"], interests: [] };
/** Each tool's answer, made once by the offline engine (the bench asks each tool one question). */
const ready = new Map<string, unknown>();

/**
 * A fake engine that answers at once, with a copy of its ready answer (runGenerator checks and stores its own
 * copy): everything the overhead figure times is then our own code, and none of it the offline engine's.
 */
const fakeEngine: AiEngine = {
  name: "openai",
  model: "bench-fake",
  async generate(tool, input) {
    let answer = ready.get(tool.id) as ReturnType<typeof tool.offline> | undefined;
    if (answer === undefined) {
      answer = tool.offline(input);
      ready.set(tool.id, answer);
    }
    return {
      output: structuredClone(answer),
      engine: "openai",
      model: "bench-fake",
      durationMs: 0,
      attempts: 1,
      promptTokens: 100,
      completionTokens: 200,
    };
  },
  async *streamText() {},
};

/** Runs of the measured generations; the figures are each run's, and the median of the runs'. */
const RUNS = sized(5, 1);
const PER_RUN = sized(300, 5);
/** Generations before the first run: the JIT has compiled the path and the heap has grown to its working size. */
const WARM_UP = sized(600, 1);

/**
 * One POST /api/generate-niches on a kept-alive connection, through node:http: a browser is another process, so
 * the client in this one should cost little (fetch cost 0.7 ms and 55 KB per request here, which the figure
 * counted as ours).
 */
function generator(baseUrl: string, cookie: string): () => Promise<void> {
  const url = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const body = JSON.stringify(nicheInput);
  const headers = { cookie, origin: baseUrl, "content-type": "application/json" };
  return () =>
    new Promise<void>((resolve, reject) => {
      const req = http.request(
        { agent, host: url.hostname, port: url.port, method: "POST", path: "/api/generate-niches", headers },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () =>
            res.statusCode === 200
              ? resolve()
              : reject(new Error(`unexpected ${res.statusCode}: ${Buffer.concat(chunks).toString()}`)),
          );
        },
      );
      req.on("error", reject);
      req.end(body);
    });
}

async function overhead() {
  // Answers unchecked against their contracts, as in production: the check is a test and development aid.
  const app = await createTestApp({
    env: { FAIR_USE_DAILY_LIMIT: "100000" },
    deps: { services: { ai: fakeEngine }, rateLimits: { aiPerMinute: 1_000_000 } },
    responseChecks: false,
  });
  try {
    const { client } = await signedInUser(app, { selectedPlan: "pro" });
    const generate = generator(app.baseUrl, client.cookieHeader);
    for (let i = 0; i < WARM_UP; i++) await generate();
    const runs: { p50: number; p99: number }[] = [];
    const all: number[] = [];
    for (let r = 0; r < RUNS; r++) {
      const samples: number[] = [];
      for (let i = 0; i < PER_RUN; i++) {
        const t = performance.now();
        await generate();
        samples.push(performance.now() - t);
      }
      runs.push({ p50: pct(samples, 50), p99: pct(samples, 99) });
      all.push(...samples);
    }
    const where = process.env.TEST_DATABASE_URL ? "PostgreSQL server (TEST_DATABASE_URL)" : "embedded PGlite";
    console.log(`Our overhead per generation (HTTP + session + quota upsert + validation + history row), ${where}:`);
    console.log(`  runs of ${PER_RUN} after ${WARM_UP} to warm up:`);
    for (const run of runs) console.log(`    p50 ${fmt(run.p50)}   p99 ${fmt(run.p99)}`);
    console.log(
      `  median of the runs: p50 ${fmt(median(runs.map((r) => r.p50)))}   p99 ${fmt(median(runs.map((r) => r.p99)))}` +
        `   (target p99 < 10 ms); all ${all.length} together: p99 ${fmt(pct(all, 99))}`,
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
