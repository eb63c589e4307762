/**
 * byFirstSegment (server/http/dispatch.ts): a request enters only the routers with a route under its first path
 * segment, in their order, and finds what Express would have found entering them all; the route table still lists
 * every route once.
 */
import express, { Router, type RequestHandler } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { byFirstSegment } from "../../server/http/dispatch";
import { publicRoute, routeTable } from "../../server/http/access-policy";

/** A router that notes its name on the request when entered, with `routes` answering their own name. */
function named(name: string, ...routes: string[]): Router {
  const router = Router();
  const note: RequestHandler = (req, _res, next) => {
    ((req as express.Request & { entered?: string[] }).entered ??= []).push(name);
    next();
  };
  router.use(note);
  for (const path of routes)
    router.get(path, publicRoute(), (req, res) => {
      res.json({ by: `${name} ${path}`, entered: (req as express.Request & { entered?: string[] }).entered });
    });
  return router;
}

const app = express();
app.use(
  "/api",
  byFirstSegment([
    named("things", "/things", "/things/:id"),
    named("more-things", "/things/extra", "/stuff"),
    named("slugs", "/:slug/page"),
    named("late", "/late"),
  ]),
);
app.use((req, res) => {
  res.status(404).json({ entered: (req as express.Request & { entered?: string[] }).entered ?? [] });
});
let base = "";
let server: ReturnType<typeof app.listen>;
beforeAll(async () => {
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => {
  server.close();
});

const get = async (path: string) => {
  const res = await fetch(base + path);
  return { status: res.status, ...((await res.json()) as { by?: string; entered: string[] }) };
};

describe("byFirstSegment", () => {
  it("enters only the routers with a route under the request's first segment, and those starting with a pattern", async () => {
    expect(await get("/api/late")).toEqual({ status: 200, by: "late /late", entered: ["slugs", "late"] });
    expect(await get("/api/stuff")).toEqual({
      status: 200,
      by: "more-things /stuff",
      entered: ["more-things"],
    });
  });

  it("keeps the routers' order: the first with a matching route answers", async () => {
    expect(await get("/api/things/extra")).toMatchObject({ by: "things /things/:id", entered: ["things"] });
    expect(await get("/api/things")).toMatchObject({ by: "things /things", entered: ["things"] });
  });

  it("compares the segment as Express compares paths: in any case, with a trailing slash", async () => {
    expect(await get("/api/THINGS/")).toMatchObject({ status: 200, by: "things /things" });
    expect(await get("/api/Late")).toMatchObject({ status: 200, by: "late /late" });
  });

  it("sends a path no router has to the routers starting with a pattern, then on", async () => {
    expect(await get("/api/nothing/page")).toEqual({ status: 200, by: "slugs /:slug/page", entered: ["slugs"] });
    expect(await get("/api/nothing")).toEqual({ status: 404, entered: ["slugs"] });
    expect(await get("/api")).toEqual({ status: 404, entered: ["slugs"] });
  });

  it("leaves every route in the route table, once, in the routers' order", () => {
    expect(routeTable(app).map((r) => `${r.method} ${r.path}`)).toEqual([
      "GET /api/things",
      "GET /api/things/:id",
      "GET /api/things/extra",
      "GET /api/stuff",
      "GET /api/:slug/page",
      "GET /api/late",
    ]);
  });
});
