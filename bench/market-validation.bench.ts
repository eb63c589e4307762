/**
 * Offline engine time per answer for Market Intelligence and Quick Validation (generate + schema check),
 * over every industry and region and a spread of ideas. Target: p50 < 20 ms.
 */
import { performance } from "node:perf_hooks";
import { createOfflineEngine } from "../server/ai/offline-engine";
import { marketAnalysisTool } from "../server/ai/tools/market-analysis.tool";
import { quickValidationTool } from "../server/ai/tools/quick-validation.tool";
import { MARKET_INDUSTRIES, MARKET_REGIONS } from "../shared/contracts/market-analysis";
import { sized } from "./support/quick";

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const fmt = (n: number) => `${n.toFixed(3)} ms`;

const marketInputs = MARKET_INDUSTRIES.flatMap((i, k) =>
  MARKET_REGIONS.map((r) =>
    marketAnalysisTool.input.parse({
      industry: i.value,
      location: r.value,
      targetMarket: ["Gen Z students", "small business owners", "", "retirees"][k % 4],
    }),
  ),
);
const ideas = [
  {
    product: "Eco-friendly dog treats subscription",
    description: "Monthly box of sustainable dog treats for busy millennial pet owners, $29 per box.",
  },
  { product: "AI study planner app", description: "A mobile app for students that uses AI to build revision plans." },
  { product: "Dropshipping phone cases", description: "cheap phone cases" },
  {
    product: "Notion templates for freelancers",
    description: "Digital templates sold on Gumroad to help freelancers track clients.",
  },
  { product: "Local bakery" },
].map((x) => quickValidationTool.input.parse(x));

async function main() {
  const engine = createOfflineEngine();
  console.log("Offline engine time per answer (generate + schema check):");
  // Each tool with one call per input (a call keeps a tool and its input type together).
  for (const [id, calls] of [
    [marketAnalysisTool.id, marketInputs.map((input) => () => engine.generate(marketAnalysisTool, input))],
    [quickValidationTool.id, ideas.map((input) => () => engine.generate(quickValidationTool, input))],
  ] as const) {
    const samples: number[] = [];
    for (let round = 0; round < sized(30, 1); round++)
      for (const call of calls) {
        const t = performance.now();
        await call();
        samples.push(performance.now() - t);
      }
    console.log(
      `  ${id.padEnd(17)} p50 ${fmt(pct(samples, 50))}   p99 ${fmt(pct(samples, 99))}   (target p50 < 20 ms, n=${samples.length})`,
    );
  }
}

await main();
