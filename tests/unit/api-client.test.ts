/**
 * The request layer against a real HTTP server: every response body is read (or cancelled), whatever the path.
 * A body left unread keeps its response open, so its connection stays busy until garbage collection: in the
 * browser, every signed-out visit (GET /api/auth/user answers 401) held a connection and the page never
 * reached network idle. The bodies here are larger than the sockets and fetch buffer, so the server can only
 * finish sending one that the client reads; a cancelled one closes the connection instead.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { answers } from "../../shared/contracts/answers";
import { endpoint } from "../../shared/contracts/endpoint";
import { call, callOrNull } from "../../client/src/lib/endpoint-client";

/** Entries as the endpoint table declares them, at this test server's paths. */
const ep = {
  unauthorized: endpoint({ method: "GET", path: "/unauthorized", access: "public", response: z.object({}) }),
  html: endpoint({ method: "GET", path: "/html", access: "public", response: z.object({}) }),
  deleted: endpoint({ method: "DELETE", path: "/deleted", access: "public", status: 204, response: answers.empty }),
  conflict: endpoint({
    method: "POST",
    path: "/conflict",
    access: "public",
    body: z.object({ name: z.string() }),
    response: z.object({}),
  }),
  drifted: endpoint({ method: "GET", path: "/drifted", access: "public", response: z.object({ total: z.number() }) }),
};

const BIG = 8 * 1024 * 1024;

type Route = { status: number; type: string; body: () => string };
const ROUTES: Record<string, Route> = {
  "/unauthorized": {
    status: 401,
    type: "application/json",
    body: () => JSON.stringify({ message: "Not authenticated", code: "unauthorized", pad: " ".repeat(BIG) }),
  },
  "/html": { status: 200, type: "text/html", body: () => `<!doctype html><p>${" ".repeat(BIG)}</p>` },
  "/deleted": { status: 200, type: "application/json", body: () => JSON.stringify({ ok: true, pad: " ".repeat(BIG) }) },
  "/drifted": { status: 200, type: "application/json", body: () => JSON.stringify({ total: "12", extra: true }) },
  "/conflict": {
    status: 409,
    type: "application/json",
    body: () => JSON.stringify({ message: "Already there", code: "conflict", pad: " ".repeat(BIG) }),
  },
};

/** How each response ended on the server: 'finished' (sent to its end) or 'closed' (the client hung up). */
const ended = new Map<string, Promise<"finished" | "closed">>();
let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const route = ROUTES[req.url ?? ""];
    ended.set(
      req.url!,
      new Promise((resolve) => {
        res.on("finish", () => resolve("finished"));
        res.on("close", () => resolve(res.writableFinished ? "finished" : "closed"));
      }),
    );
    res.writeHead(route.status, { "content-type": route.type });
    res.end(route.body());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The client calls relative addresses, as in the browser: they go to this server, over real HTTP.
  const realFetch = globalThis.fetch;
  vi.stubGlobal("fetch", (url: string, init?: RequestInit) => realFetch(`${base}${url}`, init));
});

afterAll(async () => {
  vi.unstubAllGlobals();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** The server's outcome for `path`, or 'still open' when its response has not ended within two seconds. */
async function outcome(path: string): Promise<string> {
  const timeout = new Promise<string>((resolve) => setTimeout(() => resolve("still open"), 2_000).unref());
  return Promise.race([ended.get(path)!, timeout]);
}

describe("the request layer leaves no response body unread", () => {
  it("a read that treats 401 as no data: null, and the 401 body is consumed", async () => {
    await expect(callOrNull(ep.unauthorized)).resolves.toBeNull();
    expect(await outcome("/unauthorized")).not.toBe("still open");
  });

  it("a read that gets a success which is not JSON: the error, and the body is consumed", async () => {
    await expect(call(ep.html)).rejects.toThrow("Expected JSON response but received text/html");
    expect(await outcome("/html")).not.toBe("still open");
  });

  it("a write whose answer is no JSON: the body is consumed", async () => {
    await expect(call(ep.deleted)).resolves.toBeUndefined();
    expect(await outcome("/deleted")).not.toBe("still open");
  });

  it("an error answer: the ApiError with the server's message, and the body is consumed", async () => {
    await expect(call(ep.conflict, { body: { name: "x" } })).rejects.toMatchObject({
      status: 409,
      detail: "Already there",
      code: "conflict",
    });
    expect(await outcome("/conflict")).not.toBe("still open");
  });
});

describe("the request layer checks answers against their entry in tests", () => {
  it("refuses an answer whose field has the wrong type or that carries a field the contract does not name", async () => {
    await expect(call(ep.drifted)).rejects.toThrow(
      /The answer of GET \/drifted does not match its contract: total: .*expected number/,
    );
  });
});
