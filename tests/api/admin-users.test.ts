/** The user list: filters, search by name, email or username, and pages. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DAY_MS } from "../../shared/domain/activity";
import { adminUsersResponseSchema } from "../../shared/contracts/admin";
import { createTestApp, type TestApp } from "../support/test-app";
import { buildUser, signIn } from "../support/factories";
import type { HttpClient } from "../support/http-client";

let app: TestApp;
let admin: HttpClient;
const base = Date.now() - 365 * DAY_MS;
// Distinct sign-up times so "newest first" has one right answer.
let tick = 0;
const joined = () => new Date(base + ++tick * 60_000);

beforeAll(async () => {
  app = await createTestApp();
  admin = await signIn(
    app,
    await buildUser(app, {
      isAdmin: true,
      email: "boss@hq.test",
      username: "boss",
      firstName: "Ada",
      lastName: "Admin",
      createdAt: joined(),
    }),
  );
  const seed = (email: string, username: string | null, firstName: string, lastName: string, extra = {}) =>
    buildUser(app, { email, username, firstName, lastName, createdAt: joined(), ...extra });
  await seed("maria.lopez@mail.test", "mlopez", "Maria", "Lopez", { lastActiveAt: new Date() });
  await seed("MARIO.ROSSI@Mail.test", "SuperMario", "Mario", "Rossi", {
    selectedPlan: "pro",
    proSubscriptionEndDate: new Date(Date.now() + 10 * DAY_MS),
  });
  await seed("li@wei.test", null, "Wei", "Li", {
    selectedPlan: "pro",
    proSubscriptionEndDate: new Date(Date.now() - DAY_MS),
  });
  await seed("percent@odd.test", "fifty_off", "Fifty%", "Off");
  await seed("jo@smith.test", "jsmith", "Jo", "Smith", { lastActiveAt: new Date(Date.now() - 2 * DAY_MS) });
});
afterAll(async () => app?.close());

const emails = (res: { body: unknown }) => adminUsersResponseSchema.parse(res.body).users.map((u) => u.email);

describe("filters", () => {
  it("all lists everyone, newest first", async () => {
    const res = await admin.get("/api/admin/users");
    expect(res.status).toBe(200);
    expect(emails(res)).toEqual([
      "jo@smith.test",
      "percent@odd.test",
      "li@wei.test",
      "MARIO.ROSSI@Mail.test",
      "maria.lopez@mail.test",
      "boss@hq.test",
    ]);
    expect(res.body).toMatchObject({ total: 6, page: 1, pageSize: 20, counts: { all: 6, active: 3, pro: 1, free: 5 } });
  });

  it("active: seen within the last 7 days (the signed-in admin included)", async () => {
    expect(emails(await admin.get("/api/admin/users?filter=active"))).toEqual([
      "jo@smith.test",
      "maria.lopez@mail.test",
      "boss@hq.test",
    ]);
  });

  it("pro: effective Pro only; free: everyone else, the expired Pro included", async () => {
    expect(emails(await admin.get("/api/admin/users?filter=pro"))).toEqual(["MARIO.ROSSI@Mail.test"]);
    const free = await admin.get("/api/admin/users?filter=free");
    expect(emails(free)).toEqual([
      "jo@smith.test",
      "percent@odd.test",
      "li@wei.test",
      "maria.lopez@mail.test",
      "boss@hq.test",
    ]);
    expect(free.body.total).toBe(5);
  });

  it("rejects an unknown filter and out-of-range pages", async () => {
    for (const q of ["filter=vip", "page=0", "pageSize=0", "pageSize=101", "page=abc"]) {
      const res = await admin.get(`/api/admin/users?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.code).toBe("validation_error");
    }
  });
});

describe("search", () => {
  const search = (term: string, filter = "all") =>
    admin.get(`/api/admin/users?filter=${filter}&search=${encodeURIComponent(term)}`);

  it("matches the start of first name, last name, full name, email or username, ignoring case", async () => {
    expect(emails(await search("mari"))).toEqual(["MARIO.ROSSI@Mail.test", "maria.lopez@mail.test"]);
    expect(emails(await search("LOPEZ"))).toEqual(["maria.lopez@mail.test"]);
    expect(emails(await search("mario ro"))).toEqual(["MARIO.ROSSI@Mail.test"]);
    expect(emails(await search("supermar"))).toEqual(["MARIO.ROSSI@Mail.test"]);
    expect(emails(await search("li@wei"))).toEqual(["li@wei.test"]);
    expect(emails(await search("  jsmith  "))).toEqual(["jo@smith.test"]);
    expect(emails(await search("zzz"))).toEqual([]);
  });

  it("counts each filter within the search", async () => {
    const res = await search("mari");
    expect(res.body.counts).toEqual({ all: 2, active: 1, pro: 1, free: 1 });
    const pro = await search("mari", "pro");
    expect(emails(pro)).toEqual(["MARIO.ROSSI@Mail.test"]);
    expect(pro.body.total).toBe(1);
  });

  it("treats LIKE wildcards as plain characters", async () => {
    expect(emails(await search("%"))).toEqual([]);
    expect(emails(await search("_"))).toEqual([]);
    expect(emails(await search("fifty%"))).toEqual(["percent@odd.test"]);
    expect(emails(await search("fifty_"))).toEqual(["percent@odd.test"]);
  });
});

describe("pages", () => {
  it("splits the list without overlap and reports the total", async () => {
    const seen: string[] = [];
    for (const page of [1, 2, 3]) {
      const res = await admin.get(`/api/admin/users?page=${page}&pageSize=2`);
      expect(res.body).toMatchObject({ total: 6, page, pageSize: 2 });
      expect(res.body.users).toHaveLength(2);
      seen.push(...emails(res));
    }
    expect(new Set(seen).size).toBe(6);
    const past = await admin.get("/api/admin/users?page=4&pageSize=2");
    expect(past.body.users).toEqual([]);
    expect(past.body.total).toBe(6);
  });
});
