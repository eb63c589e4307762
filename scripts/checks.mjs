/**
 * `npm run checks`: the static checks of `npm test` (types, lint and import boundaries, formatting, unused code,
 * schema against migrations), as many at a time as there are cores. Each check's output is printed whole when it
 * ends; the command fails when any check fails.
 */
import { spawn } from "node:child_process";
import os from "node:os";

const checks = ["typecheck", "lint", "format:check", "knip", "db:check"];
const started = performance.now();
const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1);

function run(script) {
  const t = performance.now();
  const child = spawn("npm", ["run", "-s", script], { stdio: ["ignore", "pipe", "pipe"] });
  const output = [];
  child.stdout.on("data", (chunk) => output.push(chunk));
  child.stderr.on("data", (chunk) => output.push(chunk));
  return new Promise((resolve) =>
    child.on("close", (code) => {
      const ok = code === 0;
      process.stdout.write(`\n=== ${script} (${seconds(t)} s): ${ok ? "ok" : "FAILED"} ===\n${Buffer.concat(output)}`);
      resolve(ok);
    }),
  );
}

const queue = [...checks];
let failed = 0;
const worker = async () => {
  for (let script = queue.shift(); script; script = queue.shift()) if (!(await run(script))) failed++;
};
await Promise.all(Array.from({ length: Math.max(1, os.cpus().length) }, worker));
process.stdout.write(
  `\n${checks.length} checks in ${seconds(started)} s: ${failed ? `${failed} failed` : "all passed"}\n`,
);
process.exit(failed ? 1 : 0);
