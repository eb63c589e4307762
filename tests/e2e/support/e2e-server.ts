/**
 * The server Playwright drives: the built app (the production bundle over the built client) on a fresh
 * embedded database, with the fake outside services the end-to-end tests need.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn } from "node:child_process";
import { startFakeStripe } from "../../support/fake-stripe";
import { startE2eMail } from "./e2e-mail";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hf-e2e-"));
export const E2E_ADMIN_EMAIL = "admin@e2e.test";

const env: NodeJS.ProcessEnv = {
  ...process.env,
  // Not "production": production refuses RATE_LIMIT_DISABLED, and the suite signs up far more accounts from
  // one address than the sign-up limit allows. What this mode leaves out is the Content-Security-Policy header,
  // which tests/api/security.test.ts checks (docs/decisions/612-links-from-app-url-only.md).
  NODE_ENV: "test",
  PORT: process.env.E2E_PORT ?? "5199",
  // The address the specs open, so that mailed and shared links lead back to this server.
  APP_URL: `http://localhost:${process.env.E2E_PORT ?? "5199"}`,
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

// Mail: real SMTP to a fake server whose messages specs read through e2e-mail.ts (verification links, say).
const mail = await startE2eMail(Number(env.PORT));
env.SMTP_URL = mail.smtp.url;
env.MAIL_FROM = "HustleForge <no-reply@e2e.test>";

// The production bundle that `npm run build` made (SERVER_BUNDLE), else the source through tsx.
const serverArgs = process.env.SERVER_BUNDLE
  ? ["--enable-source-maps", process.env.SERVER_BUNDLE]
  : ["--import", "tsx", "server/index.ts"];
const child = spawn(process.execPath, serverArgs, { env, stdio: "inherit" });
const stop = () => {
  child.kill("SIGTERM");
  fs.rmSync(dataDir, { recursive: true, force: true });
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
child.on("exit", (code) => process.exit(code ?? 0));
