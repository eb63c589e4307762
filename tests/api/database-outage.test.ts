/** The process survives its database going away: quick 503s while it is gone, normal service when it returns. */
import { afterAll, beforeAll, expect, it } from "vitest";
import { openDatabase } from "../../server/db/client";
import { createLogger } from "../../server/logger";
import { startBareApp } from "../support/test-app";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy";
import { HttpClient } from "../support/http-client";
import { DEFAULT_PASSWORD } from "../support/factories";
import { users } from "../../shared/schema";
import { hashPassword } from "../../server/modules/auth/password";

let database: TestDatabase;
let proxy: TcpProxy | undefined;
let app: Awaited<ReturnType<typeof startBareApp>> | undefined;
let baseUrl: string;
let cut: () => Promise<void>;
let restore: () => Promise<void>;

beforeAll(async () => {
  database = await createTestDatabase();
  const logger = createLogger("silent");
  let appDb: ReturnType<typeof openDatabase>;
  if (database.embedded) {
    // The embedded database: stop and restart its socket server, as an outage of the database server would.
    appDb = openDatabase(database.embedded.url, logger, 1);
    cut = () => database.embedded!.stopServer();
    restore = () => database.embedded!.startServer();
  } else {
    // A PostgreSQL server cannot be stopped from a test: cut the connection with a proxy instead.
    proxy = await startTcpProxy(database.url);
    appDb = openDatabase(proxy.url, logger, 4);
    cut = () => proxy!.stop();
    restore = () => proxy!.start();
  }
  app = await startBareApp(appDb, logger);
  baseUrl = app.baseUrl;
});

afterAll(async () => {
  await app?.close();
  await proxy?.close();
  await database?.close();
});

it("answers 503 quickly while the database is gone and recovers without a restart", async () => {
  await database.db.insert(users).values({
    email: "outage@example.test",
    firstName: "O",
    lastName: "U",
    password: await hashPassword(DEFAULT_PASSWORD),
    hasCompletedOnboarding: true,
  });
  const c = new HttpClient(baseUrl);
  expect(
    (await c.post("/api/auth/login", { emailOrUsername: "outage@example.test", password: DEFAULT_PASSWORD })).status,
  ).toBe(200);

  await cut();
  const during = await c.get("/api/auth/user");
  expect(during.status).toBe(503);
  expect(during.body).toMatchObject({ code: "service_unavailable" });
  const login = await new HttpClient(baseUrl).post("/api/auth/login", {
    emailOrUsername: "outage@example.test",
    password: DEFAULT_PASSWORD,
  });
  expect(login.status).toBe(503);
  // The process is still serving.
  expect((await c.get("/api/health")).status).toBe(200);

  await restore();
  const after = await c.get("/api/auth/user");
  expect(after.status).toBe(200);
  expect(after.body.email).toBe("outage@example.test");
});
