/**
 * A contract on every answer (docs/decisions/822-a-contract-on-every-answer.md): every mounted route declares
 * what it answers, the route helper refuses a route that does not, and in tests and development every JSON
 * answer is checked against its contract as it is written (in tests a mismatch answers 500 and fails the
 * test; in development it is logged and sent; in production nothing is checked).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { Express } from "express";
import { createTestApp, type TestApp } from "../support/test-app";
import { captureLogs } from "../support/log-capture";
import { publicRoute } from "../../server/http/access-policy";
import { answers, contractViolations, responds } from "../../server/http/response-contract";
import { endpoint } from "../../shared/contracts/endpoint";
import { createRoutes } from "../../server/http/route";

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

const schema = z.object({ ok: z.boolean(), items: z.array(z.object({ id: z.number() })) });
/** Test routes (outside /api, which ends in its 404): a right answer, a wrong one, one with a field the contract does not name, a CSV route answering JSON. */
const mountSamples = (a: Express) => {
  a.get("/sample/right", publicRoute(), responds(schema), (_req, res) => res.json({ ok: true, items: [{ id: 1 }] }));
  a.get("/sample/wrong", publicRoute(), responds(schema), (_req, res) => res.json({ ok: "yes", items: [] }));
  a.get("/sample/extra", publicRoute(), responds(schema), (_req, res) =>
    res.json({ ok: true, items: [{ id: 1, passwordHash: "x" }] }),
  );
  a.get("/sample/csv", publicRoute(), responds(answers.csv), (_req, res) => res.json({ ok: true }));
  a.get("/sample/error", publicRoute(), responds(schema), (_req, res) => res.status(400).json({ oops: 1 }));
};

describe("every mounted route", () => {
  it("declares its answer: a contract from shared/contracts or the kind of answer it writes itself", () => {
    expect(app.routes.filter((r) => !r.response).map((r) => `${r.method} ${r.path}`)).toEqual([]);
    const api = app.routes.filter((r) => r.path.startsWith("/api/"));
    const json = api.filter((r) => r.response === "json");
    // Printed for the report and the docs; the check above is what matters.
    console.info(
      `routes with a response declaration: ${app.routes.length} of ${app.routes.length}; API routes ${api.length}, JSON contracts ${json.length}`,
    );
    const byPath = (method: string, path: string) =>
      app.routes.find((r) => r.method === method && r.path === path)?.response;
    expect(byPath("GET", "/api/inventory")).toBe("json");
    expect(byPath("GET", "/api/inventory/export")).toBe("csv");
    expect(byPath("DELETE", "/api/inventory/:id")).toBe("empty");
    expect(byPath("GET", "/api/auth/user")).toBe("json");
    expect(byPath("GET", "/s/:token")).toBe("page");
  });

  it("is refused at start when a route declares no answer", async () => {
    await expect(
      createTestApp({
        database: app.database,
        deps: { frontend: (a) => a.get("/silent", publicRoute(), (_req, res) => res.end()) },
      }),
    ).rejects.toThrow("Routes without a declared response: GET /silent");
  });

  it("is refused by the route helper without a response, or with 204 and a body", () => {
    const routes = createRoutes(app.ctx.guards);
    const handler = async () => ({});
    // Entries written by hand, past the types and past endpoint(), which refuses both too.
    const silent = { method: "GET", path: "/api/x", access: "public" };
    expect(() => Reflect.apply(routes.serve, undefined, [silent, handler])).toThrow(
      "Route GET /x declares no response",
    );
    const loud = { method: "DELETE", path: "/api/x", access: "public", status: 204, response: schema };
    expect(() => Reflect.apply(routes.serve, undefined, [loud, handler])).toThrow(
      "status 204 goes with response answers.empty",
    );
    expect(() =>
      endpoint({ method: "DELETE", path: "/api/x", access: "public", status: 204, response: schema }),
    ).toThrow("status 204 goes with response answers.empty");
  });
});

describe("in tests", () => {
  let sample: TestApp;
  beforeAll(async () => {
    sample = await createTestApp({ database: app.database, deps: { frontend: mountSamples } });
  });
  afterAll(async () => {
    await sample?.close();
  });

  it("sends an answer that keeps its contract as it is", async () => {
    const res = await sample.client().get("/sample/right");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, items: [{ id: 1 }] });
  });

  it("answers 500 naming the mismatch, and records it so the test fails", async () => {
    const wrong = await sample.client().get("/sample/wrong");
    const extra = await sample.client().get("/sample/extra");
    const csv = await sample.client().get("/sample/csv");
    const error = await sample.client().get("/sample/error");
    const found = contractViolations.splice(0); // taken here, so this test itself passes
    expect(wrong.status).toBe(500);
    expect(wrong.body).toMatchObject({ code: "internal_error" });
    expect(wrong.body.message).toContain("GET /sample/wrong 200: ok:");
    expect(extra.status).toBe(500);
    expect(extra.body.message).toContain("fields the contract does not name: items[0].passwordHash");
    expect(csv.status).toBe(500);
    expect(csv.body.message).toContain("a JSON answer from a route that declares csv");
    expect(error.status).toBe(500);
    expect(error.body.message).toContain("GET /sample/error 400:");
    expect(found).toHaveLength(4);
  });

  it("checks the error bodies of every /api answer, a route's or not", async () => {
    const res = await sample.client().get("/api/no-such-route");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "API route not found", code: "not_found" });
    expect(contractViolations).toEqual([]);
  });
});

describe("in development and production", () => {
  it("logs a mismatch in development and sends the answer unchanged", async () => {
    const logs = captureLogs("error");
    const dev = await createTestApp({
      database: app.database,
      env: { NODE_ENV: "development", LOG_LEVEL: "error" },
      logger: logs.logger,
      deps: { frontend: mountSamples },
    });
    try {
      const res = await dev.client().get("/sample/wrong");
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ok: "yes", items: [] });
      expect(logs.records()).toContainEqual(
        expect.objectContaining({
          msg: "answer does not match its contract",
          contract: expect.stringContaining("ok:"),
        }),
      );
      expect(contractViolations).toEqual([]);
    } finally {
      await dev.close();
    }
  });

  it("checks nothing in production", async () => {
    const prod = await createTestApp({
      database: app.database,
      env: { NODE_ENV: "production", SESSION_SECRET: "a-production-secret-of-enough-length-0123456789" },
      deps: { frontend: mountSamples },
    });
    try {
      const res = await prod.client().get("/sample/extra");
      expect(res.status).toBe(200);
      expect(res.body.items[0].passwordHash).toBe("x");
      expect(prod.ctx.env.NODE_ENV).toBe("production");
      expect(contractViolations).toEqual([]);
    } finally {
      await prod.close();
    }
  });
});
