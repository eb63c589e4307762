/**
 * What server/unchecked.ts relies on in its libraries: if an upgrade of Express (or its router) moves one of these,
 * this fails before the route table, the dispatcher or the request prototypes silently stop working.
 */
import express, { Router } from "express";
import { describe, expect, it } from "vitest";
import { appRouter, routerStack, useAsAppPrototypes } from "../../server/unchecked";

describe("Express internals the code reads", () => {
  it("keeps the app's router at app.router and each router's layers at router.stack, in order", () => {
    const app = express();
    const inner = Router();
    inner.get("/orders/:id", (_req, res) => res.end());
    app.get("/health", (_req, res) => res.end());
    app.use("/api", inner);
    const stack = routerStack(appRouter(app));
    const route = stack.find((l) => typeof l.route === "object" && l.route?.path === "/health");
    expect(route && typeof route.route === "object" && route.route.methods.get).toBe(true);
    const mounted = stack.find((l) => Object.is(l.handle, inner));
    expect(mounted?.rawPath).toBe("/api");
    expect(mounted?.slash).toBe(false);
    const innerRoute = routerStack(inner)[0].route;
    expect(typeof innerRoute === "object" && innerRoute.path).toBe("/orders/:id");
  });

  it("gives each request the app's request object as its prototype", async () => {
    const app = express();
    const request = Object.create(app.request) as object;
    const response = Object.create(app.response) as object;
    useAsAppPrototypes(app, request, response);
    let seen: unknown;
    app.get("/", (req, res) => {
      seen = Object.getPrototypeOf(req);
      res.end();
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      await fetch(`http://127.0.0.1:${(server.address() as { port: number }).port}/`);
    } finally {
      server.close();
    }
    expect(seen).toBe(request);
  });
});
