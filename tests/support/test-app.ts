/** Builds the real Express app on a real database and a real port for one test file. */
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";
import { createApp, type AppDeps } from "../../server/app";
import { createHttpServer } from "../../server/http/http-server";
import type { Database } from "../../server/db/client";
import { enableResponseChecks } from "../../server/http/response-contract";
import { parseEnv, type Env } from "../../server/env";
import { createLogger, type Logger } from "../../server/logger";
import { createTestDatabase, type TestDatabase } from "./database";
import { HttpClient } from "./http-client";

export type TestApp = {
  baseUrl: string;
  database: TestDatabase;
  env: Env;
  ctx: ReturnType<typeof createApp>["ctx"];
  /** Every mounted route with its declared access (server/http/access-policy.ts routeTable). */
  routes: ReturnType<typeof createApp>["routes"];
  client: (headers?: Record<string, string>) => HttpClient;
  close: () => Promise<void>;
};

export type TestAppOptions = {
  env?: Record<string, string>;
  deps?: Partial<Omit<AppDeps, "env" | "database" | "logger">>;
  /** Where the app logs (tests that read the log pass a capturing logger). */
  logger?: Logger;
  /** An existing database (a second app instance on the first one's database); it is not closed by this app. */
  database?: TestDatabase;
  /**
   * false: answers are not checked against their contracts, as in production (a bench measuring our overhead,
   * docs/decisions/822-a-contract-on-every-answer.md). Tests keep the checks.
   */
  responseChecks?: false;
};

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const shared = options.database;
  const database = shared ?? (await createTestDatabase());
  // Listening first, so that links the app hands out (APP_URL) point at this very server unless a test says.
  const { server, serve } = createHttpServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const env = parseEnv({
    NODE_ENV: "test",
    SESSION_SECRET: "test-secret-test-secret",
    CUSTOMER_KEY_SECRET: "test-customer-key-secret",
    TOTP_ENCRYPTION_KEY: "0f".repeat(32),
    LOG_LEVEL: "silent",
    APP_URL: baseUrl,
    ...options.env,
  } as NodeJS.ProcessEnv);
  const logger = options.logger ?? createLogger(env.LOG_LEVEL);
  const { app, ctx, routes } = createApp({
    env,
    database,
    logger,
    rateLimits: { loginPerIp: 1000, loginPerAccount: 1000, signupPerIp: 1000, aiPerMinute: 1000 },
    ...options.deps,
  });
  if (options.responseChecks === false) enableResponseChecks(app, "production");
  serve(app);
  return {
    baseUrl,
    database,
    env,
    ctx,
    routes,
    client: (headers) => new HttpClient(baseUrl, headers),
    close: async () => {
      await ctx.jobs.stop();
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
      if (!shared) await database.close();
    },
  };
}

/**
 * The app alone on `database` (a pool of its own that the test cuts or stalls), with the least configuration and
 * `env` over it, listening on a loopback port; `close()` stops it and closes that pool.
 */
export async function startBareApp(
  database: Database,
  logger: Logger,
  env: Record<string, string> = {},
): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  const parsed = parseEnv({
    NODE_ENV: "test",
    SESSION_SECRET: "x".repeat(20),
    LOG_LEVEL: "silent",
    ...env,
  } as NodeJS.ProcessEnv);
  const { app } = createApp({ env: parsed, database, logger });
  const { server, serve } = createHttpServer();
  serve(app);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await database.close().catch(() => undefined);
    },
  };
}

/**
 * The app of one test file: started before its first test and closed after its last. Read its fields inside tests
 * and hooks only (before the file's beforeAll it has not started).
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp(options);
  });
  afterAll(async () => {
    await app?.close();
  });
  return lateBound(() => app, "The test app starts in the file's beforeAll: use it inside tests and hooks.");
}

/** Stands for what `current()` answers once a beforeAll has started it: every read goes to it, or throws `early`. */
export function lateBound<T extends object>(current: () => T | undefined, early: string): T {
  return new Proxy({} as T, {
    get(_target, key) {
      const value = current();
      if (!value) throw new Error(early);
      return Reflect.get(value, key);
    },
  });
}
