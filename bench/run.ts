/**
 * `npm run bench`: runs every bench/*.bench.ts in turn, each a script that prints its own figures.
 * Benchmarks measure; tests assert behaviour. `npm run bench -- --quick` (`npm run bench:quick`, part of `npm test`)
 * runs each once with small sizes (bench/support/quick.ts), as many at a time as there are cores since its
 * figures mean nothing, and fails when a bench fails (docs/decisions/803-bench-quick-mode.md).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { writeMigratedTemplate } from "../server/db/template";

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

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

/** Runs one bench; a full run streams its output, a quick one prints it whole when the bench ends. */
function runBench(file: string): Promise<boolean> {
  const benchStarted = performance.now();
  if (!quick) process.stdout.write(`\n=== ${file} ===\n`);
  const child = spawn(process.execPath, ["--import", "tsx", path.join(dir, file)], {
    stdio: quick ? ["ignore", "pipe", "pipe"] : "inherit",
    env: quick ? { ...process.env, BENCH_QUICK: "1" } : process.env,
  });
  const output: Buffer[] = [];
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on("close", (code, signal) => {
      const ok = code === 0;
      if (quick) process.stdout.write(`\n=== ${file} (${seconds(benchStarted)} s) ===\n${Buffer.concat(output)}`);
      if (!ok) process.stdout.write(`${file} FAILED (exit ${code ?? signal})\n`);
      resolve(ok);
    });
  });
}

// One migrated embedded database for the whole run: each bench starts its own from it (server/db/template.ts).
const template = await writeMigratedTemplate();
process.env.BENCH_DB_TEMPLATE = template.dumpFile;

const queue = [...files];
let failed = 0;
const worker = async () => {
  for (let file = queue.shift(); file; file = queue.shift()) if (!(await runBench(file))) failed++;
};
await Promise.all(Array.from({ length: quick ? Math.max(1, os.cpus().length) : 1 }, worker));
if (quick)
  process.stdout.write(
    `\nquick run of ${files.length} benches in ${seconds(started)} s: ${failed ? `${failed} failed` : "all ran"}\n`,
  );
template.remove();
process.exit(failed ? 1 : 0);
