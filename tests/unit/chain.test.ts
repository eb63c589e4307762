/** chain(): middleware run in order as one layer; an error or a rejected promise skips the rest (server/http/chain.ts). */
import express, { type RequestHandler } from "express";
import { describe, expect, it } from "vitest";
import { chain } from "../../server/http/chain";

async function answer(...handlers: RequestHandler[]) {
  const app = express();
  app.use(chain(...handlers));
  app.get("/", (req, res) => res.json({ seen: (req as express.Request & { seen?: string[] }).seen ?? [] }));
  app.use(((err, _req, res, _next) =>
    res.status(500).json({ error: (err as Error).message })) as express.ErrorRequestHandler);
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as { port: number }).port}/`);
    return { status: res.status, body: (await res.json()) as unknown };
  } finally {
    server.close();
  }
}

const mark =
  (name: string): RequestHandler =>
  (req, _res, next) => {
    const r = req as express.Request & { seen?: string[] };
    (r.seen ??= []).push(name);
    next();
  };

describe("chain", () => {
  it("runs every handler in order, then the next layer", async () => {
    expect(await answer(mark("a"), mark("b"), mark("c"))).toEqual({ status: 200, body: { seen: ["a", "b", "c"] } });
  });

  it("passes no handler through as no middleware at all", async () => {
    expect(await answer()).toEqual({ status: 200, body: { seen: [] } });
  });

  it("sends an error passed to next to the error handler and skips the rest", async () => {
    const fail: RequestHandler = (_req, _res, next) => next(new Error("refused"));
    expect(await answer(mark("a"), fail, mark("c"))).toEqual({ status: 500, body: { error: "refused" } });
  });

  it("sends a thrown error and a rejected promise to the error handler, as Express does", async () => {
    const thrower: RequestHandler = () => {
      throw new Error("thrown");
    };
    const rejecter: RequestHandler = async () => {
      await Promise.resolve();
      throw new Error("rejected");
    };
    expect(await answer(thrower, mark("b"))).toEqual({ status: 500, body: { error: "thrown" } });
    expect(await answer(rejecter, mark("b"))).toEqual({ status: 500, body: { error: "rejected" } });
  });

  it("lets a handler answer without calling next", async () => {
    const stop: RequestHandler = (_req, res) => void res.status(204).end();
    const app = express();
    app.use(chain(stop, mark("never")));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const res = await fetch(`http://127.0.0.1:${(server.address() as { port: number }).port}/`);
    server.close();
    expect(res.status).toBe(204);
  });
});
