/** `npm run admin -- grant|revoke EMAIL` against the configured database (docs/product-rules.md#accounts). */
import { spawn } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { users } from "../../shared/schema";
import { createTestApp, type TestApp } from "../support/test-app";
import { buildUser, signIn } from "../support/factories";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.close());

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Runs the script as an operator would, pointed at this test's database. */
function runScript(...args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/admin.ts", ...args], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: app.database.url, ADMIN_EMAILS: "listed@example.test", LOG_LEVEL: "silent" },
    });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("close", (code) => resolve({ code, output }));
  });
}

const isAdmin = async (id: number) => (await app.database.db.select().from(users).where(eq(users.id, id)))[0].isAdmin;

it("grants and revokes admin by email, case-insensitively, and a running server sees it at once", async () => {
  const user = await buildUser(app, { email: "Operator.Pick@Example.test" });
  const client = await signIn(app, user);
  expect((await client.get("/api/admin/stats")).status).toBe(403);

  const grant = await runScript("grant", "operator.pick@example.test");
  expect(grant.code, grant.output).toBe(0);
  expect(grant.output).toContain("Operator.Pick@Example.test is now an admin.");
  expect(await isAdmin(user.id)).toBe(true);
  expect((await client.get("/api/admin/stats")).status).toBe(200);

  const again = await runScript("grant", "OPERATOR.PICK@example.test");
  expect(again.output).toContain("is already an admin; nothing changed.");

  const revoke = await runScript("revoke", "operator.pick@example.test");
  expect(revoke.code).toBe(0);
  expect(await isAdmin(user.id)).toBe(false);
  expect((await client.get("/api/admin/stats")).status).toBe(403);
}, 60_000);

it("warns that an ADMIN_EMAILS address comes back at the next sign-in, and fails on unknown emails or commands", async () => {
  await buildUser(app, { email: "listed@example.test", isAdmin: true });
  const revoke = await runScript("revoke", "listed@example.test");
  expect(revoke.output).toContain("is listed in ADMIN_EMAILS and becomes an admin again at the next sign-in");

  const unknown = await runScript("grant", "nobody@example.test");
  expect(unknown.code).toBe(1);
  expect(unknown.output).toContain("No user with the email nobody@example.test.");

  const bad = await runScript("promote", "x@example.test");
  expect(bad.code).toBe(2);
  expect(bad.output).toContain("Usage: npm run admin -- grant EMAIL | npm run admin -- revoke EMAIL");
}, 60_000);
