/**
 * Foundation figures: authenticated GET /api/auth/user on the built server (embedded database) against a bare
 * Express 5 route, the same route on the server our app runs on (server/http/http-server.ts) and a bare Node http
 * server, each in its own process; and the gzip size of the JavaScript the sign-in screen loads. Target: ratio to
 * bare Express >= 0.40; sign-in JS <= 120 KB gzip.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { execSync } from "node:child_process";
import { load, loadInTurns, row, startChild } from "./support/measure";
import { QUICK } from "./support/quick";

const root = path.resolve(import.meta.dirname, "..");
const dist = path.join(root, "dist", "bench");
const serverDist = path.join(root, "dist", "bench-server");
/** Turns of one second for each of the ratio's sides (support/measure.ts loadInTurns). */
const ROUNDS = 8;

/** Opens the sign-in screen in Chromium and sums the gzip size of every JavaScript file it loads, lazy ones too. */
async function signInScreenJsGzip(baseUrl: string): Promise<{ bytes: number; files: string[] }> {
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  try {
    const page = await browser.newPage();
    const files = new Set<string>();
    page.on("response", (res) => {
      const url = new URL(res.url());
      if (url.pathname.endsWith(".js")) files.add(url.pathname);
    });
    await page.goto(baseUrl, { waitUntil: "networkidle" });
    await page
      .getByRole("button", { name: /sign in/i })
      .first()
      .waitFor();
    const list = [...files];
    const bytes = list.reduce(
      (sum, f) => sum + zlib.gzipSync(fs.readFileSync(path.join(dist, f)), { level: 9 }).length,
      0,
    );
    return { bytes, files: list };
  } finally {
    await browser.close();
  }
}

async function main() {
  execSync("npx vite build", { cwd: root, stdio: "ignore", env: { ...process.env, BUILD_OUT_DIR: "dist/bench" } });
  // The server as production runs it: the esbuild bundle (`npm start`), not the sources through tsx.
  execSync("node scripts/build-server.mjs", {
    cwd: root,
    stdio: "ignore",
    env: { ...process.env, SERVER_OUT_DIR: serverDist },
  });

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hf-bench-"));
  const port = 5300 + Math.floor(Math.random() * 500);
  const app = await startChild(
    [path.join(serverDist, "index.js")],
    {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      CLIENT_DIST_DIR: dist,
      SESSION_SECRET: "bench-secret-bench-secret",
      LOG_LEVEL: "warn",
      APP_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: "",
    },
    port,
    true,
  );
  const node = await startChild(["bench/support/bare-servers.ts", "node"], process.env);
  const exp = await startChild(["bench/support/bare-servers.ts", "express"], process.env);
  const born = await startChild(["bench/support/bare-servers.ts", "express-born"], process.env);
  try {
    const js = await signInScreenJsGzip(`http://127.0.0.1:${port}/`);
    const signup = await fetch(`http://127.0.0.1:${port}/api/auth/signup`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        email: "bench@example.test",
        firstName: "Bench",
        lastName: "Mark",
        password: "bench-pass",
        confirmPassword: "bench-pass",
      }),
    });
    const cookie = signup.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    if (signup.status !== 201 || !cookie) throw new Error(`signup failed: ${signup.status}`);

    const bareNode = await load(`http://127.0.0.1:${node.port}/api/auth/user`);
    // The ratio's two sides, and the same app's security, logging and routing without a session (the ceiling of
    // any signed-in route), measured in turns so that they share the machine's drift.
    const [bareExpress, bornExpress, authed, health] = await loadInTurns(
      [
        { url: `http://127.0.0.1:${exp.port}/api/auth/user`, pid: exp.child.pid },
        { url: `http://127.0.0.1:${born.port}/api/auth/user`, pid: born.child.pid },
        { url: `http://127.0.0.1:${port}/api/auth/user`, headers: { cookie }, pid: app.child.pid },
        { url: `http://127.0.0.1:${port}/api/health`, pid: app.child.pid },
      ],
      ROUNDS,
    );

    console.log(
      `cores: ${os.cpus().length}, node ${process.version}, 16 connections; bare Node ${QUICK ? "1 s" : "5 s after 1 s warm-up"}; ` +
        `the other four in ${QUICK ? "one turn of 1 s each (quick run)" : `${ROUNDS} turns of 1 s each after a warm-up`}`,
    );
    console.log(row("bare Node http JSON", bareNode));
    console.log(row("bare Express 5 JSON route", bareExpress));
    console.log(row("bare Express 5 on our server (851)", bornExpress));
    console.log(row("authenticated GET /api/auth/user", authed));
    console.log(row("signed-out GET /api/health (same app)", health));
    console.log(`ratio authenticated / bare Express: ${(authed.rps / bareExpress.rps).toFixed(2)} (target >= 0.40)`);
    console.log(`ratio authenticated / bare Express on our server: ${(authed.rps / bornExpress.rps).toFixed(2)}`);
    if (authed.cpuUs && bareExpress.cpuUs && bornExpress.cpuUs && health.cpuUs)
      console.log(
        `server CPU per request: bare Express ${bareExpress.cpuUs.toFixed(0)} µs, on our server ${bornExpress.cpuUs.toFixed(0)} µs, ` +
          `authenticated ${authed.cpuUs.toFixed(0)} µs, ` +
          `/api/health ${health.cpuUs.toFixed(0)} µs; ratio bare / authenticated: ${(bareExpress.cpuUs / authed.cpuUs).toFixed(2)}`,
      );
    console.log(`ratio authenticated / bare Node:    ${(authed.rps / bareNode.rps).toFixed(2)}`);
    console.log(`ratio /api/health / bare Express:   ${(health.rps / bareExpress.rps).toFixed(2)}`);
    console.log(
      `sign-in screen JavaScript: ${(js.bytes / 1024).toFixed(1)} KB gzip in ${js.files.length} file(s), lazy chunks included (target <= 120 KB)`,
    );
  } finally {
    for (const c of [app.child, node.child, exp.child, born.child]) c.kill("SIGTERM");
    setTimeout(() => fs.rmSync(dataDir, { recursive: true, force: true }), 500);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
