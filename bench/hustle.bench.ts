/**
 * Offline engine time per answer for the Side-Hustle Generator (generate + schema check), over the whole
 * option grid (budget x time x type) with and without skills and interests. Target: p50 < 20 ms.
 */
import { performance } from "node:perf_hooks";
import { createOfflineEngine } from "../server/ai/offline-engine";
import { sideHustleGeneratorTool } from "../server/ai/tools/side-hustle-generator.tool";
import { HUSTLE_BUDGETS, HUSTLE_TIMES, HUSTLE_TYPES } from "../shared/contracts/side-hustle-generator";
import { sized } from "./support/quick";

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const fmt = (n: number) => `${n.toFixed(3)} ms`;
const people = [
  { skills: [], interests: [] },
  { skills: ["video editing", "Canva"], interests: ["gaming", "fitness"] },
  { skills: ["maths", "python", "writing"], interests: ["dogs", "anime", "travel"] },
];
const inputs = HUSTLE_BUDGETS.flatMap((b) =>
  HUSTLE_TIMES.flatMap((t) =>
    HUSTLE_TYPES.flatMap((type) =>
      people.map((p) =>
        sideHustleGeneratorTool.input.parse({ budget: b.value, timePerWeek: t.value, preferredType: type.value, ...p }),
      ),
    ),
  ),
);

async function main() {
  const engine = createOfflineEngine();
  const samples: number[] = [];
  // Round 0 warms the JIT and is not counted.
  for (let round = 0; round < sized(11, 2); round++)
    for (const input of inputs) {
      const t = performance.now();
      await engine.generate(sideHustleGeneratorTool, input);
      if (round > 0) samples.push(performance.now() - t);
    }
  console.log("Offline engine time per answer (generate + schema check):");
  console.log(
    `  side-hustle-generator p50 ${fmt(pct(samples, 50))}   p99 ${fmt(pct(samples, 99))}   (target p50 < 20 ms, n=${samples.length})`,
  );
}

await main();
