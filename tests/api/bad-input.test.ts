/**
 * Input no handler should see answers 4xx with the API's error body (docs/product-rules.md#api-contract),
 * never 500, and nothing reaches the database: a NUL byte in any text field, a malformed percent-encoding in a
 * path, deeply nested JSON, and ids or counts written any way but plain digits (docs/decisions/904-input-bounds.md:
 * they must never address another row).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createTestApp, type TestApp } from "../support/test-app";
import { signedInUser } from "../support/factories";
import { users } from "../../shared/schema";
import { serveBuiltClient } from "../../server/http/static";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

let app: TestApp;
// The built web app is served too, as in production: its static handler decodes paths.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), "hf-dist-"));
beforeAll(async () => {
  fs.mkdirSync(path.join(dist, "assets"));
  fs.writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>HustleForge</title>");
  fs.writeFileSync(path.join(dist, "assets", "app.js"), "console.log(1)");
  app = await createTestApp({ deps: { frontend: (express) => serveBuiltClient(express, dist) } });
});
afterAll(async () => {
  await app?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const userCount = async () => (await app.database.db.select({ n: sql<number>`count(*)::int` }).from(users))[0].n;

describe("NUL bytes", () => {
  it("refuses a NUL byte in a sign-up field with a 400 and creates no account", async () => {
    const before = await userCount();
    const res = await app.client().post("/api/auth/signup", {
      email: "nul@example.test",
      firstName: "Nu\u0000ll",
      lastName: "Byte",
      password: "secret1",
      confirmPassword: "secret1",
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: "Text must not contain NUL characters.",
      code: "validation_error",
      details: [{ path: "firstName", message: "Text must not contain NUL characters." }],
    });
    expect(await userCount()).toBe(before);
  });

  it("refuses a NUL byte in a sign-in name, a tool input (nested in a list) and a query string", async () => {
    const login = await app.client().post("/api/auth/login", { emailOrUsername: "a\u0000b", password: "whatever1" });
    expect(login.status).toBe(400);
    expect(login.body.code).toBe("validation_error");

    const { client } = await signedInUser(app);
    const tool = await client.post("/api/generate-niches", {
      industry: "technology",
      skills: ["Java\u0000Script"],
      budget: "500-2000",
      interests: [],
      targetMarket: "students",
    });
    expect(tool.status).toBe(400);
    expect(tool.body.details[0].path).toBe("skills.0");

    const query = await client.get("/api/generations?tool=niche%00discovery");
    expect(query.status).toBe(400);
    expect(query.body.code).toBe("validation_error");
  });
});

describe("NUL bytes in a path", () => {
  // A route parameter is decoded from the path: a NUL byte there must name nothing, never reach the database.
  const paths: [method: string, path: string][] = [
    ["GET", "/s/abc%00"],
    ["GET", "/s/%00"],
    ["GET", "/api/public/shares/abc%00"],
    ["DELETE", "/api/shares/abc%00"],
    ["POST", "/api/shares/abc%00/renew"],
    ["GET", "/api/creator/history/1%00"],
    ["GET", "/api/roadmaps/%00/steps/1"],
    ["PATCH", "/api/inventory/1%00"],
    ["GET", "/api/exports/business_plan/1%00.pdf"],
    ["GET", "/api/logos/1/0%00.svg"],
    ["POST", "/api/partnerships/connect/abc%00"],
    ["GET", "/api/nothing-here/%00"],
    ["GET", "/dashboard/%00"],
    ["GET", "/assets/app.js%00"],
  ];
  it.each(paths)("answers %s %s with a 404 in the API's error shape", async (method, url) => {
    const { client } = await signedInUser(app);
    const res = await client.request(method, url, method === "GET" || method === "DELETE" ? undefined : {});
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: "not_found" });
  });

  it("still opens a share page and answers an unknown token with the page's own 404", async () => {
    expect((await fetch(`${app.baseUrl}/s/abc`)).status).toBe(404);
    expect((await app.client().get("/api/public/shares/abc")).body.code).toBe("not_found");
  });
});

describe("malformed percent-encoding in a path", () => {
  it.each(["/%ZZ", "/api/%ZZ", "/api/generations/%E0%A4%A", "/assets/%", "/dashboard/%C0"])(
    "answers %s with a 404, not a 500",
    async (url) => {
      const res = await fetch(app.baseUrl + url);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: "not_found" });
    },
  );

  it("still serves the web app and its files on well-formed paths", async () => {
    expect((await fetch(`${app.baseUrl}/dashboard`)).status).toBe(200);
    expect((await fetch(`${app.baseUrl}/assets/app.js`)).status).toBe(200);
  });
});

describe("deeply nested JSON", () => {
  it("refuses thousands of levels with a 400 before parsing", async () => {
    const deep = "[".repeat(5_000) + "]".repeat(5_000);
    const res = await app.client().post("/api/auth/login", deep);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: "The request is nested too deeply (at most 32 levels).",
      code: "validation_error",
    });

    const objects = '{"a":'.repeat(10_000) + "1" + "}".repeat(10_000);
    const signedIn = (await signedInUser(app)).client;
    const tool = await signedIn.post("/api/generate-niches", objects);
    expect(tool.status).toBe(400);
    expect(tool.body.code).toBe("validation_error");
  });

  it("still accepts brackets inside strings and ordinary nesting", async () => {
    const res = await app
      .client()
      .post("/api/auth/login", { emailOrUsername: "[[[[{{{{".repeat(5), password: 'x]]]]}}}}"\\' });
    expect(res.status).toBe(401);
  });
});

/** The ways one number can be spelled that are not its plain digits, and numbers no serial column holds. */
const spellings = (n: number) => [
  `${n / 10}e1`,
  `0x${n.toString(16)}`,
  `+${n}`,
  `0${n}`,
  `%20${n}`,
  `${n}%20`,
  `${n}.0`,
  "2147483648",
  "99999999999999999999",
  "0",
  "-1",
];

describe("malformed ids in a path", () => {
  it("never addresses the item or sale they spell: a 400 in the API's error shape, nothing changed", async () => {
    const { client } = await signedInUser(app);
    const item = (
      await client.post("/api/inventory", {
        productName: "Mug",
        quantity: 20,
        costPrice: "1.00",
        sellPrice: "5.00",
        category: "home",
      })
    ).body.item;
    const sale = (await client.post(`/api/inventory/${item.id}/sales`, { quantity: 1 })).body.sale;
    const calls = [
      ...spellings(item.id).flatMap((id) => [
        () => client.patch(`/api/inventory/${id}`, { quantity: 7 }),
        () => client.post(`/api/inventory/${id}/sales`, { quantity: 1 }),
        () => client.delete(`/api/inventory/${id}`),
      ]),
      ...spellings(sale.id).map((id) => () => client.delete(`/api/sales/${id}`)),
    ];
    for (const call of calls) {
      const res = await call();
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        message: "Invalid id",
        code: "validation_error",
        details: [{ path: "id", message: "Invalid id" }],
      });
    }
    expect((await client.get("/api/inventory")).body.items).toEqual([expect.objectContaining({ quantity: 19 })]);
    expect((await client.get("/api/sales")).body.total).toBe(1);
  });

  it("never favourites the supplier they spell", async () => {
    const { client } = await signedInUser(app);
    const [{ id }] = (await client.get("/api/suppliers")).body.suppliers;
    for (const spelled of spellings(id)) {
      const res = await client.post(`/api/suppliers/${spelled}/favorite`);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe("validation_error");
    }
    const favourites = await client.get("/api/suppliers?favorites=true");
    expect(favourites.body.suppliers).toEqual([]);
  });
});

describe("whole numbers in a query string", () => {
  it.each([
    ["/api/sales?page=0x2", "Page must be a whole number from 1 to 1,000,000"],
    ["/api/sales?page=1e1", "Page must be a whole number from 1 to 1,000,000"],
    ["/api/sales?page=1000001", "Page must be a whole number from 1 to 1,000,000"],
    ["/api/sales?pageSize=%205", "Page size must be 1 to 100"],
    ["/api/sales?pageSize=", "Page size must be 1 to 100"],
    ["/api/generations?tool=niche-discovery&limit=0x10", "Limit must be a whole number from 1 to 50"],
    ["/api/suppliers?minRating=4.0", "Minimum rating must be a whole number from 1 to 5"],
    ["/api/suppliers?minRating=0x4", "Minimum rating must be a whole number from 1 to 5"],
  ])("refuses %s with '%s'", async (url, message) => {
    const { client } = await signedInUser(app);
    const res = await client.get(url);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message, code: "validation_error" });
  });
});
