/**
 * `GET /metrics` in the Prometheus text format (docs/decisions/1623-metrics.md), for a scraper that sends
 * `Authorization: Bearer $METRICS_TOKEN`: 401 without it or with another, 404 when no token is configured (the page
 * does not exist). Outside /api, as Prometheus expects it.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { Router } from "express";
import type { AppContext } from "../../context";
import { createRoutes } from "../../http/route";
import { opsEndpoints } from "../../../shared/contracts/endpoints/ops";
import { AuthenticationError, NotFoundError } from "../../http/errors";
import { createMetrics } from "../../ops/metrics";

const digest = (text: string) => createHash("sha256").update(text).digest();

/** The bearer token of `header` equals `token`, compared in constant time. */
function sendsToken(header: string | undefined, token: string): boolean {
  const m = /^Bearer (\S+)$/.exec(header ?? "");
  return Boolean(m) && timingSafeEqual(digest(m![1]), digest(token));
}

export function createMetricsPages(ctx: AppContext): Router {
  const routes = createRoutes(ctx.guards, "");
  const token = ctx.env.METRICS_TOKEN;
  // An app built without the server entry's registry (tests) gets one of its own: the page still answers.
  const metrics = (ctx.services.metrics ??= createMetrics({ pool: ctx.pool }));
  routes.serve(opsEndpoints.metrics, async ({ req, res }) => {
    if (!token) throw new NotFoundError();
    if (!sendsToken(req.get("authorization"), token)) {
      res.set("WWW-Authenticate", 'Bearer realm="metrics"');
      throw new AuthenticationError("A valid metrics token is required");
    }
    const text = await metrics.registry.metrics();
    res.status(200).set({ "Content-Type": metrics.registry.contentType, "Cache-Control": "no-store" }).end(text);
  });
  return routes.router;
}
