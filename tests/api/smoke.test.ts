import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app";

let app: TestApp;
beforeAll(async () => { app = await createTestApp(); });
afterAll(async () => { await app?.close(); });

it("signs up, reads the current user, logs out", async () => {
  const c = app.client();
  const anon = await c.get("/api/auth/user");
  expect(anon.status).toBe(401);
  const s = await c.post("/api/auth/signup", { email: "A@x.test", username: "alice", firstName: "Al", lastName: "Ice", password: "secret1", confirmPassword: "secret1" });
  expect(s.status).toBe(201);
  const me = await c.get("/api/auth/user");
  expect(me.body.firstName).toBe("Al");
  expect(me.body.password).toBeUndefined();
  const out = await c.post("/api/auth/logout");
  expect(out.status).toBe(200);
  expect((await c.get("/api/auth/user")).status).toBe(401);
  const c2 = app.client();
  const l = await c2.post("/api/auth/login", { emailOrUsername: "ALICE", password: "secret1" });
  expect(l.status).toBe(200);
  expect((await c2.get("/api/nope")).body.code).toBe("not_found");
});
