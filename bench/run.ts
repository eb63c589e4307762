/**
 * `npm run bench`: runs every bench/*.bench.ts in turn, each a script that prints its own figures.
 * Benchmarks measure; tests assert behaviour.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const dir = import.meta.dirname;
const only = process.argv.slice(2);
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
    env: process.env,
  });
  if (result.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
