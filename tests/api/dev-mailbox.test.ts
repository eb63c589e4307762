/**
 * Mail with nothing configured (decisions 610): outside production each mail goes to the log (recipient and
 * subject, never the link) and to /dev/mailbox; in production without SMTP there is no mailbox page.
 */
import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app";
import { parseEnv } from "../../server/env";
import { createMailer } from "../../server/mail/mailer";
import { uniqueSuffix } from "../support/factories";

const logLines: string[] = [];
const capture = pino(
  { level: "info" },
  new Writable({ write: (chunk, _enc, done) => (logLines.push(String(chunk)), done()) }),
);

describe("development, no SMTP_URL", () => {
  let app: TestApp;
  beforeAll(async () => {
    const env = parseEnv({ NODE_ENV: "development" } as NodeJS.ProcessEnv);
    app = await createTestApp({
      env: { NODE_ENV: "development" },
      deps: { services: { mail: createMailer(env, capture) } },
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("lists each mail newest first with a clickable link, and logs only recipient and subject", async () => {
    const first = `first-${uniqueSuffix()}@example.test`;
    const second = `second-${uniqueSuffix()}@example.test`;
    for (const email of [first, second]) {
      const res = await app.client().post("/api/auth/signup", {
        email,
        username: "",
        firstName: "Dev",
        lastName: "Box",
        password: "secret1",
        confirmPassword: "secret1",
      });
      expect(res.status).toBe(201);
    }
    await expect.poll(() => logLines.filter((l) => l.includes("/dev/mailbox")).length).toBe(2);

    const page = await app.client().get("/dev/mailbox");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/text\/html/);
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(page.text.indexOf(second)).toBeLessThan(page.text.indexOf(first));
    const hrefs = [...page.text.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    expect(hrefs).toHaveLength(2);
    const link = new URL(hrefs[1]);
    expect(link.pathname).toBe("/api/auth/verify-email");

    const line = logLines.find((l) => l.includes(first))!;
    expect(JSON.parse(line)).toMatchObject({ to: first, subject: "Verify your email for HustleForge" });
    const token = link.searchParams.get("token")!;
    expect(logLines.join("\n")).not.toContain(token);

    const visit = await app.client().get(link.pathname + link.search);
    expect(visit.headers.get("location")).toBe("/?verified=1");
  });
});

describe("production, no SMTP_URL", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ env: { NODE_ENV: "production" } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("has no mailbox page, and forgot-password still answers the same", async () => {
    expect(app.ctx.services.mail?.mode).toBe("disabled");
    expect((await app.client().get("/dev/mailbox")).status).toBe(404);
    const res = await app.client().post("/api/auth/forgot-password", { email: "someone@example.test" });
    expect(res.status).toBe(200);
  });
});
