/**
 * `npm start` in production refuses a configuration that would hand out links built from a request's Host
 * (no APP_URL) or run without rate limits (RATE_LIMIT_DISABLED), naming both, before it opens anything.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { localStartEnv } from "../support/server-start";

const ROOT = path.resolve(import.meta.dirname, "../..");
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hf-production-start-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Starts the server as `npm start` would; its exit code and error output, or null if it is still running. */
function start(env: Record<string, string>): Promise<{ code: number | null; stderr: string } | null> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (d) => (stderr += d));
  return new Promise((resolve) => {
    const running = setTimeout(() => {
      child.kill("SIGKILL");
      resolve(null);
    }, 45_000);
    child.on("exit", (code) => {
      clearTimeout(running);
      resolve({ code, stderr });
    });
  });
}

it("refuses to start in production without APP_URL or with RATE_LIMIT_DISABLED, naming both", async () => {
  // localStartEnv writes a built client, so that nothing else stands in the way of a start.
  const result = await start({
    NODE_ENV: "production",
    APP_URL: "",
    RATE_LIMIT_DISABLED: "true",
    SESSION_SECRET: "production-start-secret-production-start",
    ...localStartEnv(dir),
    LOG_LEVEL: "warn",
  });
  expect(result, "the server started").not.toBeNull();
  expect(result!.code).toBe(1);
  expect(result!.stderr).toMatch(/^Invalid environment configuration:\n/);
  expect(result!.stderr).toContain("  - APP_URL: must be set in production");
  expect(result!.stderr).toContain("  - RATE_LIMIT_DISABLED: must not be true in production");
  expect(fs.existsSync(path.join(dir, "data")), "it opened a database first").toBe(false);
}, 60_000);
