/**
 * The servers Playwright drives, one per worker (a lane): the built app (the production bundle over the built
 * client) on a fresh embedded database, with the fake outside services the end-to-end tests need
 * (docs/decisions/835-end-to-end-lanes.md).
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { spawn } from "node:child_process";
import { startFakeStripe } from "../../support/fake-stripe";
import { FakeShopify } from "../../support/fake-shopify";
import { startE2eMail } from "./e2e-mail";

export const E2E_ADMIN_EMAIL = "admin@e2e.test";

const basePort = Number(process.env.E2E_PORT ?? 5199);
const lanes = Math.max(1, Number(process.env.E2E_LANES ?? 1));
/** Lane i serves on basePort + 10 i, with its fake Stripe at +1000 and its mail control at +2000 of that port. */
const lanePort = (lane: number) => basePort + 10 * lane;

async function startLane(port: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hf-e2e-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // Not "production": production refuses RATE_LIMIT_DISABLED, and the suite signs up far more accounts from
    // one address than the sign-up limit allows. What this mode leaves out is the Content-Security-Policy header,
    // which tests/api/security.test.ts checks (docs/decisions/612-links-from-app-url-only.md).
    NODE_ENV: "test",
    PORT: String(port),
    // The address the specs open, so that mailed and shared links lead back to this server.
    APP_URL: `http://localhost:${port}`,
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    SESSION_SECRET: "e2e-session-secret-e2e-session-secret",
    // The second admin belongs to new-user-shell.spec.ts (a long first name, its own plan changes); the third
    // grants Pro to the users of the growth-suite specs (growth-pro-tools.spec.ts).
    ADMIN_EMAILS: `${E2E_ADMIN_EMAIL},shell-admin@e2e.test,growth-admin@e2e.test`,
    LOG_LEVEL: "warn",
    RATE_LIMIT_DISABLED: "true",
  };
  for (const key of [
    "DATABASE_URL",
    "SMTP_URL",
    "OPENAI_API_KEY",
    "STRIPE_SECRET_KEY",
    "GOOGLE_CLIENT_ID",
    "DISCORD_CLIENT_ID",
  ])
    delete env[key];

  // Stripe: a fake API server in this process, driven by tests through POST /__control. Always on: the browser
  // cannot load Stripe.js offline anyway, so other screens see no difference.
  const fakeStripe = await startFakeStripe({ port: port + 1000, control: true });
  Object.assign(env, {
    STRIPE_SECRET_KEY: fakeStripe.apiKey,
    STRIPE_PUBLISHABLE_KEY: "pk_test_e2e",
    STRIPE_PRICE_ID: "price_e2e_pro_monthly",
    STRIPE_WEBHOOK_SECRET: "whsec_e2e",
    STRIPE_API_URL: fakeStripe.url,
  });

  // Shopify: one fake shop with a few orders, for the connections panel (connections.spec.ts), token shpat_fake0token.
  const shopify = await new FakeShopify().start();
  for (let i = 1; i <= 12; i++)
    shopify.addOrder({
      name: `#${1000 + i}`,
      createdAt: `2026-11-${String(i + 10).padStart(2, "0")}T15:00:00Z`,
      shipping: "4.95",
      lines: [{ name: "Lavender Soy Candle", sku: "CANDLE-LAV", quantity: 2, price: "12.00" }],
    });
  env.SHOPIFY_API_BASE_URL = shopify.url;

  // Mail: real SMTP to a fake server whose messages specs read through e2e-mail.ts (verification links, say).
  const mail = await startE2eMail(port);
  env.SMTP_URL = mail.smtp.url;
  env.MAIL_FROM = "HustleForge <no-reply@e2e.test>";

  // The production bundle that `npm run build` made (SERVER_BUNDLE), else the source through tsx.
  const serverArgs = process.env.SERVER_BUNDLE
    ? ["--enable-source-maps", process.env.SERVER_BUNDLE]
    : ["--import", "tsx", "server/index.ts"];
  const child = spawn(process.execPath, serverArgs, { env, stdio: "inherit" });
  return { child, dataDir, port };
}

const servers = await Promise.all(Array.from({ length: lanes }, (_, lane) => startLane(lanePort(lane))));
const stop = () => {
  for (const { child, dataDir } of servers) {
    child.kill("SIGTERM");
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
for (const { child } of servers) child.on("exit", (code) => process.exit(code ?? 0));

async function healthy(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/health`)).ok;
  } catch {
    return false;
  }
}

// Playwright waits for this port: it answers once every lane's server is up.
const ready = http.createServer(async (_req, res) => {
  const all = (await Promise.all(servers.map((s) => healthy(s.port)))).every(Boolean);
  res.writeHead(all ? 200 : 503).end(all ? "ready" : "starting");
});
ready.listen(basePort + 3000, "127.0.0.1");
