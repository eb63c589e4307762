/**
 * Request timings for GET /metrics (docs/decisions/1623-metrics.md), taken beside the app rather than inside it: a
 * listener on the HTTP server that runs before the app for each request notes the start, and when the response has
 * finished reads the route Express matched. The label is that route's template (`/api/generations/:id`), never the
 * request's path or query string, so 1,000 ids make one series.
 */
import type http from "node:http";
import type { Request } from "express";
import type { Metrics } from "../ops/metrics";

/** The route template of a finished request: its matched route, else what kind of answer it was. */
export function routeLabel(req: Request): string {
  const path: unknown = (req as Request & { route?: { path?: unknown } }).route?.path;
  if (typeof path === "string") return `${req.baseUrl}${path}`;
  if (path !== undefined) return "(page)"; // the web app's catch-all (a pattern)
  return (req.originalUrl ?? req.url ?? "").startsWith("/api") ? "(unmatched)" : "(static)";
}

export function timeRequests(server: http.Server, metrics: Metrics): void {
  // Registered before the app's own listener, so it sees every request first.
  server.prependListener("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
    const started = process.hrtime.bigint();
    res.once("finish", () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      metrics.observeRequest(req.method ?? "", routeLabel(req as Request), res.statusCode, seconds);
    });
  });
}
