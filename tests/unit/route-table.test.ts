/**
 * routeTable (server/http/access-policy.ts) walks Express's routers only: another middleware stack mounted on the
 * app (Vite's connect app in development, whose layers hold a path string where Express keeps a route object)
 * is passed over, so `npm run dev` starts.
 */
import express from "express";
import { describe, expect, it } from "vitest";
import { publicRoute, routeTable } from "../../server/http/access-policy";

describe("routeTable", () => {
  it("lists Express routes and passes over a connect-style stack mounted beside them", () => {
    const app = express();
    const connectLike = Object.assign((_req: unknown, _res: unknown, next: () => void) => next(), {
      stack: [
        { route: "/@vite/client", handle: () => undefined },
        { route: "", handle: () => undefined },
      ],
    });
    app.use(connectLike);
    app.get("/api/health", publicRoute(), (_req, res) => {
      res.json({ ok: true });
    });
    const table = routeTable(app);
    expect(table.map((r) => `${r.method} ${r.path}`)).toEqual(["GET /api/health"]);
  });
});
