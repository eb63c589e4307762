/**
 * createHttpServer (server/http/http-server.ts): requests reach the app with Express's request and response methods,
 * what was put on the app's prototypes before (passport's helpers) and the app itself, each server with its own
 * app; Node makes them with the app's prototypes, so Express's per-request prototype swap has nothing to do.
 */
import type { AddressInfo } from "node:net";
import type { IncomingMessage } from "node:http";
import express, { type Express, type Request } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpServer } from "../../server/http/http-server";

/** An app answering what a request looks like to it, with a helper put on its request prototype first. */
function probeApp(name: string): Express {
  const app = express();
  (app.request as Express["request"] & { helper: () => string }).helper = () => `helper of ${name}`;
  app.get("/probe", (req, res) => {
    res.status(201).json({
      app: req.app.get("name"),
      host: req.get("host"),
      query: req.query,
      helper: (req as Request & { helper: () => string }).helper(),
      bornInPlace: (req as Request & { bornInPlace?: boolean }).bornInPlace,
    });
  });
  app.set("name", name);
  return app;
}

const servers: { base: string; close: () => void }[] = [];
beforeAll(async () => {
  for (const name of ["first", "second"]) {
    const { server, serve } = createHttpServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const app = probeApp(name);
    serve(app);
    // Before the app sees it: whether Node made the request and response with the app's prototypes already.
    server.prependListener("request", (req, res) => {
      (req as IncomingMessage & { bornInPlace: boolean }).bornInPlace =
        Object.getPrototypeOf(req) === app.request && Object.getPrototypeOf(res) === app.response;
    });
    servers.push({
      base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      close: () => {
        server.closeAllConnections();
        server.close();
      },
    });
  }
});
afterAll(() => servers.forEach((s) => s.close()));

describe("createHttpServer", () => {
  it("hands each request to its own app, with Express's methods and the app's own prototype helpers", async () => {
    for (const [i, name] of ["first", "second"].entries()) {
      const res = await fetch(`${servers[i].base}/probe?x=1`);
      expect(res.status).toBe(201);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await res.json()).toEqual({
        app: name,
        host: new URL(servers[i].base).host,
        query: { x: "1" },
        helper: `helper of ${name}`,
        bornInPlace: true,
      });
    }
  });

  it("answers Express's own 404 for a path the app does not know", async () => {
    const res = await fetch(`${servers[0].base}/nowhere`);
    expect(res.status).toBe(404);
    await res.body?.cancel();
  });
});
