/**
 * Logs never carry query parameters, password hashes, session ids or keys, whatever fails (docs/operations.md#security-behaviour).
 * A sign-up whose INSERT fails (a trigger refuses it) is captured and read back. A share link's token is a
 * secret inside the path: request lines show `[redacted]` in its place.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createTestApp, type TestApp } from "../support/test-app";
import { captureLogs, type LogCapture } from "../support/log-capture";
import { signedInUser } from "../support/factories";

let app: TestApp;
let logs: LogCapture;
beforeAll(async () => {
  logs = captureLogs("debug");
  app = await createTestApp({
    logger: logs.logger,
    env: { OPENAI_API_KEY: "sk-live-SECRETKEY123456", LOG_LEVEL: "debug" },
  });
  await app.database.db.execute(sql`
    CREATE FUNCTION refuse_signup() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'sign-ups are refused by a test trigger'; END $$`);
  await app.database.db.execute(
    sql`CREATE TRIGGER refuse_signup BEFORE INSERT ON users FOR EACH ROW EXECUTE FUNCTION refuse_signup()`,
  );
});
afterAll(async () => {
  await app?.close();
});

it("logs a failing sign-up without the email, the password, its hash, the params or the session id", async () => {
  const email = "leaky.person@example.test";
  const password = "Sup3r-secret-pass";
  const c = app.client();
  const res = await c.post("/api/auth/signup?invite=QUERY-SECRET-77", {
    email,
    firstName: "Lea",
    lastName: "Ky",
    password,
    confirmPassword: password,
  });
  expect(res.status).toBe(500);
  expect(res.body).toEqual({ message: "Internal server error", code: "internal_error", requestId: expect.any(String) });

  await new Promise((r) => setTimeout(r, 100)); // the request line is written when the response has finished
  const lines = logs.lines();
  console.log(`captured log lines during the failing sign-up:\n${lines.join("\n")}`);
  const text = lines.join("\n");
  expect(lines.length).toBeGreaterThan(0);
  // What helps: the failing statement (with placeholders), the database's error code, the request line.
  const records = logs.records();
  const failure = records.find((r) => r.msg === "unexpected error") as {
    err: { query: string; cause: { code: string } };
  };
  expect(failure.err.query).toMatch(/^insert into "users"/);
  expect(failure.err.cause.code).toBe("P0001");
  expect(records.some((r) => r.msg === "request failed" && r.url === "/api/auth/signup" && r.status === 500)).toBe(
    true,
  );
  // What must never be there.
  expect(text).not.toContain(email);
  expect(text).not.toContain(password);
  expect(text).not.toMatch(/scrypt|\$argon2|[0-9a-f]{64}/i);
  expect(text).not.toContain("params");
  expect(text).not.toContain("QUERY-SECRET-77");
  expect(text).not.toContain("sk-live-SECRETKEY123456");
  expect(text).not.toMatch(/hf\.sid|s%3A/);
});

it("logs a database failure of a signed-in request without its session id", async () => {
  await app.database.db.execute(sql`DROP TRIGGER refuse_signup ON users`);
  const { client } = await signedInUser(app);
  const sid = decodeURIComponent(client.cookies.get("hf.sid") ?? "");
  expect(sid).not.toBe("");
  logs.clear();
  // Breaks the history table so the next read fails inside a query that carries the user's id.
  await app.database.db.execute(sql`ALTER TABLE generations RENAME TO generations_away`);
  try {
    const res = await client.get("/api/generations?tool=niche-discovery");
    expect(res.status).toBe(500);
  } finally {
    await app.database.db.execute(sql`ALTER TABLE generations_away RENAME TO generations`);
  }
  const text = logs.lines().join("\n");
  expect(text).toContain("unexpected error");
  expect(text).not.toContain(sid.slice(2, 34));
  expect(text).not.toContain("params");
});

it("logs requests for a live share link without its token, whether they fail or not", async () => {
  const shareLogs = captureLogs("debug");
  const shareApp = await createTestApp({ logger: shareLogs.logger, env: { LOG_LEVEL: "debug" } });
  try {
    const owner = await signedInUser(shareApp);
    const validation = await owner.client.post("/api/validate-idea", {
      product: "Plant swap app",
      description: "Neighbours swap cuttings; $4 a month.",
    });
    const created = await owner.client.post("/api/shares", {
      kind: "quick_validation",
      id: validation.body.generation.id,
    });
    expect(created.status).toBe(201);
    const token = created.body.share.token as string;

    // Someone else's session asks to revoke or renew the live link (404), in any spelling routing accepts.
    const other = await signedInUser(shareApp);
    expect((await other.client.delete(`/api/shares/${token}`)).status).toBe(404);
    expect((await other.client.post(`/api/shares/${token}/renew`)).status).toBe(404);
    expect((await other.client.post(`/API/Shares/${token}/renew/`)).status).toBe(404);
    // The link opened by anyone; its page (404 here: the test app has no front end); a path no route has.
    expect((await shareApp.client().get(`/api/public/shares/${token}`)).status).toBe(200);
    expect((await shareApp.client().get(`/s/${token}`)).status).toBe(404);
    expect((await shareApp.client().get(`/api/public/shares/${token}/extra`)).status).toBe(404);

    await new Promise((r) => setTimeout(r, 100)); // the request line is written when the response has finished
    const text = shareLogs.lines().join("\n");
    expect(text).not.toContain(token);
    const refused = shareLogs
      .records()
      .filter((r) => r.msg === "request refused")
      .map((r) => `${r.method as string} ${r.url as string} ${r.status as number}`);
    expect(refused).toEqual([
      "DELETE /api/shares/[redacted] 404",
      "POST /api/shares/[redacted]/renew 404",
      "POST /API/Shares/[redacted]/renew/ 404",
      "GET /s/[redacted] 404",
      "GET /api/public/shares/[redacted]/extra 404",
    ]);
  } finally {
    await shareApp.close();
  }
}, 120_000); // it starts its own app and database (the file's app answers the AI tools through OpenAI)
