/**
 * The server Playwright drives: the built app in production mode on a fresh embedded database,
 * with the fake outside services the end-to-end tests need.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn } from "node:child_process";
import { startFakeStripe } from "../../support/fake-stripe";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hf-e2e-"));
export const E2E_ADMIN_EMAIL = "admin@e2e.test";

const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: "production",
  PORT: process.env.E2E_PORT ?? "5199",
  HOST: "127.0.0.1",
  DATA_DIR: dataDir,
  SESSION_SECRET: "e2e-session-secret-e2e-session-secret",
  ADMIN_EMAILS: E2E_ADMIN_EMAIL,
  LOG_LEVEL: "warn",
  RATE_LIMIT_DISABLED: "true",
};
for (const key of ["DATABASE_URL", "OPENAI_API_KEY", "STRIPE_SECRET_KEY", "GOOGLE_CLIENT_ID", "DISCORD_CLIENT_ID"]) delete env[key];

// Stripe: a fake API server in this process (port E2E_PORT + 1000, driven by tests through POST /__control).
// Always on: the browser cannot load Stripe.js offline anyway, so other screens see no difference.
const fakeStripePort = (e2ePort: number) => e2ePort + 1000;
const fakeStripe = await startFakeStripe({ port: fakeStripePort(Number(env.PORT)), control: true });
Object.assign(env, {
  STRIPE_SECRET_KEY: fakeStripe.apiKey,
  STRIPE_PUBLISHABLE_KEY: "pk_test_e2e",
  STRIPE_PRICE_ID: "price_e2e_pro_monthly",
  STRIPE_WEBHOOK_SECRET: "whsec_e2e",
  STRIPE_API_URL: fakeStripe.url,
});

// The production bundle that `npm run build` made (SERVER_BUNDLE), else the source through tsx.
const serverArgs = process.env.SERVER_BUNDLE ? ["--enable-source-maps", process.env.SERVER_BUNDLE] : ["--import", "tsx", "server/index.ts"];
const child = spawn(process.execPath, serverArgs, { env, stdio: "inherit" });
const stop = () => {
  child.kill("SIGTERM");
  fs.rmSync(dataDir, { recursive: true, force: true });
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
child.on("exit", (code) => process.exit(code ?? 0));
