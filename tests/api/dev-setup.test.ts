/**
 * Development comfort: the development session secret is kept in DATA_DIR, so a restart does
 * not sign everyone out; checkout without payments configured is not logged as an error on each call.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { buildUser, signIn, signedInUser } from "../support/factories";
import { captureLogs } from "../support/log-capture";
import { developmentSecret } from "../../server/modules/auth/session";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hf-dev-secret-"));
const opened: TestApp[] = [];
let database: TestDatabase | undefined;
afterAll(async () => {
  for (const app of opened) await app.close();
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it("keeps a development session secret in DATA_DIR: a restarted server still knows the session", async () => {
  database = await createTestDatabase();
  const env = { NODE_ENV: "development", SESSION_SECRET: "", DATA_DIR: dataDir };
  const first = await createTestApp({ database, env });
  opened.push(first);
  const user = await buildUser(first);
  const c = await signIn(first, user);
  await first.close();

  const restarted = await createTestApp({ database, env });
  opened.push(restarted);
  const again = restarted.client();
  for (const [k, v] of c.cookies) again.cookies.set(k, v);
  expect((await again.get("/api/auth/user")).body.email).toBe(user.email);

  const file = path.join(dataDir, "session-secret");
  expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  expect(developmentSecret(dataDir)).toBe(fs.readFileSync(file, "utf8").trim());
}, 120_000); // it starts databases and apps itself

it("does not log an error when checkout is asked for on a server without payments", async () => {
  const logs = captureLogs("info");
  const app = await createTestApp({ logger: logs.logger, env: { LOG_LEVEL: "info" } });
  opened.push(app);
  const { client } = await signedInUser(app);
  for (let i = 0; i < 3; i++) {
    const res = await client.post("/api/create-subscription");
    expect(res.status).toBe(503);
    expect(res.body.code).toBe("payments_unavailable");
  }
  await new Promise((r) => setTimeout(r, 100));
  const serious = logs.records().filter((r) => (r.level as number) >= 40);
  expect(serious).toEqual([]);
}, 120_000);
