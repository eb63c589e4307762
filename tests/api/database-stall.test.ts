/**
 * A stalled database (the network stops answering, connections stay open) fails a request fast with a 503
 * instead of holding it, and the stalled connection is recycled: once the network answers again the app
 * serves at once (docs/operations.md#security-behaviour). Runs on the embedded database and on a server
 * (TEST_DATABASE_URL).
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { openDatabase } from "../../server/db/client";
import { createLogger } from "../../server/logger";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy";
import { HttpClient } from "../support/http-client";
import { buildUser, DEFAULT_PASSWORD } from "../support/factories";
import { startBareApp } from "../support/test-app";

const STATEMENT_TIMEOUT_MS = 800;
let database: TestDatabase;
let proxy: TcpProxy;
let app: Awaited<ReturnType<typeof startBareApp>> | undefined;
let baseUrl: string;

beforeAll(async () => {
  database = await createTestDatabase();
  proxy = await startTcpProxy(database.url);
  const logger = createLogger("silent");
  const appDb = openDatabase(proxy.url, logger, 2, { statementTimeoutMs: STATEMENT_TIMEOUT_MS });
  app = await startBareApp(appDb, logger, { RATE_LIMIT_DISABLED: "true" });
  baseUrl = app.baseUrl;
});

afterAll(async () => {
  await app?.close();
  await proxy?.close();
  await database?.close();
});

it("answers 503 within the query timeout while the database stalls, and serves again when it answers", async () => {
  const user = await buildUser({ database });
  const c = new HttpClient(baseUrl);
  expect((await c.post("/api/auth/login", { emailOrUsername: user.email, password: DEFAULT_PASSWORD })).status).toBe(
    200,
  );

  // A stalled connection never answers and never errors, so without the statement and query timeouts this
  // request would hang until the test's own limit. The 503 arrives while the proxy is still stalled (nothing
  // resumes it before the answer is in hand): no wall-clock bound is needed to tell the two apart.
  proxy.stall();
  const during = await c.get("/api/auth/user");
  expect(during.status).toBe(503);
  expect(during.body).toMatchObject({ code: "service_unavailable" });
  expect((await c.get("/api/health")).status).toBe(200);

  proxy.resume();
  const after = await c.get("/api/auth/user");
  expect(after.status).toBe(200);
  expect(after.body.email).toBe(user.email);
}, 30_000);
