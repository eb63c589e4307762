/** A production start without TOTP_ENCRYPTION_KEY says two-factor sign-in is not configured (docs/guide/settings.md). */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { localStartEnv } from "../support/server-start";

const ROOT = path.resolve(import.meta.dirname, "../..");
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hf-totp-start-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it("warns at start in production when TOTP_ENCRYPTION_KEY is not set", async () => {
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      APP_URL: "https://hustleforge.example.test",
      SESSION_SECRET: "totp-start-secret-totp-start-secret",
      TOTP_ENCRYPTION_KEY: "",
      ...localStartEnv(dir),
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  const said = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), 90_000);
    const listen = (d: Buffer) => {
      out += d;
      if (out.includes("Two-factor sign-in is not configured")) {
        clearTimeout(timer);
        resolve(true);
      }
    };
    child.stdout.on("data", listen);
    child.stderr.on("data", listen);
    child.on("exit", () => {
      clearTimeout(timer);
      resolve(out.includes("Two-factor sign-in is not configured"));
    });
  });
  child.kill("SIGTERM");
  await new Promise((r) => (child.exitCode === null ? child.once("exit", r) : r(null)));
  expect(said, out.slice(-2000)).toBe(true);
  expect(out).toContain("TOTP_ENCRYPTION_KEY");
}, 120_000);
