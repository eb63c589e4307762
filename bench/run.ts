/**
 * `npm run bench`: runs every bench/*.bench.ts in turn, each a script that prints its own figures.
 * Benchmarks measure; tests assert behaviour. `npm run bench -- --quick` runs each once with small sizes
 * (bench/support/quick.ts), as `npm test` does, and fails when a bench fails.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const dir = import.meta.dirname;
const started = performance.now();
const args = process.argv.slice(2);
const quick = args.includes("--quick");
const only = args.filter((a) => !a.startsWith("--"));
const files = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith(".bench.ts"))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

let failed = 0;
for (const file of files) {
  process.stdout.write(`\n=== ${file} ===\n`);
  const result = spawnSync(process.execPath, ["--import", "tsx", path.join(dir, file)], {
    stdio: "inherit",
    env: quick ? { ...process.env, BENCH_QUICK: "1" } : process.env,
  });
  if (result.status !== 0) {
    failed++;
    process.stdout.write(`${file} FAILED (exit ${result.status ?? result.signal})\n`);
  }
}
if (quick)
  process.stdout.write(
    `\nquick run of ${files.length} benches in ${((performance.now() - started) / 1000).toFixed(0)} s: ${failed ? `${failed} failed` : "all ran"}\n`,
  );
process.exit(failed ? 1 : 0);
